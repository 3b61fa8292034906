import { paths } from '../../shared/config/paths';

/** Help pages with a title and a purpose line in the common namespace. */
export type HelpTopicKey =
  | 'help'
  | 'myAccountInfo'
  | 'depositRules'
  | 'bonusRules'
  | 'casino361'
  | 'aboutUs'
  | 'privacyPolicy'
  | 'tableGamesInfo'
  | 'blackjack'
  | 'cashierInfo'
  | 'withdrawalRules'
  | 'bonusInfo'
  | 'bonusTerms';

export interface HelpTopicLink {
  key: HelpTopicKey;
  path: string;
}

/** The help area's tree (spec 01 section 2): four info pages, each with its sub-pages. */
export const HELP_TOPIC_TREE: Partial<Record<HelpTopicKey, readonly HelpTopicLink[]>> = {
  help: [
    { key: 'myAccountInfo', path: paths.myAccountInfo },
    { key: 'tableGamesInfo', path: paths.tableGamesInfo },
    { key: 'cashierInfo', path: paths.cashierInfo },
    { key: 'bonusInfo', path: paths.bonusInfo },
  ],
  myAccountInfo: [
    { key: 'depositRules', path: paths.depositRules },
    { key: 'bonusRules', path: paths.bonusRules },
    { key: 'casino361', path: paths.casino361 },
    { key: 'aboutUs', path: paths.aboutUs },
    { key: 'privacyPolicy', path: paths.privacyPolicy },
  ],
  tableGamesInfo: [{ key: 'blackjack', path: paths.blackjack }],
  cashierInfo: [{ key: 'withdrawalRules', path: paths.withdrawalRules }],
  bonusInfo: [{ key: 'bonusTerms', path: paths.bonusTerms }],
};
