import { createHash } from 'node:crypto';
import { LedgerTransactionType } from '@casino/contracts/entities/money-enums';
import { seedMembers } from '@casino/fixtures';
import type { SimTransaction } from '../../db/database';
import { members } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { hashPassword } from '../../security/password';
import { postLedgerEntry } from '../ledger/ledger-service';
import { toMinor } from '../ledger/money';

/** Seeds the demo members; their starting money goes through the ledger. */
export function seedAccounts(tx: SimTransaction, context: SeedContext) {
  const now = context.now;
  for (const member of seedMembers) {
    // A salt derived from the username keeps seeded hashes identical across machines.
    const salt = createHash('sha256').update(`seed:${member.username}`).digest('base64url').slice(0, 22);
    const created = tx
      .insert(members)
      .values({
        username: member.username,
        email: member.email,
        passwordHash: hashPassword(member.password, salt),
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
        cashDelta: toMinor(member.cashBalance),
        bonusDelta: 0,
        reference: `seed:${member.username}`,
        note: 'Opening balance of seeded member',
        now,
      });
    }
  }
}
