import { createHash } from 'node:crypto';
import {
  CryptoCoinA,
  type CryptoCoinAKey,
  CryptoCoinB,
  type CryptoCoinBKey,
} from '@casino/contracts/deposits/enums';
import { eq } from 'drizzle-orm';
import type { SimDb } from '../../db/database';
import { currencies } from '../../db/schema/index';

/** Simulated coin prices (US cents per coin) and the decimals each coin is quoted in. */
export const COIN_PRICES_USD_CENTS: Record<string, { cents: bigint; decimals: number }> = {
  BTC: { cents: 6_500_000n, decimals: 8 },
  ETH: { cents: 320_000n, decimals: 8 },
  USDT: { cents: 100n, decimals: 2 },
  LTC: { cents: 8_000n, decimals: 8 },
  BNB: { cents: 60_000n, decimals: 8 },
  DOGECOIN: { cents: 15n, decimals: 4 },
};

/** The amount in US cents, by the currency's rate (units per US dollar). */
export function toUsdCents(db: SimDb, amountMinor: number, currency: string): bigint {
  const row = db
    .select({ rate: currencies.exchangeRate })
    .from(currencies)
    .where(eq(currencies.code, currency))
    .get();
  const rate = row && row.rate > 0 ? row.rate : 1;
  return BigInt(Math.max(1, Math.round(amountMinor / rate)));
}

/** Coin quantity as decimal text, rounded up to the coin's last decimal (the player never sends too little). */
export function coinQuantity(usdCents: bigint, coinCode: string): string {
  const price = COIN_PRICES_USD_CENTS[coinCode];
  if (!price) throw new Error(`No price for ${coinCode}`);
  const scale = 10n ** BigInt(price.decimals);
  const units = (usdCents * scale + price.cents - 1n) / price.cents;
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(price.decimals, '0');
  return price.decimals === 0 ? whole.toString() : `${whole}.${fraction}`;
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function pick(alphabet: string, seed: Buffer, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++)
    text += alphabet[(seed[index % seed.length] ?? 0) % alphabet.length];
  return text;
}

/** A private deposit address for one charge and coin, shaped like the coin's real addresses. */
export function depositAddress(chargeId: string, coinCode: string): string {
  const seed = createHash('sha256').update(`${chargeId}:${coinCode}`).digest();
  switch (coinCode) {
    case 'BTC':
      return `bc1q${pick(BECH32, seed, 38)}`;
    case 'LTC':
      return `ltc1q${pick(BECH32, seed, 38)}`;
    case 'DOGECOIN':
      return `D${pick(BASE58, seed, 33)}`;
    default:
      // ETH, USDT (ERC-20) and BNB (BEP-20) share the 0x form.
      return `0x${seed.toString('hex').slice(0, 40)}`;
  }
}

export interface ChargeA {
  addresses: Record<string, string>;
  pricing: Record<string, { amount: string }>;
}

/** Variant A: an address and a price for each coin (bitcoin, ethereum, tether, litecoin). */
export function chargeForAllCoins(chargeId: string, usdCents: bigint): ChargeA {
  const addresses: Record<string, string> = {};
  const pricing: Record<string, { amount: string }> = {};
  for (const [key, code] of Object.entries(CryptoCoinA) as [CryptoCoinAKey, string][]) {
    addresses[key] = depositAddress(chargeId, code);
    pricing[key] = { amount: coinQuantity(usdCents, code) };
  }
  return { addresses, pricing };
}

export const coinCodeOfB = (key: CryptoCoinBKey) => CryptoCoinB[key];

/** The coin code a QR request names: a key of either variant or a code itself. */
export function coinCodeOf(name: string): string | null {
  const lower = name.toLowerCase();
  const byKey: Record<string, string> = { ...CryptoCoinA, ...CryptoCoinB };
  if (byKey[lower]) return byKey[lower];
  const upper = name.toUpperCase();
  return COIN_PRICES_USD_CENTS[upper] ? upper : null;
}
