import { filesEndpoints } from '@casino/contracts/files/endpoints';
import type { Game } from '@casino/contracts/games/schemas';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../shared/api/api-client';

/** Covers are 3:4; asked at this size (about twice the desktop cell) so they stay sharp. */
export const COVER_WIDTH = 240;
export const COVER_HEIGHT = 320;

/** A grid row's height (px) on a phone before the first is measured: cover, gap and two lines. */
export const GAME_ROW_ESTIMATE = 200;

export function coverUrl(fileId: number, width = COVER_WIDTH, height = COVER_HEIGHT): string {
  return apiClient.url(filesEndpoints.fileGet, { id: fileId, width, height });
}

interface GameCoverProps {
  game: Pick<Game, 'id' | 'name' | 'cover' | 'playForFun' | 'vendor'>;
  onPlay: () => void;
}

/**
 * One game tile: a button named by its visible words ("Free play" badge, then the game's name;
 * WCAG 2.5.3 wants the accessible name to start with them, so there is no separate aria-label)
 * holding the cover in a fixed 3:4 box (width and height attributes too), lazy-loaded, so the
 * grid never shifts while covers arrive. The hover "play" mark is the frame's ::after
 * (games.css): four elements a cover, for lists of thousands (decision 024).
 */
export function GameCover({ game, onPlay }: GameCoverProps) {
  const { t } = useTranslation('games');
  return (
    <button type="button" className="game-cover" onClick={onPlay}>
      <span className="game-cover__frame">
        <img
          className="game-cover__image"
          src={coverUrl(game.cover)}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading="lazy"
          decoding="async"
          alt=""
        />
        {game.playForFun === 1 && <span className="pill game-cover__badge">{t('cover.funBadge')}</span>}
        {/* Keeps "Free play" and the name two words in the accessible name. */}{' '}
      </span>
      <span className="game-cover__name">{game.name}</span>
    </button>
  );
}
