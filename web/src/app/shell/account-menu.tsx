import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/session/api/logout';
import { paths } from '../../shared/config/paths';

/**
 * The menu button and its panel. The full side drawer (spec 01 section 2) grows from here; for
 * now it holds sign-out.
 */
export function AccountMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const logout = useLogout({
    onSuccess: () => navigate(paths.home),
    // Spec 01 section 8: a logout failure uses an alert.
    onError: (error) => {
      window.alert(error.message);
      navigate(paths.home);
    },
  });

  return (
    <div className="account-menu">
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={compact ? t('actions.menu') : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span>
        {!compact && <span> {t('actions.menu')}</span>}
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__title">{t('shell.accountMenu')}</p>
        <button
          type="button"
          className="button button--ghost"
          disabled={logout.isPending}
          onClick={() => {
            setOpen(false);
            logout.mutate();
          }}
        >
          {t('actions.signOut')}
        </button>
      </div>
    </div>
  );
}
