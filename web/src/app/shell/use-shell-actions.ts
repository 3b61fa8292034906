import { useNavigate } from 'react-router';
import { playerMessage } from '../../shared/api/player-message';
import { paths } from '../../shared/config/paths';
import { openOverlay } from '../../shared/overlays/overlay-store';
import { useLogout } from '../../shared/session/api/logout';
import { alertDialog } from '../../shared/ui/dialog-store';

/**
 * What the top bar, the drawer and the footer do: sign-in is the pop-up, sign-up the /join page
 * (its three steps keep their step in the URL, so Back goes a step back), deposit the pop-up.
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
    signIn: () => openOverlay('signIn'),
    signUp: () => navigate(paths.join),
    deposit: () => openOverlay('deposit'),
    logout: () => logout.mutate(),
    isLoggingOut: logout.isPending,
  };
}
