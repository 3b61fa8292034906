import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form-field';
import { Picker } from '../../../shared/ui/picker';
import { useGameListPage } from '../api/get-game-list-page';

interface LobbyFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  vendor: string;
  onVendorChange: (value: string) => void;
}

const ALL_GAMES = { list: 'all', search: '', vendor: '' } as const;
/** The picker's value for "every provider" (the picker reads '' as nothing chosen yet). */
const ALL_PROVIDERS = 'all';

/**
 * Search by name (results follow as the player types) and a provider filter. The providers
 * are the distinct vendor codes of the first page of All, so no list is hard-coded.
 */
export function LobbyFilters({ search, onSearchChange, vendor, onVendorChange }: LobbyFiltersProps) {
  const { t } = useTranslation('games');
  const allGames = useGameListPage(ALL_GAMES);
  const firstPage = allGames.query.data?.pages[0]?.content;
  const providerOptions = useMemo(() => {
    const codes = [...new Set((firstPage ?? []).map((game) => game.vendor))].sort();
    return [
      { value: ALL_PROVIDERS, label: t('lobby.allProviders') },
      ...codes.map((code) => ({ value: code, label: code })),
    ];
  }, [firstPage, t]);

  return (
    <search className="lobby-filters">
      <TextField
        className="lobby-filters__search"
        type="search"
        label={t('lobby.search')}
        placeholder={t('lobby.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Picker
        className="lobby-filters__provider"
        label={t('lobby.provider')}
        options={providerOptions}
        value={vendor || ALL_PROVIDERS}
        onChange={(value) => onVendorChange(value === ALL_PROVIDERS ? '' : value)}
        searchable={false}
      />
    </search>
  );
}
