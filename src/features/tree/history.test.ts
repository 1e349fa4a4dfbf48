import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { readHistory, trailTo, writeHistory } from './history';

const a = { id: 'a', name: 'Aisha' };
const b = { id: 'b', name: 'Bilal' };

describe('tree history', () => {
  it('is empty for the member’s own tree', () => {
    expect(trailTo([a, b], null)).toEqual([]);
  });
  it('cuts the trail back to a member visited before', () => {
    expect(trailTo([a, b], 'a')).toEqual([a]);
  });
  it('appends a new member, and names the current one once known', () => {
    expect(trailTo([a], 'c')).toEqual([a, { id: 'c', name: '' }]);
    expect(trailTo([a, { id: 'c', name: '' }], 'c', 'Chen')).toEqual([
      a,
      { id: 'c', name: 'Chen' },
    ]);
  });
  it('round-trips through session storage and ignores junk', () => {
    writeHistory([a, b]);
    expect(readHistory()).toEqual([a, b]);
    sessionStorage.setItem(STORAGE_KEYS.treeHistory, '[{"id":1},{"id":"x","name":"X"},"?"]');
    expect(readHistory()).toEqual([{ id: 'x', name: 'X' }]);
    sessionStorage.setItem(STORAGE_KEYS.treeHistory, '{broken');
    expect(readHistory()).toEqual([]);
    writeHistory([]);
    expect(sessionStorage.getItem(STORAGE_KEYS.treeHistory)).toBeNull();
  });
});
