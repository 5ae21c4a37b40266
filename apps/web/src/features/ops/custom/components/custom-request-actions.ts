import { CUSTOM_REQUEST_TRANSITIONS, type CustomRequestState, type WfApproval } from '@bus/contracts';

/** 开始评估, 开线, 不通过: what the row of a request offers, from the states' own transitions. */
export type CustomRequestAction = 'evaluate' | 'open' | 'reject';

const ACTION_OF: Record<Exclude<CustomRequestState, 'submitted'>, CustomRequestAction> = { evaluating: 'evaluate', opened: 'open', rejected: 'reject' };

/**
 * While its evaluation approval runs, a request is answered in the approval (同意 opens the line,
 * 驳回 answers 未通过): nothing is offered by hand (the server refuses it too).
 */
export function customRequestActions(state: string, approval?: Pick<WfApproval, 'state'> | null): CustomRequestAction[] {
  if (!Object.hasOwn(CUSTOM_REQUEST_TRANSITIONS, state) || approval?.state === 'running') return [];
  return CUSTOM_REQUEST_TRANSITIONS[state as CustomRequestState].map((next) => ACTION_OF[next as keyof typeof ACTION_OF]).filter(Boolean);
}
