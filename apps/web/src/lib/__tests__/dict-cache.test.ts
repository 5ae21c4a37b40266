// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const getReply = vi.fn();
const warning = vi.fn();
vi.mock('../http', () => ({
  getReply: (...args: unknown[]) => getReply(...args),
  unwrap: (reply: { success: boolean; result: unknown; message: string }) => {
    if (!reply.success) throw new Error(reply.message);
    return reply.result;
  },
}));
vi.mock('antd', () => ({ message: { warning: (...args: unknown[]) => warning(...args), success: vi.fn(), error: vi.fn() } }));

const { DICT_LOAD_FAILED, loadDictItems, useDictItems } = await import('../dict-cache');
const { seedDictionaries } = await import('../dict-cache-store');

const sex = [{ value: '1', text: '男', title: '男', label: '男' }];

beforeEach(() => {
  getReply.mockReset();
  warning.mockReset();
});

describe('dictionary cache', () => {
  it('answers from the cache seeded at sign-in without calling the server', async () => {
    seedDictionaries({ sex });
    expect(await loadDictItems('sex')).toEqual(sex);
    expect(getReply).not.toHaveBeenCalled();
  });

  it('loads a missing code from the server once, then from the cache', async () => {
    getReply.mockResolvedValue({ success: true, result: sex, message: '' });
    expect(await loadDictItems('sex')).toEqual(sex);
    expect(await loadDictItems('sex')).toEqual(sex);
    expect(getReply).toHaveBeenCalledTimes(1);
    expect(getReply.mock.calls[0][0]).toBe('/sys/dict/getDictItems/sex');
  });

  it('a failed load empties the options and asks the user to sign in again', async () => {
    getReply.mockRejectedValue(new Error('500'));
    expect(await loadDictItems('line_type')).toEqual([]);
    expect(warning).toHaveBeenCalledWith(DICT_LOAD_FAILED);
    expect(DICT_LOAD_FAILED).toBe('获取字典项失败, 请重新登录后尝试');
  });

  it('takes a name of a built-in object property for an unknown code, not for cached items', async () => {
    seedDictionaries({ sex });
    getReply.mockResolvedValue({ success: true, result: [], message: '' });
    expect(await loadDictItems('constructor')).toEqual([]);
    expect(getReply.mock.calls[0][0]).toBe('/sys/dict/getDictItems/constructor');
  });

  it('gives cached items at the first render (no second render to wait for)', () => {
    seedDictionaries({ sex });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useDictItems('sex'), { wrapper });
    expect(result.current.data).toEqual(sex);
    expect(getReply).not.toHaveBeenCalled();
  });
});
