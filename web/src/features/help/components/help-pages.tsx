import { HelpTopicPage } from './help-topic-page';

// One component per help route, so that the route table stays plain data.
export const HelpHomePage = () => <HelpTopicPage topic="help" />;
export const MyAccountInfoPage = () => <HelpTopicPage topic="myAccountInfo" />;
export const DepositRulesPage = () => <HelpTopicPage topic="depositRules" />;
export const BonusRulesPage = () => <HelpTopicPage topic="bonusRules" />;
export const CasinoRulesPage = () => <HelpTopicPage topic="casino361" />;
export const AboutUsPage = () => <HelpTopicPage topic="aboutUs" />;
export const PrivacyPolicyPage = () => <HelpTopicPage topic="privacyPolicy" />;
export const TableGamesInfoPage = () => <HelpTopicPage topic="tableGamesInfo" />;
export const BlackjackPage = () => <HelpTopicPage topic="blackjack" />;
export const CashierInfoPage = () => <HelpTopicPage topic="cashierInfo" />;
export const WithdrawalRulesPage = () => <HelpTopicPage topic="withdrawalRules" />;
export const BonusInfoPage = () => <HelpTopicPage topic="bonusInfo" />;
export const BonusTermsPage = () => <HelpTopicPage topic="bonusTerms" />;
