import { tokenStorage } from '../../../shared/storage/app-storage';
import { WORLD_COOKIE } from '../control-config';

/** The world this browser is in (the `sim_world` cookie), or null for the default world. */
export function currentWorldId(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === WORLD_COOKIE && rest.length > 0) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Moves this browser to a world (null: the default one). The session belongs to the world it
 * was opened in, so the token is dropped; the caller reloads.
 */
export function switchWorld(id: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie =
    id === null
      ? `${WORLD_COOKIE}=; path=/; max-age=0; SameSite=Lax`
      : `${WORLD_COOKIE}=${encodeURIComponent(id)}; path=/; SameSite=Lax`;
  tokenStorage.clear();
}
