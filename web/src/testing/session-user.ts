import { type SessionUser, SessionUserSchema } from '@casino/contracts/entities/account';
import { endpointSamples } from '@casino/contracts/registry';

/** A valid session user from the contract's own samples, with overrides. */
export function createSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { ...SessionUserSchema.parse(endpointSamples.tokenInfo.validResponse), ...overrides };
}
