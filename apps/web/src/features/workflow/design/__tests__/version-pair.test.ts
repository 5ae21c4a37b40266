import { describe, expect, it } from 'vitest';
import { pickVersions, versionPair } from '../lib/version-pair';
import { startFormChanged } from '../lib/start-form';

describe('picking two versions to compare', () => {
  it.each([
    [[], null],
    [[3], null],
    [[5, 2], { older: 2, newer: 5 }],
    [[4, 4], null],
  ])('%j -> %j', (selected, pair) => {
    expect(versionPair(selected)).toEqual(pair);
  });

  it('keeps at most two: a third pick drops the first one picked', () => {
    expect(pickVersions([], [3])).toEqual([3]);
    expect(pickVersions([3], [3, 1])).toEqual([3, 1]);
    expect(pickVersions([3, 1], [3, 1, 2])).toEqual([1, 2]);
    expect(pickVersions([3, 1], [1])).toEqual([1]);
  });
});

describe('the start form of a model', () => {
  it('is saved only when the designer changed it', () => {
    const schema = { fields: [{ prop: 'reason' }] };
    expect(startFormChanged(schema, undefined)).toBe(false);
    expect(startFormChanged(schema, structuredClone(schema))).toBe(false);
    expect(startFormChanged(undefined, { fields: [] })).toBe(true);
  });
});
