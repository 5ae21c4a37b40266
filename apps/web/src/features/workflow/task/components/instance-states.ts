/** How an instance's state shows on every 流程管理 page: the contracts' words, a colour each. */
import { WF_INSTANCE_STATE_TEXT, type WfInstanceState } from '@bus/contracts';

const COLORS: Record<WfInstanceState, string> = {
  running: 'processing',
  // waiting for the applicant: 重新提交 or 撤销
  returned: 'gold',
  suspended: 'warning',
  failed: 'error',
  completed: 'success',
  // an approval of a business record answered no (驳回) or taken back (撤回): it ended
  rejected: 'error',
  withdrawn: 'default',
  cancelled: 'default',
  terminated: 'default',
};

export const INSTANCE_STATES: Record<string, { text: string; color: string }> = Object.fromEntries(
  (Object.keys(COLORS) as WfInstanceState[]).map((state) => [state, { text: WF_INSTANCE_STATE_TEXT[state], color: COLORS[state] }]),
);
