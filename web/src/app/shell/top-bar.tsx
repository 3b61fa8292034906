import type { SessionUser } from '@casino/contracts/auth/schemas';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../shared/config/env';
import { paths } from '../../shared/config/paths';
import type { Layout } from '../../shared/hooks/use-layout';
import { formatMoney } from '../../shared/lib/format';
import { Button } from '../../shared/ui/button';
import { Icon } from '../../shared/ui/icon';
import { useShellActions } from './use-shell-actions';

function Balance({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(user.availableBalance, i18n.language);
  return (
    <p className="top-bar__balance">
      <span className="visually-hidden">{t('shell.balance')}: </span>
      <span aria-hidden="true">{user.currencySymbol}</span>
      <span className="visually-hidden">{user.currency} </span>
      {amount}
    </p>
  );
}

interface TopBarProps {
  layout: Layout;
  user: SessionUser | null | undefined;
  drawerOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

/**
 * Logo; signed in: balance, Deposit and the menu; signed out: Sign In and Sign Up (spec 01
 * section 2, "Top bar"). The menu opens the side drawer, the only way to many screens.
 */
export function TopBar({ layout, user, drawerOpen, onOpenMenu, menuButtonRef }: TopBarProps) {
  const { t } = useTranslation();
  const actions = useShellActions();
  const compact = layout === 'mobile';
  return (
    <header className="top-bar">
      <Link
        className="top-bar__logo"
        to={paths.home}
        aria-label={t('site.homeLink', { siteName: env.siteName })}
      >
        <span className="top-bar__logo-mark" aria-hidden="true">
          <Icon name="spade" />
        </span>
        <span className="top-bar__logo-name">{env.siteName}</span>
      </Link>
      <div className="top-bar__actions">
        {user ? (
          <>
            <Balance user={user} />
            <Button size="sm" onClick={actions.deposit}>
              {t('actions.deposit')}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="ghost" onClick={actions.signIn}>
              {t('actions.signIn')}
            </Button>
            <Link className="button button--primary button--sm" to={paths.join}>
              {t('actions.signUp')}
            </Link>
          </>
        )}
        <button
          ref={menuButtonRef}
          type="button"
          className="button button--ghost button--sm top-bar__menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-label={compact ? t('actions.menu') : undefined}
          onClick={onOpenMenu}
        >
          <Icon name="menu" />
          {!compact && <span>{t('actions.menu')}</span>}
        </button>
      </div>
    </header>
  );
}
