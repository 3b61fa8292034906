import type { GameOverview } from '@casino/contracts/games/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { ErrorState } from '../../../shared/ui/error-state';
import type { IconName } from '../../../shared/ui/icon';
import { useGameOverview } from '../api/get-game-overview';
import { gamesLobbyPath, type LobbyList } from '../lib/game-lists';
import { GameSection } from './game-section';

type SectionKey = keyof GameOverview;

/** The home sections in order, with the lobby list each 'More' opens and an icon. */
const SECTIONS: ReadonlyArray<{ key: SectionKey; list: LobbyList | null; icon: IconName }> = [
  { key: 'recently', list: null, icon: 'history' },
  { key: 'top', list: 'top', icon: 'star' },
  { key: 'slotsGames', list: 'slots', icon: 'seven' },
  { key: 'tableGames', list: 'table', icon: 'spade' },
  { key: 'liveCasino', list: 'live', icon: 'live' },
];

/** Cells per skeleton row: 8 on desktop; games.css shows the first 3 on phones. */
const SKELETON_CELLS = Array.from({ length: 8 }, (_, index) => index);

/**
 * The sections' place while `/sys/game/all` is on its way: one row of empty 3:4 covers per
 * section, so the page is about as tall as it will be and nothing on screen moves when the
 * games arrive (no layout shift). Screen readers hear the busy status only.
 */
function LobbySkeleton({ sectionCount, label }: { sectionCount: number; label: string }) {
  return (
    <div className="game-sections" aria-busy="true">
      <output className="visually-hidden">{label}</output>
      {Array.from({ length: sectionCount }, (_, section) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={section} className="game-section game-section--skeleton" aria-hidden="true">
          <div className="game-section__header">
            <span className="game-section__title">&nbsp;</span>
          </div>
          <ul className="game-grid">
            {SKELETON_CELLS.map((cell) => (
              <li key={cell} className="game-grid__cell">
                <span className="game-cover__frame" />
                <span className="game-cover__name">&nbsp;</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * Home game sections from `/sys/game/all`. Recently played belongs to members: visitors do not
 * see it at all (its 'More' is the game history popup).
 */
export function GameLobbySections() {
  const { t } = useTranslation('games');
  const { data: user } = useSessionUser();
  const overview = useGameOverview(user?.id ?? null);

  const sections = SECTIONS.filter((section) => section.key !== 'recently' || user);

  // A failed refetch keeps the sections shown; only a first load that fails shows Retry.
  if (overview.data === undefined) {
    if (!overview.isError) return <LobbySkeleton sectionCount={sections.length} label={t('lobby.loading')} />;
    return (
      <ErrorState
        error={overview.error}
        title={t('lobby.loadFailed')}
        retrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const groups = overview.data;

  return (
    <div className="game-sections">
      {sections.map(({ key, list, icon }) => {
        const title = t(`sections.${key}`);
        const moreLabel = t('sections.moreLabel', { section: title });
        const more =
          list === null ? (
            <button
              type="button"
              className="game-section__more"
              aria-label={moreLabel}
              onClick={() => openOverlay('gameHistory', {})}
            >
              {t('sections.more')}
            </button>
          ) : (
            <Link className="game-section__more" to={gamesLobbyPath(list)} aria-label={moreLabel}>
              {t('sections.more')}
            </Link>
          );
        const empty =
          key === 'recently' ? (
            <div className="game-section__empty">
              <p className="game-section__empty-title">{t('sections.recentlyEmptyTitle')}</p>
              <p>{t('sections.recentlyEmptyText')}</p>
              <Link className="button button--primary button--sm" to={gamesLobbyPath('all')}>
                {t('sections.recentlyEmptyAction')}
              </Link>
            </div>
          ) : undefined;
        return (
          <GameSection key={key} title={title} group={groups[key]} icon={icon} more={more} empty={empty} />
        );
      })}
    </div>
  );
}
