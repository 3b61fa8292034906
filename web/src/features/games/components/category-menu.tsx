import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { gamesLobbyPath, LOBBY_LISTS, type LobbyList } from '../lib/game-lists';

const ICONS: Record<LobbyList, IconName> = {
  top: 'star',
  all: 'grid',
  slots: 'seven',
  table: 'spade',
  live: 'live',
  fun: 'diamond',
};

/**
 * The browser's left list (a scrolling row on mobile): Top, All, Slots Games, Table Games,
 * Live Casino, Fun, and for members the withdrawal voucher entry (another feature's popup).
 */
export function CategoryMenu({ current }: { current: LobbyList }) {
  const { t } = useTranslation('games');
  const { data: user } = useSessionUser();
  return (
    <nav className="category-menu" aria-label={t('categories.title')}>
      <ul className="category-menu__list">
        {LOBBY_LISTS.map((list) => (
          <li key={list}>
            <NavLink
              to={gamesLobbyPath(list)}
              className="category-menu__item"
              aria-current={list === current ? 'page' : undefined}
            >
              <span className="category-menu__icon" aria-hidden="true">
                <Icon name={ICONS[list]} />
              </span>
              {t(`categories.${list}`)}
            </NavLink>
          </li>
        ))}
        {user && (
          <li>
            <button
              type="button"
              className="category-menu__item"
              onClick={() => openOverlay('withdrawalVouchers', {})}
            >
              <span className="category-menu__icon" aria-hidden="true">
                <Icon name="sparkle" />
              </span>
              {t('categories.voucher')}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
