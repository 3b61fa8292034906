import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { closeAllOverlays } from '../overlays/overlay-store';

/**
 * A link to the responsible-gaming page from inside a pop-up (deposit, transaction history):
 * a plain hash link, so it works wherever an overlay is drawn, that closes the pop-ups first
 * so the page is seen.
 */
export function ResponsibleGamingLink({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <a href={`#${paths.responsibleGaming}`} className={className} onClick={() => closeAllOverlays()}>
      {children}
    </a>
  );
}
