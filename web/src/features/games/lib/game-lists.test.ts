import { describe, expect, it } from 'vitest';
import {
  GAME_LIST_PAGE_SIZE,
  gameListQuery,
  gamesLobbyPath,
  isLobbyList,
  SCROLL_THRESHOLD,
} from './game-lists';

const filter = { search: '', vendor: '' };

describe('lobby list payloads (spec 01 section 7)', () => {
  it('top: most played first, enabled, without live casino, 300 a page', () => {
    expect(gameListQuery({ ...filter, list: 'top' })).toEqual({
      pageSize: 300,
      totalPlayCount_0: 'DESC',
      enabled: 1,
      category_NEQ: 'Live Casino',
    });
  });

  it('a category list filters by category and enabled', () => {
    expect(gameListQuery({ ...filter, list: 'slots' })).toMatchObject({ category: 'Slots', enabled: 1 });
    expect(gameListQuery({ ...filter, list: 'table' })).toMatchObject({
      category: 'Table Games',
      enabled: 1,
    });
  });

  it('fun: play-for-fun games', () => {
    expect(gameListQuery({ ...filter, list: 'fun' })).toMatchObject({ playForFun: 1 });
  });

  it('adds the search word and the provider only when given', () => {
    expect(gameListQuery({ list: 'all', search: '  lot ', vendor: 'NSG' })).toMatchObject({
      name_LIKE: 'lot',
      vendor: 'NSG',
    });
    expect(gameListQuery({ list: 'all', search: ' ', vendor: '' })).not.toHaveProperty('name_LIKE');
  });

  it('keeps the constants of spec 01 section 9', () => {
    expect(GAME_LIST_PAGE_SIZE).toBe(300);
    expect(SCROLL_THRESHOLD).toEqual({ category: 1150, topAndHome: 500, history: 30 });
    expect(gamesLobbyPath('fun')).toBe('/games/fun');
    expect(isLobbyList('nope')).toBe(false);
  });
});
