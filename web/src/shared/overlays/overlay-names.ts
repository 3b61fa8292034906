/** An overlay that takes no props. */
export type NoOverlayProps = Record<string, never>;

/** The legal and info articles shown in the `legal` pop-up (spec 01 section 2). */
export const LegalArticle = {
  TERMS: 'terms',
  PRIVACY: 'privacy',
  /** The privacy policy with site name and site e-mail substituted. */
  PRIVACY_SITE: 'privacySite',
  USER_AGREEMENT: 'userAgreement',
  ABOUT_US: 'aboutUs',
  CASHOUT_RULES: 'cashoutRules',
  MESSAGE_CENTRE: 'messageCentre',
} as const;
export type LegalArticle = (typeof LegalArticle)[keyof typeof LegalArticle];

/**
 * Every overlay of both specs, by name, with the props it opens with. Money screens and most
 * pop-ups are overlays, not routes (spec 02 section 2), so any feature can open any of them
 * by name without importing the feature that draws it.
 */
export interface OverlayPropsByName {
  signIn: { backurl?: string };
  forgotPassword: NoOverlayProps;
  changePassword: NoOverlayProps;
  personalDetails: NoOverlayProps;
  /**
   * A method code opens that method directly; none shows the method list. `amount`: the amount
   * that method starts on (a withdrawal voucher's price).
   */
  deposit: { methodCode?: string; amount?: number };
  cashOut: NoOverlayProps;
  cashOutHistory: NoOverlayProps;
  transactionHistory: NoOverlayProps;
  uploadDocuments: NoOverlayProps;
  vipStore: NoOverlayProps;
  vipClub: NoOverlayProps;
  inviteBonus: NoOverlayProps;
  contactUs: NoOverlayProps;
  liveChat: NoOverlayProps;
  news: NoOverlayProps;
  gameHistory: NoOverlayProps;
  gamePlay: { id: number; playForFun: 0 | 1 };
  legal: { article: LegalArticle };
  banking: NoOverlayProps;
  withdrawalRules: NoOverlayProps;
  promotions: NoOverlayProps;
  cryptoGuide: NoOverlayProps;
  restriction: NoOverlayProps;
  promotionPopup: NoOverlayProps;
  joinSubmitted: { memberId: number };
  withdrawalVouchers: NoOverlayProps;
  languagePicker: NoOverlayProps;
}

export type OverlayName = keyof OverlayPropsByName;

/** What an overlay component receives: its props and how to close itself. */
export type OverlayComponentProps<N extends OverlayName> = OverlayPropsByName[N] & { onClose: () => void };

/** `openOverlay('deposit')` when every prop is optional; `openOverlay('legal', {...})` otherwise. */
export type OverlayPropsArgs<N extends OverlayName> = NoOverlayProps extends OverlayPropsByName[N]
  ? [props?: OverlayPropsByName[N]]
  : [props: OverlayPropsByName[N]];
