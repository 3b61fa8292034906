import type { Outcome } from '@casino/contracts/control/scenario';

/**
 * Values QA can type to choose a deposit's end without the control plane. A QA rule beats
 * them; they beat the default (success). Card numbers are Stripe's test cards and count on
 * the card paths (card, card processor, onlyPay, the stripe-style frame's form); the amounts
 * count on the other paths (cash, polled frame, PayPal, stripe order, crypto). Whole amounts,
 * so the other-amount input (step 1) takes them.
 */
export const DEPOSIT_TEST_VALUES = {
  cards: {
    '4242424242424242': { outcome: 'success', message: 'Payment approved' },
    '4000000000000002': { outcome: 'failed', message: 'Your card was declined' },
    '4000000000009995': { outcome: 'failed', message: 'Your card has insufficient funds' },
    '4000000000000069': { outcome: 'failed', message: 'Your card has expired' },
    '4000000000000127': { outcome: 'failed', message: "Your card's security code is incorrect" },
    '4000000000000119': {
      outcome: 'failed',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
  amounts: {
    555: { outcome: 'provider_error', message: 'The payment provider is not answering. Try again later.' },
    666: { outcome: 'failed', message: 'The payment was declined by the provider' },
    777: { outcome: 'cancelled', message: 'The payment was cancelled' },
    888: { outcome: 'expired', message: 'The payment window closed before it was paid' },
    999: { outcome: 'never', message: 'The payment is still being processed' },
  },
} as const satisfies {
  cards: Record<string, { outcome: Outcome; message: string }>;
  amounts: Record<number, { outcome: Outcome; message: string }>;
};

export interface TestValueOutcome {
  outcome: Outcome;
  message: string;
}

export function cardTestOutcome(cardNum: string): TestValueOutcome | null {
  const cards: Record<string, TestValueOutcome> = DEPOSIT_TEST_VALUES.cards;
  return cards[cardNum] ?? null;
}

/** Only whole amounts are codes: 666.50 is an ordinary deposit. */
export function amountTestOutcome(amountMinor: number): TestValueOutcome | null {
  if (amountMinor % 100 !== 0) return null;
  const amounts: Record<number, TestValueOutcome> = DEPOSIT_TEST_VALUES.amounts;
  return amounts[amountMinor / 100] ?? null;
}
