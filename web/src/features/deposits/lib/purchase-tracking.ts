import type { Currency } from '@casino/contracts/entities/reference';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCurrenciesQueryOptions } from '../../../shared/api/reference/get-currencies';

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

/**
 * `trackPurchase` with the currency rates loaded ahead, for the flows that confirm a deposit on
 * their own screen (crypto, cash app) rather than through the result pop-up.
 */
export function usePurchaseTracking(): (amount: number, currency: string) => void {
  const { data: currencies } = useQuery(getCurrenciesQueryOptions());
  return useCallback(
    (amount: number, currency: string) => trackPurchase(amount, currency, currencies ?? []),
    [currencies],
  );
}
