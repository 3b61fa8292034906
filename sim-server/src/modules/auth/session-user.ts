import { type GenderValue, genderSchema } from '@casino/contracts/auth/enums';
import type { SessionUser } from '@casino/contracts/auth/schemas';
import { Flag } from '@casino/contracts/core/enums';
import type { MemberBadgeLevelValue } from '@casino/contracts/vip/enums';
import type { SimDb } from '../../db/database';
import type { MemberRow } from '../../db/db-types';
import { toMajor } from '../ledger/money';
import { cashOutFiguresOf } from '../ledger/money-policy';
import { findCountry, findCurrency } from './auth-repository';

const HIGHEST_BADGE_LEVEL = 5;

/**
 * The badge level 1-5 the session's `memberType` carries. Members below bronze (vipLevel 0)
 * still wear the first badge: the field has no "none" value.
 */
export function badgeLevelOf(vipLevel: number): MemberBadgeLevelValue {
  return Math.min(HIGHEST_BADGE_LEVEL, Math.max(1, Math.trunc(vipLevel))) as MemberBadgeLevelValue;
}

function genderOf(stored: string | null): GenderValue | null {
  const parsed = genderSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * Maps a member row to the session user the contract answers (token info, refresh, login,
 * register). The one place of this mapping; other modules import it. Balances are live and
 * every cash-out figure is the money policy's (`cashOutFiguresOf`), so the client derives none.
 */
export function toSessionUser(db: SimDb, member: MemberRow, token: string): SessionUser {
  const currency = findCurrency(db, member.currency);
  const country = member.countryCode === '' ? null : findCountry(db, member.countryCode);
  const figures = cashOutFiguresOf(member);
  return {
    id: member.id,
    username: member.username,
    token,
    enabled: member.enabled ? Flag.ON : Flag.OFF,
    credited: member.credited ? Flag.ON : Flag.OFF,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    mobile: member.mobile,
    currency: member.currency,
    currencySymbol: currency?.symbol ?? member.currency,
    availableBalance: toMajor(figures.available),
    withdrawableBalance: toMajor(figures.withdrawable),
    bonusBalance: toMajor(figures.bonus),
    lockedCashBalance: toMajor(figures.lockedCash),
    rollingAmount: toMajor(figures.wageringLeft),
    memberType: badgeLevelOf(member.vipLevel),
    invitationCode: member.invitationCode,
    vipPoints: member.vipPoints,
    vipLifeTimePoints: member.vipLifeTimePoints,
    vipLevel: Math.min(HIGHEST_BADGE_LEVEL, Math.max(0, member.vipLevel)),
    idcardProofId: member.idcardProofId,
    idcardHoldProofId: member.idcardHoldProofId,
    addressProofId: member.addressProofId,
    paymentProofId: member.paymentProofId,
    mobilePrefix: member.mobilePrefix,
    gender: genderOf(member.gender),
    countryCode: member.countryCode,
    countryName: country?.enName ?? '',
    stateCode: member.stateCode,
    city: member.city,
    postalCode: member.postalCode,
    address: member.address,
  };
}
