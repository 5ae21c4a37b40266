/** How an instance's state shows in the 流程管理 lists. */
export const INSTANCE_STATES: Record<string, { text: string; color: string }> = {
  running: { text: '审批中', color: 'processing' },
  completed: { text: '已通过', color: 'success' },
  terminated: { text: '已终止', color: 'default' },
  suspended: { text: '已挂起', color: 'warning' },
  failed: { text: '出错', color: 'error' },
};
