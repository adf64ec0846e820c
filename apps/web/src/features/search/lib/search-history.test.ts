import { describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_MAX,
  clearSearchHistory,
  parseHistory,
  recordSearch,
  withSearch,
} from './search-history';

describe('search history rules', () => {
  it('puts the newest search first', () => {
    expect(withSearch(['lamp', 'mug'], 'chair')).toEqual(['chair', 'lamp', 'mug']);
  });

  it('keeps no duplicates: searching again moves the entry to the front, in its newest spelling', () => {
    expect(withSearch(['lamp', 'mug', 'chair'], 'mug')).toEqual(['mug', 'lamp', 'chair']);
    expect(withSearch(['lamp', 'Mug'], ' mug ')).toEqual(['mug', 'lamp']);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `q${i}`);
    const next = withSearch(ten, 'new');
    expect(SEARCH_HISTORY_MAX).toBe(10);
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('q9');
  });

  it('ignores blank searches and unreadable stored values', () => {
    expect(withSearch(['lamp'], '   ')).toEqual(['lamp']);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory(JSON.stringify(['a', 3, '', 'A', 'b']))).toEqual(['a', 'b']);
  });

  it('stores each user under ES_SEARCH_HISTORY_<usercode> and a visitor under the plain key', () => {
    recordSearch('10000001', 'mug');
    recordSearch(null, 'lamp');
    recordSearch('10000001', 'chair');
    expect(JSON.parse(window.localStorage.getItem('ES_SEARCH_HISTORY_10000001') ?? '')).toEqual([
      'chair',
      'mug',
    ]);
    expect(JSON.parse(window.localStorage.getItem('ES_SEARCH_HISTORY') ?? '')).toEqual(['lamp']);
    clearSearchHistory('10000001');
    expect(window.localStorage.getItem('ES_SEARCH_HISTORY_10000001')).toBeNull();
    expect(window.localStorage.getItem('ES_SEARCH_HISTORY')).not.toBeNull();
  });
});
