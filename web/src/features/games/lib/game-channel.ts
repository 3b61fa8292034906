import { GameChannel, type GameChannelValue } from '@casino/contracts/games/enums';

/** Phones and tablets by user agent (spec 01 section 7: Android, iPhone, iPad etc. = mobile). */
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** The launch channel a game is asked for: 'mobile' on a phone or tablet, else 'pc'. */
export function gameChannelFor(userAgent: string): GameChannelValue {
  return MOBILE_AGENT.test(userAgent) ? GameChannel.MOBILE : GameChannel.PC;
}

export function currentGameChannel(): GameChannelValue {
  return gameChannelFor(typeof navigator === 'undefined' ? '' : navigator.userAgent);
}
