import { endpoints } from '@casino/contracts/registry';
import type { LedgerTransaction } from '@casino/contracts/transactions/schemas';
import { asc, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { listPage } from '../../api/list-query';
import type { SimDb } from '../../db/database';
import { ledgerEntries } from '../../db/schema/index';
import type { LedgerEntryRow } from '../ledger/ledger-service';
import { toMajor, toMinor } from '../ledger/money';
import { convertFieldFilters } from '../reference/list-payload';
import { listFieldsOf } from '../withdrawals/list-fields';

const transactionListFields = listFieldsOf(endpoints.memberTransactionPage.request);

/** The size of a change: ledger rows are signed, the history lists sizes (spec: amounts above 0). */
const sizeOfChange = sql<number>`abs(${ledgerEntries.amount})`;

const toEpochMs = (value: unknown) => {
  const ms = Date.parse(String(value));
  return Number.isNaN(ms) ? -1 : ms;
};

/**
 * The amount query words (`amount_GT 0`...) compare the size of the change in major units,
 * which no column holds; they are taken out of the payload and applied to `abs(amount)` here.
 */
function amountConditions(payload: Record<string, unknown>): {
  rest: Record<string, unknown>;
  where: SQL[];
  order: SQL[];
} {
  const rest: Record<string, unknown> = {};
  const where: SQL[] = [];
  const order: SQL[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (key !== 'amount' && !key.startsWith('amount_')) {
      rest[key] = value;
      continue;
    }
    if (value === undefined) continue;
    const word = key === 'amount' ? 'EQ' : key.slice('amount_'.length);
    const minor = (item: unknown) => toMinor(Number(item));
    if (word === 'EQ') where.push(eq(sizeOfChange, minor(value)));
    else if (word === 'NEQ') where.push(ne(sizeOfChange, minor(value)));
    else if (word === 'GT') where.push(gt(sizeOfChange, minor(value)));
    else if (word === 'IN') {
      const items = Array.isArray(value) ? value : String(value).split(',').filter(Boolean);
      where.push(inArray(sizeOfChange, items.map(minor)));
    } else order.push(value === 'DESC' ? desc(sizeOfChange) : asc(sizeOfChange));
  }
  return { rest, where, order };
}

export function toLedgerTransaction(row: LedgerEntryRow): LedgerTransaction {
  return {
    id: row.id,
    type: row.type as LedgerTransaction['type'],
    amount: toMajor(Math.abs(row.amount)),
    balanceBefore: toMajor(row.balanceBefore),
    balanceAfter: toMajor(row.balanceAfter),
    createTime: new Date(row.createTime).toISOString(),
  };
}

/**
 * A page of the member's ledger rows, newest first. Rows that moved nothing are never listed
 * (the spec lists only amounts above 0), whatever the payload asks.
 */
export function memberTransactionPage(db: SimDb, memberId: number, payload: object) {
  const { rest, where, order } = amountConditions(payload as Record<string, unknown>);
  const page = listPage(db, ledgerEntries, convertFieldFilters(rest, 'createTime', toEpochMs), {
    fields: transactionListFields,
    columns: { type: ledgerEntries.type, createTime: ledgerEntries.createTime },
    scope: [eq(ledgerEntries.memberId, memberId), ne(ledgerEntries.amount, 0), ...where],
    defaultOrder: [...order, desc(ledgerEntries.createTime), desc(ledgerEntries.id)],
  });
  return { ...page, content: page.content.map(toLedgerTransaction) };
}
