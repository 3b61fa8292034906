import { seedMembers } from '@casino/fixtures';
import {
  type DepositMethodFixture,
  depositConfigFixtures,
  depositMethodFixtures,
} from '@casino/fixtures/deposits';
import { seedOpeningDeposit } from '@casino/fixtures/withdrawals';
import { eq } from 'drizzle-orm';
import type { SimTransaction } from '../../db/database';
import { depositConfigs, depositMethods, depositOrders, members } from '../../db/schema/index';
import type { SeedContext } from '../../db/seed-context';
import { escapeMarkup } from '../../markup';
import { storeFile } from '../files/file-store';
import { toMinor } from '../ledger/money';

const LOGO = { width: 120, height: 48 };

/** A small SVG badge for a method: its label on its brand colour. */
function methodLogoSvg(method: DepositMethodFixture): Buffer {
  const { label, background, foreground } = method.logo;
  const fontSize = label.length > 7 ? 15 : 18;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO.width}" height="${LOGO.height}" viewBox="0 0 ${LOGO.width} ${LOGO.height}" role="img" aria-label="${escapeMarkup(method.name)}">` +
      `<rect width="${LOGO.width}" height="${LOGO.height}" rx="8" fill="${background}"/>` +
      `<text x="${LOGO.width / 2}" y="${LOGO.height / 2 + fontSize / 3}" text-anchor="middle" font-family="system-ui,Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="${foreground}">${escapeMarkup(label)}</text></svg>`,
    'utf8',
  );
}

/** Seeds the deposit methods (with generated logos), the deposit config and the seeded members' past deposits. */
export function seedDeposits(tx: SimTransaction, context: SeedContext) {
  for (const method of depositMethodFixtures) {
    const icon = storeFile(tx, {
      memberId: null,
      mimeType: 'image/svg+xml',
      bytes: methodLogoSvg(method),
      fileName: `deposit-${method.code.toLowerCase()}.svg`,
      ...LOGO,
      now: context.now,
    });
    tx.insert(depositMethods)
      .values({
        code: method.code,
        name: method.name,
        icon,
        enabled: method.enabled,
        visibility: method.visibility,
        sortIndex: method.sortIndex,
      })
      .run();
  }
  for (const config of depositConfigFixtures) {
    tx.insert(depositConfigs)
      .values({
        currency: config.currency,
        minimumAmount: toMinor(config.minimumAmount),
        paymentAmounts: config.paymentAmounts,
        paymentAllowManualInput: config.paymentAllowManualInput,
      })
      .run();
  }
  // Credited seed members made their opening balance by a deposit: recorded as a settled order
  // (its money is the accounts seed's ledger row), so deposit totals and withdrawal rules see it.
  for (const seeded of seedMembers) {
    if (!seeded.credited || seeded.cashBalance <= 0) continue;
    const member = tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, seeded.username))
      .get();
    if (!member) continue;
    tx.insert(depositOrders)
      .values({
        memberId: member.id,
        methodCode: 'VISA_MASTERCARD_1',
        flow: 'card',
        externalId: `SEED-${seeded.username}`,
        amount: toMinor(seedOpeningDeposit(seeded.username, seeded.cashBalance)),
        currency: seeded.currency,
        status: 'success',
        plannedOutcome: 'success',
        planSource: 'default',
        cardLast4: '4242',
        createTime: context.now,
        updateTime: context.now,
        finishTime: context.now,
      })
      .run();
  }
}
