// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../../lib/storage';
import { findSavedQuery, loadSavedQueries, removeSavedQuery, savedQueryKey, storeSavedQueries, upsertSavedQuery } from '../saved-queries';
import type { SavedQuery } from '../super-query-logic';

const women: SavedQuery = { title: '女性员工', matchType: 'and', records: [{ field: 'sex', rule: 'eq', val: '2' }] };
const drivers: SavedQuery = { title: '驾驶员', matchType: 'or', records: [{ field: 'post', rule: 'eq', val: 'driver' }] };

describe('saved queries', () => {
  it('are stored per page path under the prefix', () => {
    storeSavedQueries('/system/user', [women]);
    expect(localStorage.getItem(`${STORAGE_PREFIX}${savedQueryKey('/system/user')}`)).toContain('女性员工');
    expect(savedQueryKey('/system/user')).toBe('JSuperQuery_/system/user');
    expect(loadSavedQueries('/system/user')).toEqual([women]);
    expect(loadSavedQueries('/system/log')).toEqual([]);
  });

  it('overwrite in place by title, and delete', () => {
    const list = upsertSavedQuery(upsertSavedQuery([], women), drivers);
    expect(findSavedQuery(list, ' 女性员工 ')).toEqual(women);
    const overwritten = upsertSavedQuery(list, { ...women, matchType: 'or' });
    expect(overwritten.map((q) => [q.title, q.matchType])).toEqual([
      ['女性员工', 'or'],
      ['驾驶员', 'or'],
    ]);
    expect(removeSavedQuery(overwritten, '女性员工')).toEqual([drivers]);
  });

  it('skip damaged entries and drop the key when the last one is deleted', () => {
    localStorage.setItem(`${STORAGE_PREFIX}${savedQueryKey('/x')}`, JSON.stringify({ value: [women, { title: 3 }, null], expire: null }));
    expect(loadSavedQueries('/x')).toEqual([women]);
    storeSavedQueries('/x', []);
    expect(localStorage.getItem(`${STORAGE_PREFIX}${savedQueryKey('/x')}`)).toBeNull();
  });
});
