import { paths } from '../../shared/config/paths';

/** Help pages, each titled by the shell's `routes.<key>` and described by `pages.<key>`. */
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

/** Where each topic sits, for the breadcrumb: the parent of a sub-page is its info page. */
export const HELP_TOPIC_PARENT: Partial<Record<HelpTopicKey, HelpTopicLink>> = Object.fromEntries(
  Object.entries(HELP_TOPIC_TREE).flatMap(([parentKey, children]) =>
    (children ?? []).map((child) => [
      child.key,
      {
        key: parentKey as HelpTopicKey,
        path: parentKey === 'help' ? paths.help : pathOf(parentKey as HelpTopicKey),
      },
    ]),
  ),
);

/** Every page of the help area but the home, in tree order: what the search box looks through. */
export const SEARCHABLE_HELP_TOPICS: readonly HelpTopicLink[] = (HELP_TOPIC_TREE.help ?? []).flatMap(
  (info) => [info, ...(HELP_TOPIC_TREE[info.key] ?? [])],
);

function pathOf(key: HelpTopicKey): string {
  return paths[key as keyof typeof paths] as string;
}

/**
 * The topics whose title or keywords contain every word typed (case and accents ignored).
 * `describe` gives a topic's title and keywords in the reader's language.
 */
export function filterHelpTopics(
  query: string,
  describe: (topic: HelpTopicLink) => string,
  topics: readonly HelpTopicLink[] = SEARCHABLE_HELP_TOPICS,
): HelpTopicLink[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const haystack = fold(describe(topic));
    return words.every((word) => haystack.includes(word));
  });
}

/** The help-topic selector of spec 01 section 2, each pointing at the page that answers it. */
export const HELP_SELECTOR_TOPICS = [
  { key: 'deposit', path: paths.depositRules },
  { key: 'withdraw', path: paths.withdrawalRules },
  { key: 'bonus', path: paths.bonusRules },
  { key: 'closing', path: paths.myAccountInfo },
  { key: 'security', path: paths.privacyPolicy },
  { key: 'verification', path: paths.cashierInfo },
  { key: 'techIssue', path: paths.aboutUs },
] as const;
export type HelpSelectorTopic = (typeof HELP_SELECTOR_TOPICS)[number]['key'];
