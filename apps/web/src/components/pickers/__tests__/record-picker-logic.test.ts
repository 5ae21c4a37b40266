import { describe, expect, it } from 'vitest';
import { ellipsis, lookupParams, pickerTitle, removeRow, toggleRow, valueKeyOf, valueOfRows } from '../record-picker/record-picker-logic';

const a = { id: '1', code: 'driver', name: '驾驶员' };
const b = { id: '2', code: 'dispatcher', name: '调度员' };

describe('generic record picker rules', () => {
  it('titles the dialog with the entity name', () => {
    expect(pickerTitle({ entityName: '职务' })).toBe('职务选择');
  });

  it('toggles rows in multi mode and replaces in single mode', () => {
    expect(toggleRow([a], b, 'id', true)).toEqual([a, b]);
    expect(toggleRow([a, b], a, 'id', true)).toEqual([b]);
    expect(toggleRow([a], b, 'id', false)).toEqual([b]);
    expect(removeRow([a, b], a, 'id')).toEqual([b]);
  });

  it('returns the first return key (default id) comma-joined', () => {
    expect(valueKeyOf({})).toBe('id');
    expect(valueKeyOf({ returnKeys: ['code', 'name'] })).toBe('code');
    expect(valueOfRows([a, b], 'code')).toBe('driver,dispatcher');
  });

  it('cuts long texts to 12 characters', () => {
    expect(ellipsis('江城公交集团第一运营分公司第一车队')).toBe('江城公交集团第一运营分公司'.slice(0, 12) + '…');
    expect(ellipsis('驾驶员')).toBe('驾驶员');
  });

  it('looks stored values up through the advanced query', () => {
    expect(lookupParams('code', ['driver', 'dispatcher'])).toEqual({
      superQueryParams: JSON.stringify([{ field: 'code', rule: 'in', val: 'driver,dispatcher' }]),
      superQueryMatchType: 'and',
      pageNo: 1,
      pageSize: 2,
    });
  });
});
