import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../shared/api/login-redirect';
import { loginPathWithBackurl } from '../shared/config/paths';
import { usePageTitle } from '../shared/hooks/use-page-title';
import { useSessionUser } from '../shared/session/api/get-session-user';
import { useDisabledAccountNotice } from '../shared/session/hooks/use-disabled-account-notice';
import type { PageRoute } from './routes';
import { PageFallback } from './shell/page-fallback';

/** The api client's redirect to /login on -2 (spec 01 section 8) goes through this router. */
function useLoginRedirects(): void {
  const navigate = useNavigate();
  useEffect(() => loginRedirect.through((path) => void navigate(path, { replace: true })), [navigate]);
}

/**
 * Spec 01 section 2: when no user is loaded, the user info is fetched first; a public path then
 * shows either way, any other path sends the visitor to /login with the original path as backurl.
 * A member signed out because the operator disabled them is told so on whichever page they are.
 */
export function RouteGuard({ route }: { route: PageRoute }) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSessionUser();
  usePageTitle(t(route.titleKey));
  useDisabledAccountNotice(!session.isPending);
  useLoginRedirects();

  if (session.isPending) return <PageFallback />;
  if (!route.public && !session.data) {
    return <Navigate to={loginPathWithBackurl(`${location.pathname}${location.search}`)} replace />;
  }
  return <route.Component />;
}
