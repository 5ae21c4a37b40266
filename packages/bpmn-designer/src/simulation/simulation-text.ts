/**
 * Chinese for the texts bpmn-js-token-simulation writes into the page (notifications, log,
 * badges, button titles). The library has no translate hook, so its texts are matched here:
 * fixed strings, element-type fallbacks of the log, and a few templates.
 */
const FIXED: Record<string, string> = {
  'Token Simulation': '流程模拟',
  'Simulation Log': '模拟日志',
  'No Entries': '暂无记录',
  'Toggle Simulation Log': '显示/隐藏模拟日志',
  'Reset Simulation': '模拟已重置',
  'Play/Pause Simulation': '运行/暂停模拟',
  'Pause Simulation': '模拟已暂停',
  'Play Simulation': '模拟运行中',
  'Found unsupported elements': '存在不支持的元素',
  'Not supported': '不支持',
  Finished: '已完成',
  'Trigger Event': '触发事件',
  'Set Sequence Flow': '切换顺序流',
  'Add pause point': '添加暂停点',
  'Remove pause point': '移除暂停点',
  Process: '流程',
  SubProcess: '子流程',
  'Service Task': '服务任务',
  'User Task': '用户任务',
  'Call Activity': '调用活动',
  'Script Task': '脚本任务',
  'Business Rule Task': '业务规则任务',
  'Manual Task': '手工任务',
  'Receive Task': '接收任务',
  'Send Task': '发送任务',
  Task: '任务',
  'Exclusive Gateway': '排他网关',
  'Parallel Gateway': '并行网关',
  'Inclusive Gateway': '包容网关',
  'Start Event': '开始事件',
  'Intermediate Event': '中间事件',
  'Boundary Event': '边界事件',
  'End Event': '结束事件',
};

const LIFECYCLE: Record<string, string> = { started: '已开始', finished: '已完成', canceled: '已取消' };

const TEMPLATES: [RegExp, (...groups: string[]) => string][] = [
  // the log's "Process started", "<sub process name> finished"
  [/^(.+) (started|finished|canceled)$/, (subject, state) => `${FIXED[subject] ?? subject}${LIFECYCLE[state]}`],
  [/^Focus process instance (.+)$/, (id) => `聚焦流程实例 ${id}`],
];

/** The Chinese of a library text, or the text itself (element names pass through). */
export function translateSimulationText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const fixed = FIXED[trimmed];
  if (fixed) return text.replace(trimmed, fixed);
  for (const [pattern, render] of TEMPLATES) {
    const match = pattern.exec(trimmed);
    if (match) return text.replace(trimmed, render(...match.slice(1)));
  }
  return text;
}

/** Titles read as commands where notifications state facts: the reset button says 重置模拟. */
export function translateSimulationTitle(title: string): string {
  if (title.trim() === 'Reset Simulation') return '重置模拟';
  return translateSimulationText(title);
}
