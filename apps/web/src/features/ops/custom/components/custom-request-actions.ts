import { CUSTOM_REQUEST_TRANSITIONS, type CustomRequestState } from '@bus/contracts';

/** 转评估, 开线, 不通过: what the row of a request offers, from the states' own transitions. */
export type CustomRequestAction = 'evaluate' | 'open' | 'reject';

const ACTION_OF: Record<Exclude<CustomRequestState, 'submitted'>, CustomRequestAction> = { evaluating: 'evaluate', opened: 'open', rejected: 'reject' };

export function customRequestActions(state: string): CustomRequestAction[] {
  if (!Object.hasOwn(CUSTOM_REQUEST_TRANSITIONS, state)) return [];
  return CUSTOM_REQUEST_TRANSITIONS[state as CustomRequestState].map((next) => ACTION_OF[next as keyof typeof ACTION_OF]).filter(Boolean);
}
