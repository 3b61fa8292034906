import type { Currency } from '@casino/contracts/entities/reference';

type FacebookPixel = (command: 'track', event: 'Purchase', data: { value: number; currency: 'USD' }) => void;

declare global {
  interface Window {
    /** The ad-tracking pixel, when the operator's page loads one. */
    fbq?: FacebookPixel;
  }
}

/** An amount in US dollars: rates are units of the currency per dollar. */
export function toUsd(amount: number, currency: string, currencies: readonly Currency[]): number | null {
  if (currency === 'USD') return amount;
  const rate = currencies.find((item) => item.code === currency)?.exchangeRate;
  if (!rate || rate <= 0) return null;
  return Math.round((amount / rate) * 100) / 100;
}

/** Reports a deposit to the ad-tracking pixel in USD (spec 02 §7); failures are swallowed. */
export function trackPurchase(amount: number, currency: string, currencies: readonly Currency[]): void {
  const value = toUsd(amount, currency, currencies);
  if (value === null) return;
  try {
    window.fbq?.('track', 'Purchase', { value, currency: 'USD' });
  } catch {
    // Conversion tracking must never break the payment screens.
  }
}
