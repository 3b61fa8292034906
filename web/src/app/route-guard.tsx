import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { loginPathWithBackurl } from '../shared/config/paths';
import { usePageTitle } from '../shared/hooks/use-page-title';
import { useSessionUser } from '../shared/session/api/get-session-user';
import type { PageRoute } from './routes';
import { PageFallback } from './shell/page-fallback';

/**
 * Spec 01 section 2: when no user is loaded, the user info is fetched first; a public path then
 * shows either way, any other path sends the visitor to /login with the original path as backurl.
 */
export function RouteGuard({ route }: { route: PageRoute }) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSessionUser();
  usePageTitle(t(route.titleKey));

  if (session.isPending) return <PageFallback />;
  if (!route.public && !session.data) {
    return <Navigate to={loginPathWithBackurl(`${location.pathname}${location.search}`)} replace />;
  }
  return <route.Component />;
}
