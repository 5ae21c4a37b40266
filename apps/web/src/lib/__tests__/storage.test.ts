// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, SEVEN_DAYS_MS, STORAGE_PREFIX, TENANT_ID, localStore, sessionStore } from '../storage';

afterEach(() => vi.useRealTimers());

describe('storage with expiry', () => {
  it('stores under the pro__ prefix and reads the value back', () => {
    localStore.set(ACCESS_TOKEN, 'abc', SEVEN_DAYS_MS);
    expect(localStorage.getItem(`${STORAGE_PREFIX}Access-Token`)).toContain('abc');
    expect(localStore.get(ACCESS_TOKEN)).toBe('abc');
  });

  it('a login value is gone after 7 days (604800000 ms) and kept just before', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 0, 1));
    localStore.set(ACCESS_TOKEN, 'abc', SEVEN_DAYS_MS);
    vi.setSystemTime(Date.now() + SEVEN_DAYS_MS - 1);
    expect(localStore.get(ACCESS_TOKEN)).toBe('abc');
    vi.setSystemTime(Date.now() + 1);
    expect(localStore.get(ACCESS_TOKEN)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}Access-Token`)).toBeNull();
  });

  it('values without a lifetime stay; broken entries read as the fallback', () => {
    localStore.set(TENANT_ID, 3);
    expect(localStore.get(TENANT_ID)).toBe(3);
    localStorage.setItem(`${STORAGE_PREFIX}broken`, '{not json');
    expect(localStore.get('broken', 'fallback')).toBe('fallback');
  });

  it('session storage works the same way', () => {
    sessionStore.set('LOGIN_USER_BUTTON_AUTH', [{ action: 'a' }]);
    expect(sessionStore.get('LOGIN_USER_BUTTON_AUTH')).toEqual([{ action: 'a' }]);
    expect(localStore.get('LOGIN_USER_BUTTON_AUTH')).toBeNull();
  });
});
