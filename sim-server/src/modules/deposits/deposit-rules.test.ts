import { CARD_PROBLEM_FIELD } from '@casino/contracts/deposits/card-number';
import { CARD_RULE_CASES } from '@casino/contracts/deposits/card-number-cases';
import { describe, expect, it } from 'vitest';
import { advance, callJson, cardDeposit, depositApp, newMember } from './deposits-test-support';

const CARD = '/sys/deposit/creditcard/deposit';

describe('the contract card rule, as the card call applies it (the card form runs the same table)', () => {
  it.each(CARD_RULE_CASES)('$name: $problem', async ({ card, now, problem }) => {
    const app = await depositApp();
    // depositApp starts on 2026-03-10 12:00 UTC: its clock moves on to the case's instant.
    advance(app, now - Date.UTC(2026, 2, 10, 12));
    const { member, token } = newMember(app);
    const body = await callJson(app, CARD, cardDeposit(member.id, card), token);
    if (problem === null) {
      expect(body).toMatchObject({ error: 0, data: { status: 'success' } });
    } else {
      // A malformed field is the schema's refusal, the rest the rule's: both name the field.
      expect(body).toMatchObject({ error: 400, data: { fields: [{ field: CARD_PROBLEM_FIELD[problem] }] } });
    }
  });

  it("names the card's own CVV length", async () => {
    const app = await depositApp();
    const { member, token } = newMember(app);
    const visa = await callJson(app, CARD, cardDeposit(member.id, { cardCvv: '1234' }), token);
    expect(visa.message).toBe('cardCvv: the CVV of this card is 3 digits');
    const amex = cardDeposit(member.id, { cardNum: '378282246310005', cardCvv: '123' });
    expect((await callJson(app, CARD, amex, token)).message).toBe(
      'cardCvv: the CVV of this card is 4 digits',
    );
  });
});
