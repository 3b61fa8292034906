import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { sameSecret } from '../security/secrets';

/** Why a control request is refused before anything else happens: no key (401) or a wrong one (403). */
export interface KeyRefusal {
  status: 401 | 403;
  /** The envelope's code: the same number as the HTTP status. */
  code: number;
  message: string;
}

/**
 * The control key is checked first on every `/__sim` request (before the world is chosen), so a
 * caller without the key learns nothing about worlds or routes. The answer's HTTP status and the
 * envelope's code agree.
 */
export function checkControlKey(given: string | string[] | undefined, expected: string): KeyRefusal | null {
  if (given === undefined || given === '') {
    return { status: 401, code: 401, message: 'The control plane needs the X-Sim-Key header' };
  }
  // A second header, or an array, is not the key; a string is compared in constant time.
  if (typeof given !== 'string' || !sameSecret(given, expected)) {
    return { status: 403, code: ApiErrorCode.FORBIDDEN, message: 'X-Sim-Key: wrong key' };
  }
  return null;
}
