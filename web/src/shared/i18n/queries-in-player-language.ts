import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from './i18n';

/**
 * The `meta` of a query whose answer is text in the player's language (the server writes it in
 * the language sent as X-FE-LANG: articles, banners, the promotion, news). Such a query is
 * fetched again when the player chooses another language; the others (the balance, game lists)
 * are not. `useQuery({ queryKey, queryFn, meta: IN_PLAYER_LANGUAGE })`.
 */
export const IN_PLAYER_LANGUAGE = { inPlayerLanguage: true } as const;

const inPlayerLanguage = (query: Query): boolean => query.meta?.inPlayerLanguage === true;

/**
 * Answers kept in the old language are dropped, so no screen shows them again (an article
 * opened later starts loading instead of flashing the old text); those on screen are fetched
 * again at once and replaced when the new answer comes. A call still out in the old language
 * is cancelled by both.
 */
export function fetchAgainInNewLanguage(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: inPlayerLanguage, type: 'inactive' });
  void queryClient.invalidateQueries({ predicate: inPlayerLanguage });
}

/**
 * Rendered once inside the query client's provider. Why on i18next's `languageChanged` rather
 * than the language in each query key (decision 068): the api client adds the language itself
 * (from storage, as the listener in i18n.ts writes it just before this one runs), so a key would
 * repeat an input the fetcher never takes, and every factory used outside React (prefetches,
 * invalidations, the boot's first calls) would have to read it too; one forgotten would file a
 * German answer under an English key.
 */
export function QueriesFollowLanguage(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    let language = i18n.language;
    const onLanguageChanged = (next: string) => {
      if (next === language) return;
      language = next;
      fetchAgainInNewLanguage(queryClient);
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [queryClient]);
  return null;
}
