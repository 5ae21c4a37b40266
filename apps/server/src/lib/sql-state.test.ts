import { describe, expect, it } from 'vitest';
import { isRetryableConflict, isUniqueViolation, sqlState } from './sql-state';

describe('sqlState', () => {
  it('reads the SQLSTATE of the driver’s error, also wrapped by drizzle', () => {
    const driver = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const wrapped = new Error('Failed query: update wf_instance …', { cause: driver });
    expect(sqlState(driver)).toBe('40P01');
    expect(sqlState(wrapped)).toBe('40P01');
    expect(isRetryableConflict(wrapped)).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(true);
  });

  it('tells a unique violation from other errors, and ignores codes that are not SQLSTATEs', () => {
    expect(isUniqueViolation(new Error('x', { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('null value'), { code: '23502' }))).toBe(false);
    expect(sqlState(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(isRetryableConflict(new Error('plain'))).toBe(false);
    expect(sqlState(null)).toBeUndefined();
  });
});
