import type { SessionUser } from '@casino/contracts/auth/schemas';
import { useTranslation } from 'react-i18next';

const LEVEL_KEYS = ['none', 'bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;

/** The member's badge (spec 01 section 9: 1 Bronze to 5 Diamond), as text and a gem, never colour alone. */
export function LevelBadge({ level }: { level: SessionUser['memberType'] | number }) {
  const { t } = useTranslation();
  const key = LEVEL_KEYS[level] ?? 'none';
  return (
    <span className={`level-badge level-badge--${key}`}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
        <path d="M8 1 15 6 8 15 1 6Z" fill="currentColor" />
      </svg>
      {t('shell.drawer.level', { level: t(`shell.levels.${key}`) })}
    </span>
  );
}
