import type { GameOverview } from '@casino/contracts/entities/games';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { BusyIndicator } from '../../../shared/ui/busy-indicator';
import { useSessionUser } from '../../session/api/get-session-user';
import { useGameOverview } from '../api/get-game-overview';
import { gamesLobbyPath, type LobbyList } from '../lib/game-lists';
import { GameSection } from './game-section';

type SectionKey = keyof GameOverview;

/** The home sections in order, with the lobby list each 'More' opens and an icon. */
const SECTIONS: ReadonlyArray<{ key: SectionKey; list: LobbyList | null; icon: string }> = [
  { key: 'recently', list: null, icon: '↺' },
  { key: 'top', list: 'top', icon: '★' },
  { key: 'slotsGames', list: 'slots', icon: '❼' },
  { key: 'tableGames', list: 'table', icon: '♠' },
  { key: 'liveCasino', list: 'live', icon: '◉' },
];

/**
 * Home game sections from `/sys/game/all`. Recently played belongs to members: visitors do not
 * see it at all (its 'More' is the game history popup).
 */
export function GameLobbySections() {
  const { t } = useTranslation('games');
  const { data: user } = useSessionUser();
  const overview = useGameOverview(user?.id ?? null);

  if (overview.isPending) return <BusyIndicator label={t('lobby.loading')} />;
  if (overview.isError) return <p role="alert">{overview.error.message}</p>;

  return (
    <div className="game-sections">
      {SECTIONS.filter((section) => section.key !== 'recently' || user).map(({ key, list, icon }) => {
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
        return <GameSection key={key} title={title} group={overview.data[key]} icon={icon} more={more} />;
      })}
    </div>
  );
}
