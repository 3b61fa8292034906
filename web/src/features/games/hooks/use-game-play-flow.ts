import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerMessage } from '../../../shared/api/player-message';
import { openOverlay } from '../../../shared/overlays/overlay-store';
import { getPlaySessionQueryKey } from '../../../shared/session/api/get-play-session';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
// One session refresh for the whole app (shared/session, decision 038).
import { refreshSession, reloadSessionUser } from '../../../shared/session/api/refresh-session';
import { alertDialog } from '../../../shared/ui/dialogs';
import { toast } from '../../../shared/ui/toast';
import { toastStore } from '../../../shared/ui/toast-store';
import { useBlockCheck } from '../api/check-block';
import { getGameQueryOptions } from '../api/get-game';
import { useGameLaunchUrl } from '../api/get-game-launch-url';
import { getGameOverviewQueryOptions } from '../api/get-game-overview';
import { currentGameChannel } from '../lib/game-channel';

/** The api client has usually toasted the same words already: they are not shown twice. */
function toastOnce(message: string): void {
  if (toastStore.getSnapshot().some((item) => item.kind === 'error' && item.message === message)) return;
  toast.error(message);
}

interface GamePlayFlowOptions {
  id: number;
  playForFun: 0 | 1;
  onClose: () => void;
}

/**
 * The game popup's rules (spec 01 sections 4 and 8): load the game; for real money, sign-in
 * first and a block check before launch, then the check every 3 s (a negative answer alerts,
 * closes the game and, on the alert's OK, opens cash-out) with the member reloaded each time so the top bar
 * follows the rounds (and at once when the game page says it played one); closing refreshes the
 * token and reads recently played again. Errors: a bad id toasts serverBusy, a load error
 * game.launchFailed, a launch error the server's message, and each closes the game.
 */
export function useGamePlayFlow({ id, playForFun, onClose }: GamePlayFlowOptions) {
  const { t } = useTranslation('games');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSessionUser();
  const user = session.data ?? null;
  const fun = playForFun === 1;
  const validId = Number.isInteger(id) && id > 0;
  const needsSignIn = !fun && session.isSuccess && user === null;
  const playsForReal = !fun && user !== null;
  const [blocked, setBlocked] = useState(false);

  const game = useQuery({ ...getGameQueryOptions(id), enabled: validId });
  const blockCheck = useBlockCheck(user?.id ?? 0, playsForReal && validId && !blocked);
  const mayLaunch = validId && game.isSuccess && (fun || (playsForReal && blockCheck.data === true));
  const [channel] = useState(currentGameChannel);
  const launch = useGameLaunchUrl({ id, channel, playForFun: fun }, mayLaunch);

  // The popup closes once, whichever rule closes it first.
  const ended = useRef(false);
  const end = useCallback(
    (then?: () => void) => {
      if (ended.current) return;
      ended.current = true;
      onClose();
      then?.();
    },
    [onClose],
  );

  useEffect(() => {
    if (!validId) {
      toast.error(tCommon('common.serverBusy'));
      end();
    } else if (needsSignIn) end(() => openOverlay('signIn', {}));
    else if (game.isError) {
      toast.error(t('game.launchFailed'));
      end();
    } else if (launch.isError) {
      // A limit, break or self-exclusion refusal is said in the player's language.
      toastOnce(playerMessage(launch.error));
      end();
    } else if (blockCheck.isError && blockCheck.data === undefined) {
      // The pre-play check failed: no launch without it. Later poll failures are let pass.
      toastOnce(playerMessage(blockCheck.error));
      end();
    }
  }, [validId, needsSignIn, game.isError, launch.isError, launch.error, blockCheck, end, t, tCommon]);

  useEffect(() => {
    if (blockCheck.data !== false) return;
    setBlocked(true);
    end(() => {
      // OK leads on to cash-out (spec 01 §4). Back, Escape or the close button only dismiss the
      // alert: the player is back on the page they played from, with no money screen they did
      // not ask for (decision 068).
      void alertDialog({ title: t('withdraw.blockTitle'), message: t('withdraw.blockAmount') }).then(
        (acknowledged) => {
          if (acknowledged) openOverlay('cashOut', {});
        },
      );
    });
  }, [blockCheck.data, end, t]);

  // Each block check (every 3 s) also reloads the member: rounds move the balance on the server.
  useEffect(() => {
    if (!playsForReal || blockCheck.dataUpdatedAt === 0) return;
    reloadSessionUser(queryClient).catch(() => undefined);
  }, [playsForReal, blockCheck.dataUpdatedAt, queryClient]);

  // The game page said it played a round: the session's net result and the balance
  // are read at once instead of at the next 3 s check, which stays as the fallback.
  const memberId = playsForReal ? user.id : null;
  const roundPlayed = useCallback(() => {
    if (memberId === null) return;
    void queryClient.invalidateQueries({ queryKey: getPlaySessionQueryKey(memberId) });
    reloadSessionUser(queryClient).catch(() => undefined);
  }, [memberId, queryClient]);

  // Closing (unmounting) stops the poll with the query, and refreshes the token.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return undefined;
    return () => {
      refreshSession(queryClient).catch(() => undefined);
    };
  }, [signedIn, queryClient]);

  // Closing reads the home sections again: the rounds just played put this game first in the
  // member's recently played, which stayed as it was until a reload.
  const signedInId = user?.id ?? null;
  useEffect(() => {
    if (signedInId === null) return undefined;
    return () => {
      void queryClient.invalidateQueries({ queryKey: getGameOverviewQueryOptions(signedInId).queryKey });
    };
  }, [signedInId, queryClient]);

  return {
    game: game.data,
    launchUrl: launch.data,
    fun,
    hidden: !validId || needsSignIn,
    /** The member playing for real money, whose session the pop-up shows; null for fun play. */
    realMoneyMemberId: memberId,
    /** For the game page's round message: reads the session and the balance again now. */
    roundPlayed,
  };
}
