import { useNavigate } from 'react-router';
import { useLogout } from '../../features/session/api/logout';
import { playerMessage } from '../../shared/api/player-message';
import { paths } from '../../shared/config/paths';
import { openOverlay } from '../../shared/overlays/overlay-store';
import { alertDialog } from '../../shared/ui/dialog-store';
import { overlayRegistry } from '../overlay-registry';

/**
 * What the top bar, the drawer and the footer do: open a screen as an overlay when a feature
 * draws it, else go to its page (sign-in before the sign-in popup exists goes to /login).
 */
export function useShellActions() {
  const navigate = useNavigate();
  const logout = useLogout({
    onSuccess: () => navigate(paths.home),
    // Spec 01 section 8: a logout failure uses an alert; the session is dropped anyway.
    onError: async (error) => {
      await alertDialog({ message: playerMessage(error) });
      navigate(paths.home);
    },
  });
  return {
    signIn: () => (overlayRegistry.signIn ? openOverlay('signIn') : navigate(paths.login)),
    signUp: () => navigate(paths.join),
    deposit: () => openOverlay('deposit'),
    logout: () => logout.mutate(),
    isLoggingOut: logout.isPending,
  };
}
