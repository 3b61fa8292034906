import type { ReactNode } from 'react';

/**
 * The app's icons, drawn as SVG in the current text colour: a text glyph (✓, ★, ▶) or an emoji
 * depends on the reader's fonts and shows as an empty box where they lack it.
 * Decorative: the control around an icon carries the words.
 */
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.25,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const paths = {
  close: <path d="M6 6l12 12M18 6L6 18" {...line} />,
  check: <path d="M4.5 12.5l5 5 10-11" {...line} />,
  alert: (
    <>
      <path d="M12 5v9" {...line} />
      <circle cx="12" cy="18.5" r="1.5" fill="currentColor" />
    </>
  ),
  info: (
    <>
      <path d="M12 10.5V19" {...line} />
      <circle cx="12" cy="6" r="1.5" fill="currentColor" />
    </>
  ),
  arrowUp: <path d="M12 20V5M5.5 11.5L12 5l6.5 6.5" {...line} />,
  arrowLeft: <path d="M20 12H5M11.5 5.5L5 12l6.5 6.5" {...line} />,
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" {...line} />,
  chevronDown: <path d="M6 9.5l6 6 6-6" {...line} />,
  plus: <path d="M12 5v14M5 12h14" {...line} />,
  minus: <path d="M5 12h14" {...line} />,
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />,
  pause: <path d="M7 5.5h3.5v13H7zM13.5 5.5H17v13h-3.5z" fill="currentColor" />,
  star: (
    <path
      d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"
      fill="currentColor"
    />
  ),
  spade: (
    <path
      d="M12 3c2.5 3.6 7.5 6.3 7.5 10.3a3.9 3.9 0 0 1-6.4 3l1 3.7H9.9l1-3.7a3.9 3.9 0 0 1-6.4-3C4.5 9.3 9.5 6.6 12 3z"
      fill="currentColor"
    />
  ),
  diamond: <path d="M12 3l7 9-7 9-7-9z" fill="currentColor" />,
  history: (
    <>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" {...line} />
      <path d="M4.5 4.5v4h4M12 8v4.5l3 2" {...line} />
    </>
  ),
  seven: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" {...line} />
      <path d="M9 8h6.5L11 17" {...line} />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="8" {...line} />
      <circle cx="12" cy="12" r="3.5" fill="currentColor" />
    </>
  ),
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" fill="currentColor" />,
  sparkle: <path d="M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z" fill="currentColor" />,
  gear: (
    <>
      <circle cx="12" cy="12" r="3" {...line} />
      <path
        d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8"
        {...line}
      />
    </>
  ),
  undo: <path d="M9 14L4.5 9.5 9 5M5 9.5h9a5.5 5.5 0 0 1 0 11h-3" {...line} />,
  /** A shield with a tick: the footer's licence badge. */
  shieldCheck: (
    <>
      <path
        d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
      <path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth={2} />
    </>
  ),
  chat: (
    <path
      d="M4 5.5h16v10H10l-4.5 4v-4H4z"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths;

interface IconProps {
  name: IconName;
  /** Rendered size in px (width and height); the default follows the font size. */
  size?: number;
  className?: string;
}

export function Icon({ name, size, className }: IconProps) {
  return (
    <svg
      className={['icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width={size ?? '1em'}
      height={size ?? '1em'}
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}

/** The VIP badge's look by level: a medal in its metal, or the diamond's gem. */
const MEDAL_COLOURS = {
  bronze: { ribbon: '#b5542a', metal: '#cd7f32', shine: '#f0b27a' },
  silver: { ribbon: '#4a6c8c', metal: '#c0c7cf', shine: '#eef2f5' },
  gold: { ribbon: '#b0281f', metal: '#f5c542', shine: '#fff1b0' },
} as const;

export type MedalKind = keyof typeof MEDAL_COLOURS | 'diamond';

export function MedalIcon({
  kind,
  size = 20,
  className,
}: {
  kind: MedalKind;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={['icon', 'icon--medal', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {kind === 'diamond' ? (
        <>
          <path d="M6.5 4h11L22 9.5 12 21 2 9.5z" fill="#7fd8ff" stroke="#1b6f9a" strokeWidth={1.2} />
          <path
            d="M2 9.5h20M8.5 4L12 9.5 15.5 4M12 9.5V21M6.5 9.5L12 21l5.5-11.5"
            fill="none"
            stroke="#1b6f9a"
            strokeWidth={1}
          />
        </>
      ) : (
        <>
          <path d="M7 2h4l2 6H9zM13 2h4l-2 6h-4z" fill={MEDAL_COLOURS[kind].ribbon} />
          <circle cx="12" cy="15" r="7" fill={MEDAL_COLOURS[kind].metal} stroke="#3a2a10" strokeWidth={1} />
          <circle cx="12" cy="15" r="4.3" fill="none" stroke={MEDAL_COLOURS[kind].shine} strokeWidth={1.4} />
        </>
      )}
    </svg>
  );
}
