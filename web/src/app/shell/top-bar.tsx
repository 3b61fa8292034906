import type { SessionUser } from '@casino/contracts/entities/account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../features/session/api/get-session-user';
import { env } from '../../shared/config/env';
import { paths } from '../../shared/config/paths';
import type { Layout } from '../../shared/hooks/use-layout';
import { AccountMenu } from './account-menu';

function Balance({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const amount = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(user.availableBalance);
  return (
    <p className="top-bar__balance">
      <span className="visually-hidden">{t('shell.balance')}: </span>
      <span aria-hidden="true">{user.currencySymbol}</span>
      <span className="visually-hidden">{user.currency} </span>
      {amount}
    </p>
  );
}

/**
 * Logo; signed in: balance, Deposit and the account menu; signed out: Sign In and Sign Up
 * (spec 01 section 2, "Top bar").
 */
export function TopBar({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const { data: user } = useSessionUser();
  return (
    <header className="top-bar">
      <Link
        className="top-bar__logo"
        to={paths.home}
        aria-label={t('site.homeLink', { siteName: env.siteName })}
      >
        {env.siteName}
      </Link>
      <div className="top-bar__actions">
        {user ? (
          <>
            <Balance user={user} />
            {/* The deposit pop-up arrives with the money flows; until then the cashier guide. */}
            <Link className="button button--primary" to={paths.cashierInfo}>
              {t('actions.deposit')}
            </Link>
            <AccountMenu compact={layout === 'mobile'} />
          </>
        ) : (
          <>
            <Link className="button button--ghost" to={paths.login}>
              {t('actions.signIn')}
            </Link>
            <Link className="button button--primary" to={paths.join}>
              {t('actions.signUp')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
