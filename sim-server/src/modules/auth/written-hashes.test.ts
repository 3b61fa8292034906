import { seedMembers } from '@casino/fixtures/members';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../security/password';
import { SEEDED_PASSWORD_HASHES, seedSaltOf } from './auth-seed';
import { DECOY_PASSWORD_HASH } from './session-service';

describe('password hashes written out instead of computed in every process', () => {
  it("are every seeded member's fixture password, hashed with its seed salt", () => {
    expect(Object.keys(SEEDED_PASSWORD_HASHES).sort()).toEqual(
      seedMembers.map((member) => member.username).sort(),
    );
    for (const member of seedMembers) {
      expect(SEEDED_PASSWORD_HASHES[member.username], member.username).toBe(
        hashPassword(member.password, seedSaltOf(member.username)),
      );
      expect(verifyPassword(member.password, SEEDED_PASSWORD_HASHES[member.username] ?? '')).toBe(true);
    }
  });

  it('the decoy is a real scrypt hash, so an unknown username costs what a wrong password costs', () => {
    expect(DECOY_PASSWORD_HASH).toBe(hashPassword('decoy password', 'decoy-salt-for-timing'));
  });
});
