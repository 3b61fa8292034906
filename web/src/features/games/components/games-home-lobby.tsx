import { Suspense } from 'react';
import { lazyWithRetry } from '../../../shared/lib/lazy-with-retry';
import { useSessionUser } from '../../../shared/session/api/get-session-user';
import { useGameOverview } from '../api/get-game-overview';
import { BigWinPanels } from './big-win-panels';
import { GameLobbySections } from './game-lobby-sections';
import { WinTicker } from './win-ticker';
import '../games.css';

/**
 * The fun list sits at the end of home, drawn after the sections: its code (the endless list and
 * its virtualizer, ~10 KB gzip) is not on the first screen's path (decision 024).
 */
const PlayForFunList = lazyWithRetry(() =>
  import('./play-for-fun-list').then((module) => ({ default: module.PlayForFunList })),
);

/**
 * The games part of home: win ticker, the sections, the big-win panels and the fun list. What
 * comes under the sections waits for them: drawn earlier, it would be pushed down (a layout
 * shift) when the sections replace their skeleton, and the fun list's call would compete with
 * the banner for the network.
 */
export function GamesHomeLobby() {
  const { data: user } = useSessionUser();
  const sectionsSettled = !useGameOverview(user?.id ?? null).isPending;
  return (
    <div className="games-home">
      <WinTicker />
      <GameLobbySections />
      {sectionsSettled && (
        <>
          <BigWinPanels />
          <Suspense fallback={null}>
            <PlayForFunList />
          </Suspense>
        </>
      )}
    </div>
  );
}
