import { demoMemberChildCount, seedInviteTiers } from '@casino/fixtures/reference';
import { eq, sql } from 'drizzle-orm';
import type { SimTransaction } from '../../db/database';
import { inviteConfigs, members } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { toMinor } from '../ledger/money';

/**
 * Seeds the invite tiers, and gives the `demo` member (seeded before, by the accounts module)
 * invited players so the first tiers can be redeemed in a demo. A missing demo member is fine.
 */
export function seedInvites(tx: SimTransaction, _context: SeedContext) {
  tx.insert(inviteConfigs)
    .values(
      seedInviteTiers.map((tier) => ({
        personCount: tier.personCount,
        bonusAmount: toMinor(tier.bonusAmount),
      })),
    )
    .run();
  tx.update(members)
    .set({ childCount: demoMemberChildCount })
    .where(eq(sql`lower(${members.username})`, 'demo'))
    .run();
}
