import { describe, expect, it, vi } from 'vitest';
import {
  mapSelection,
  parseSorter,
  popupConfigError,
  POPUP_CONFIG_ERROR,
  POPUP_COUNT_MISMATCH,
  queryParamsOf,
  SELECT_A_RECORD,
  selectionError,
  selfParams,
} from '../popup-report/popup-report-logic';

describe('popup report field rules', () => {
  it('needs a code, source fields and target fields of the same count', () => {
    expect(popupConfigError('frontline_staff', 'work_no,realname', 'driverNo,driverName')).toBeNull();
    expect(popupConfigError('', 'work_no', 'driverNo')).toBe(POPUP_CONFIG_ERROR);
    expect(popupConfigError('frontline_staff', '', 'driverNo')).toBe(POPUP_CONFIG_ERROR);
    expect(popupConfigError('frontline_staff', 'work_no', ' ')).toBe(POPUP_CONFIG_ERROR);
    expect(popupConfigError('frontline_staff', 'work_no,realname', 'driverNo')).toBe(POPUP_COUNT_MISMATCH);
  });

  it('warns "请选择一条记录" for no selection or several in single mode', () => {
    expect(selectionError(0, true)).toBe(SELECT_A_RECORD);
    expect(selectionError(2, false)).toBe(SELECT_A_RECORD);
    expect(selectionError(1, false)).toBeNull();
    expect(selectionError(3, true)).toBeNull();
  });

  it('accepts only column=asc or column=desc as a sorter, warning otherwise', () => {
    const warn = vi.fn();
    expect(parseSorter('work_no=desc', warn)).toEqual({ column: 'work_no', order: 'desc' });
    expect(parseSorter('work_no desc', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(parseSorter(undefined, warn)).toBeUndefined();
  });

  it('copies source fields to target fields, joining several rows with commas', () => {
    const rows = [
      { work_no: 'JC10007', realname: '赵磊' },
      { work_no: 'JC10015', realname: '高峰' },
    ];
    expect(mapSelection(rows, 'work_no,realname', 'driverNo,driverName')).toEqual({ driverNo: 'JC10007,JC10015', driverName: '赵磊,高峰' });
  });

  it('prefixes caller parameters with self_ and splits range values', () => {
    expect(selfParams({ post: 'driver', empty: '' })).toEqual({ self_post: 'driver' });
    expect(queryParamsOf({ realname: '赵', user_count: ['1', '5'], none: '' }, ['user_count'])).toEqual({
      realname: '赵',
      user_count_begin: '1',
      user_count_end: '5',
    });
  });
});
