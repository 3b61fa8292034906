import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useLayout } from '../../../shared/hooks/use-layout';
import { openOverlay } from '../../../shared/overlays/overlay-store';

interface CryptoGuideLinkProps {
  children: ReactNode;
  /** Called when the guide opens in place (mobile), e.g. to close the pop-up the link is in. */
  onOpen?: () => void;
}

/** The crypto guide opens in a new tab on desktop and as a pop-up on mobile (spec 01 section 2). */
export function CryptoGuideLink({ children, onOpen }: CryptoGuideLinkProps) {
  const layout = useLayout();
  if (layout === 'desktop')
    return (
      <Link to={paths.aboutBtc} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    );
  return (
    <Link
      to={paths.aboutBtc}
      onClick={(event) => {
        event.preventDefault();
        onOpen?.();
        openOverlay('cryptoGuide');
      }}
    >
      {children}
    </Link>
  );
}
