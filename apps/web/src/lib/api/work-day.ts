/**
 * The day's work as more than one area reads it: today's operations (运营记录's 准点率, also on
 * 首页) and the user's to-dos (我的待办, the bell and 首页). The query keys live here so that
 * whatever changes the data (a recorded departure, an approval) refreshes every place showing it.
 */
import { useQuery } from '@tanstack/react-query';
import type { PageResult, Punctuality, WfTaskRecord } from '@bus/contracts';
import { getReply, unwrap } from '../http';

/** everything read from 运营记录 (its list, 准点率); recording or planning invalidates it */
export const dispatchQueryKey = ['ops', 'dispatch'] as const;

/** GET /ops/dispatch/punctuality: 准点率 per line and in total for a day. */
export async function getPunctuality(date: string, routeId?: string): Promise<Punctuality> {
  return unwrap(await getReply<Punctuality>('/ops/dispatch/punctuality', { params: { date, routeId: routeId || undefined } }));
}

/** 准点率 as shown: 87.1%, or — for a day with nothing run yet */
export const percentText = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value}%`);

export function usePunctuality(date: string, routeId?: string) {
  return useQuery({ queryKey: [...dispatchQueryKey, 'punctuality', date, routeId ?? ''], queryFn: () => getPunctuality(date, routeId) });
}

export const TODO_LIST_URL = '/workflow/task/todo';
/** everything read from the user's to-dos; handling a task invalidates it */
export const todoQueryKey = ['workflow', 'todo'] as const;

/** GET /workflow/task/todo, one row: how many tasks wait for the user */
async function getTodoCount(): Promise<number> {
  return unwrap(await getReply<PageResult<WfTaskRecord>>(TODO_LIST_URL, { params: { pageNo: 1, pageSize: 1 } })).total;
}

export function useTodoCount() {
  return useQuery({ queryKey: [...todoQueryKey, 'count'], queryFn: getTodoCount });
}
