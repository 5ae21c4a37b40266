import { describe, expect, it } from 'vitest';
import { comparePair } from '../components/compare-selection';

const row = (id: string, dataId: string, dataVersion: number, dataTable = 'sys_user') => ({ id, dataTable, dataId, dataVersion });

describe('comparePair', () => {
  it('orders two versions of the same record older first', () => {
    expect(comparePair([row('b', 'u1', 3), row('a', 'u1', 1)])).toEqual({ ids: ['a', 'b'] });
  });
  it('refuses other counts and different records', () => {
    expect(comparePair([row('a', 'u1', 1)])).toHaveProperty('error');
    expect(comparePair([row('a', 'u1', 1), row('b', 'u2', 2)])).toHaveProperty('error');
    expect(comparePair([row('a', 'u1', 1), row('b', 'u1', 2, 'sys_role')])).toHaveProperty('error');
  });
});
