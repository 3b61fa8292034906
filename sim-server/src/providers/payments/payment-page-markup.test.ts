import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPayPage } from './payment-page-markup';

const page = renderPayPage({
  title: 'Stripe',
  provider: 'Stripe',
  brandColor: '#635bff',
  siteName: 'Lucky Harbor Casino',
  amountText: '100.00 USD',
  reference: 'cs_test_1',
  data: { kind: 'stripe' },
  cardForm: true,
  buttons: true,
  stateText: 'Waiting for your payment.',
  stateClass: 'created',
});

describe('simulated payment pages', () => {
  it('send Pay, Fail and Cancel disabled: only the page script, once it listens, enables them', () => {
    for (const id of ['pay', 'fail', 'cancel'])
      expect(page).toMatch(new RegExp(`<button[^>]* id="${id}" disabled>`));
    const script = readFileSync(join(import.meta.dirname, 'assets', 'pay-page.js'), 'utf8');
    const listens = script.lastIndexOf("getElementById('cancel')?.addEventListener");
    const enables = script.indexOf('setBusy(false);\n', listens);
    expect(listens).toBeGreaterThan(0);
    expect(enables).toBeGreaterThan(listens);
  });
});
