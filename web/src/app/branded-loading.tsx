import { env } from '../shared/config/env';
import './branded-loading.css';

/**
 * The site's logo over a spinner, announced as busy with `label`: what shows while the app cannot
 * show itself yet (the access check, a redirect). index.html draws the same markup inside #root
 * before any script has run, so the first paint is this and not an empty screen; React's first
 * render then replaces it with this one, which says why it waits in the player's language.
 */
export function BrandedLoading({ label }: { label: string }) {
  return (
    // <output>: a status (the implicit role), as the app's other busy indicator.
    <output className="branded-loading" aria-busy="true">
      <span className="branded-loading__logo">
        <img className="branded-loading__mark" src="./favicon.svg" alt="" width="56" height="56" />
        <span className="branded-loading__name">{env.siteName}</span>
      </span>
      <span className="busy-indicator__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </output>
  );
}
