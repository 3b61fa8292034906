import type { ClipKey } from '@casino/contracts/content/crypto-guide-clips';
import { useTranslation } from 'react-i18next';
import { env } from '../../../shared/config/env';

const clipUrl = (key: ClipKey, extension: 'webm' | 'vtt') =>
  `${env.mediaBase}/crypto-guide/${key}.${extension}`;

interface CryptoClipProps {
  clip: ClipKey;
  caption: string;
}

/**
 * One section's short clip (spec 01: the guide has videos): silent, so it may loop, started by
 * the player (controls, nothing plays by itself), with a caption track in the page language from
 * the media host and the same words under it for those who never press play.
 */
export function CryptoClip({ clip, caption }: CryptoClipProps) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <figure className="crypto-guide__figure">
      <video
        className="crypto-guide__video"
        src={clipUrl(clip, 'webm')}
        width={240}
        height={200}
        controls
        loop
        muted
        playsInline
        preload="metadata"
        aria-label={caption}
      >
        <track
          kind="captions"
          src={`${clipUrl(clip, 'vtt')}?lang=${encodeURIComponent(language)}`}
          srcLang={language}
          label={caption}
          default
        />
      </video>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
