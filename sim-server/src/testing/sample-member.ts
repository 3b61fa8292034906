import type { CardDeposit } from '@casino/contracts/deposits/schemas';

/**
 * The profile of the members the suites make straight in the database (the simulator's own tests
 * and the robustness suites alike): complete, so that every money flow accepts them.
 */
export const SAMPLE_PROFILE = {
  firstName: 'Dana',
  lastName: 'Payer',
  countryCode: 'US',
  stateCode: 'CA',
  city: 'Fresno',
  postalCode: '93650',
  address: '1 Main Street',
  mobile: '5595550100',
};

export const SAMPLE_EMAIL = 'dana@example.com';

/** The card billing the simulator fills in from SAMPLE_PROFILE (creditcard/billingInfo), e-mail aside. */
export const SAMPLE_BILLING = {
  cardFirstName: SAMPLE_PROFILE.firstName,
  cardLastName: SAMPLE_PROFILE.lastName,
  cardCountry: SAMPLE_PROFILE.countryCode,
  cardState: SAMPLE_PROFILE.stateCode,
  cardCity: SAMPLE_PROFILE.city,
  cardAddress: SAMPLE_PROFILE.address,
  cardPostalCode: SAMPLE_PROFILE.postalCode,
  cardMobile: SAMPLE_PROFILE.mobile,
};

/** A card deposit the simulator charges at once (card 4242…), billed to SAMPLE_PROFILE. */
export function sampleCardDeposit(memberId: number, overrides: Partial<CardDeposit> = {}): CardDeposit {
  return {
    amount: 100,
    depositAmount: 100,
    memberId,
    paymentMethod: 'VISA_MASTERCARD_1',
    cardNum: '4242424242424242',
    cardCvv: '123',
    expireMonth: '12',
    expireYear: '2030',
    ...SAMPLE_BILLING,
    cardEmail: SAMPLE_EMAIL,
    ...overrides,
  };
}

/** A cash-app deposit order from SAMPLE_PROFILE. */
export const sampleCashOrder = (memberId: number, amount: number) => ({
  memberId,
  amount,
  depositAmount: amount,
  firstName: SAMPLE_PROFILE.firstName,
  lastName: SAMPLE_PROFILE.lastName,
  email: SAMPLE_EMAIL,
  mobile: SAMPLE_PROFILE.mobile,
});
