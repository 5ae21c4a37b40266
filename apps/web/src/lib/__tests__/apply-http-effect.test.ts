// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const shown: unknown[] = [];
vi.mock('../http/show-http-error', () => ({ showHttpErrorEffect: (effect: unknown) => shown.push(effect) }));

const { applyEffect } = await import('../http/client');
const { ACCESS_TOKEN, localStore } = await import('../storage');

const expired = { kind: 'session-expired', description: '很抱歉，登录已过期，请重新登录', duration: 4, logout: true, reloadAfterMs: 1500 } as const;

describe('what a failed request puts on screen', () => {
  afterEach(() => {
    shown.length = 0;
    vi.useRealTimers();
  });

  it('a background request whose session ended still tells the user, signs out and reloads after 1500 ms', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    localStore.set(ACCESS_TOKEN, 'tok');
    applyEffect(expired, true);
    expect(shown).toEqual([expired]);
    expect(localStore.get(ACCESS_TOKEN)).toBeNull();
    vi.advanceTimersByTime(1499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('a silent request shows no other error', () => {
    applyEffect({ kind: 'notify', description: '很抱歉，资源未找到!', duration: 4 }, true);
    expect(shown).toEqual([]);
    applyEffect({ kind: 'notify', description: '很抱歉，资源未找到!', duration: 4 }, false);
    expect(shown).toHaveLength(1);
  });
});
