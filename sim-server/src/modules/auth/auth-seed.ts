import { createHash } from 'node:crypto';
import { LedgerTransactionType } from '@casino/contracts/transactions/enums';
import { type SeedMember, seedMembers } from '@casino/fixtures/members';
import { seedOpeningDeposit } from '@casino/fixtures/withdrawals';
import type { SimTransaction } from '../../db/database';
import { members } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { hashPassword } from '../../security/password';
import { postLedgerEntry } from '../ledger/ledger-service';
import { toMinor } from '../ledger/money';

/**
 * The seeded members' hashes, as `hashPassword` gives them with the salts below: scrypt costs
 * ~40 ms a hash, and every process seeded them again (the simulator's cold start, each web test
 * file's context). written-hashes.test.ts computes them again, so a changed fixture fails there.
 */
export const SEEDED_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  demo: 'scrypt$cPuS29K_j7nxvAEyjM6KQO$eL8xYML3UUcU26N9sRm6y9PMqxz2acFoqHcJJsNgVoQ',
  newbie: 'scrypt$J6qyemWE51Ib5u3Of-0QDO$LyRbxOG0eZFOo_QOxJhTIV9yLCMfiuWTc7YLPhE8yPc',
  locked: 'scrypt$2tVKqH2Vgxn-qjtUSpqmmJ$nCyt9w3XdarETk92oKdfdknFFcWDqAQrI-e6uVPx3_8',
  pending: 'scrypt$nR7nwvkB4d3aT-FVvvrRKA$As6mbdHvg9u2-QwTDgsm5BNeKMSpjBNdEvaXNOb9dsk',
};

/** A salt derived from the username keeps seeded hashes identical across machines. */
export const seedSaltOf = (username: string) =>
  createHash('sha256').update(`seed:${username}`).digest('base64url').slice(0, 22);

function seededPasswordHash(member: SeedMember): string {
  return (
    SEEDED_PASSWORD_HASHES[member.username] ?? hashPassword(member.password, seedSaltOf(member.username))
  );
}

/** Seeds the demo members; their starting money goes through the ledger. */
export function seedAccounts(tx: SimTransaction, context: SeedContext) {
  const now = context.now;
  for (const member of seedMembers) {
    const created = tx
      .insert(members)
      .values({
        username: member.username,
        email: member.email,
        passwordHash: seededPasswordHash(member),
        enabled: member.enabled,
        activated: member.activated,
        credited: member.credited,
        firstName: member.firstName,
        lastName: member.lastName,
        gender: member.gender,
        birthday: member.birthday,
        mobilePrefix: member.mobilePrefix,
        mobile: member.mobile,
        countryCode: member.countryCode,
        stateCode: member.stateCode,
        city: member.city,
        postalCode: member.postalCode,
        address: member.address,
        currency: member.currency,
        invitationCode: member.invitationCode,
        vipPoints: member.vipPoints,
        vipLifeTimePoints: member.vipPoints,
        vipLevel: member.vipLevel,
        createTime: now,
      })
      .returning({ id: members.id })
      .get();
    // Starting money goes through the ledger like any other, so balances always equal its sum.
    if (member.cashBalance > 0) {
      postLedgerEntry(tx, {
        memberId: created.id,
        type: LedgerTransactionType.DEPOSIT,
        // Plus what the member's seeded withdrawals take out again (fixtures/withdrawals.ts).
        cashDelta: toMinor(seedOpeningDeposit(member.username, member.cashBalance)),
        bonusDelta: 0,
        reference: `seed:${member.username}`,
        note: 'Opening balance of seeded member',
        now,
      });
    }
  }
}
