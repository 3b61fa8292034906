import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { hasNothingToShow } from '../../../shared/ui/error-state';
import { useGameListPage } from '../api/get-game-list-page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { isLobbyList, type LobbyList, SCROLL_THRESHOLD } from '../lib/game-lists';
import { CategoryMenu } from './category-menu';
import { EndlessGameGrid } from './endless-game-grid';
import { LobbyFilters } from './lobby-filters';
import '../games.css';

function GameList({ list, search, vendor }: { list: LobbyList; search: string; vendor: string }) {
  const { t } = useTranslation('games');
  const games = useGameListPage({ list, search, vendor });
  return (
    <>
      {!hasNothingToShow(games.query) && (
        <p className="lobby__count" aria-live="polite">
          {games.query.isSuccess ? t('lobby.results', { count: games.totalElements }) : ''}
        </p>
      )}
      <EndlessGameGrid
        label={t(`categories.${list}`)}
        games={games}
        mode={list === 'fun' ? 'fun' : 'auto'}
        // Spec 01 section 9: 500 px for the top list, 1150 px for the category lists.
        threshold={list === 'top' ? SCROLL_THRESHOLD.topAndHome : SCROLL_THRESHOLD.category}
        emptyState={<p className="lobby__empty">{t('lobby.noGames')}</p>}
      />
    </>
  );
}

/** The category browser (`/games/:category`): the menu on the left, the chosen list on the right. */
export function CategoryBrowserPage() {
  const { t } = useTranslation('games');
  const { category } = useParams();
  const list: LobbyList = isLobbyList(category) ? category : 'all';
  const [search, setSearch] = useState('');
  const [vendor, setVendor] = useState('');
  const debouncedSearch = useDebouncedValue(search);

  return (
    <div className="lobby">
      <CategoryMenu current={list} />
      <div className="lobby__content">
        <h1 className="lobby__title">{t(`categories.${list}`)}</h1>
        <LobbyFilters search={search} onSearchChange={setSearch} vendor={vendor} onVendorChange={setVendor} />
        <GameList list={list} search={debouncedSearch} vendor={vendor} />
      </div>
    </div>
  );
}
