import type { SessionUser } from '@casino/contracts/entities/account';
import type { QueryClient } from '@tanstack/react-query';
import { tokenStorage } from '../../../shared/storage/app-storage';
import { getSessionUserQueryOptions } from '../../session/api/get-session-user';

/**
 * Sign-in, sign-up and refresh all end the same way (spec 01 section 4): the token is stored
 * and the session query holds the member, so the shell switches to the signed-in view at once.
 */
export function storeSession(queryClient: QueryClient, user: SessionUser): void {
  tokenStorage.set(user.token);
  queryClient.setQueryData(getSessionUserQueryOptions().queryKey, user);
}
