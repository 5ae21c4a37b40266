/**
 * The toolbar's lint button (spec 02: error / warning / success / inactive). A click on it opens
 * the list of issues, and a click on one selects and reveals its element (a process-level issue
 * clears the selection, which shows the process tab). The switch beside it turns checking on and
 * off.
 */
import { CheckCircleFilled, CheckCircleOutlined, CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { Button, Empty, Popover, Space, Switch } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { useState, type ReactNode } from 'react';
import { useLintState, type LintButtonState, type ShownLintIssue } from './use-lint-state';

export interface LintButtonProps {
  modeler: Modeler | null | undefined;
  /** the switch turned checking on or off */
  onActiveChange?(active: boolean): void;
}

const LOOK: Record<LintButtonState, { color: 'danger' | 'orange' | 'green' | 'default'; icon: ReactNode }> = {
  error: { color: 'danger', icon: <CloseCircleFilled /> },
  warning: { color: 'orange', icon: <WarningFilled /> },
  success: { color: 'green', icon: <CheckCircleFilled /> },
  inactive: { color: 'default', icon: <CheckCircleOutlined /> },
};

function labelOf(state: LintButtonState, errors: number, warnings: number) {
  if (state === 'inactive') return '校验已关闭';
  if (state === 'success') return '没有问题';
  return `${errors} 个错误，${warnings} 个警告`;
}

function revealIssue(modeler: Modeler, issue: ShownLintIssue) {
  const registry = modeler.get<ElementRegistry>('elementRegistry');
  const canvas = modeler.get<Canvas>('canvas');
  const selection = modeler.get<Selection>('selection');
  const element = registry.get(issue.id);
  if (!element || element === canvas.getRootElement()) {
    selection.select(null);
    return;
  }
  selection.select(element);
  canvas.scrollToElement(element);
}

function IssueList({ modeler, issues, onPick }: { modeler: Modeler; issues: ShownLintIssue[]; onPick(): void }) {
  if (!issues.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有问题" />;
  const registry = modeler.get<ElementRegistry>('elementRegistry');
  const nameOf = (id: string) => (registry.get(id)?.businessObject?.name as string | undefined) || id;
  return (
    <ul className="bus-lint-issues">
      {issues.map((issue, index) => (
        <li
          key={`${issue.rule}-${issue.id}-${index}`}
          className="bus-lint-issue"
          data-element-id={issue.id}
          role="button"
          onClick={() => {
            revealIssue(modeler, issue);
            onPick();
          }}
        >
          {issue.category === 'error' ? <CloseCircleFilled style={{ color: '#ff4d4f' }} /> : <WarningFilled style={{ color: '#faad14' }} />}
          <span className="bus-lint-issue-element">{nameOf(issue.actualElementId ?? issue.id)}</span>
          <span>{issue.message}</span>
        </li>
      ))}
    </ul>
  );
}

export function LintButton({ modeler, onActiveChange }: LintButtonProps) {
  const { active, errors, warnings, state, toggle } = useLintState(modeler, onActiveChange);
  const [listOpen, setListOpen] = useState(false);
  const look = LOOK[state];
  const issues = [...errors, ...warnings];
  return (
    <Space size={4}>
      <Switch size="small" checked={active} disabled={!modeler} onChange={() => toggle()} aria-label="校验开关" title={active ? '关闭校验' : '开启校验'} />
      <Popover
        trigger="click"
        placement="bottomRight"
        title="校验问题"
        open={listOpen && active && !!modeler}
        onOpenChange={setListOpen}
        content={modeler ? <IssueList modeler={modeler} issues={issues} onPick={() => setListOpen(false)} /> : null}
      >
        <Button
          size="small"
          data-lint-state={state}
          color={look.color}
          variant={state === 'inactive' ? 'dashed' : 'outlined'}
          icon={look.icon}
          title={active ? '查看校验问题' : '校验已关闭，打开左侧开关开始校验'}
          disabled={!modeler || !active}
        >
          {labelOf(state, errors.length, warnings.length)}
        </Button>
      </Popover>
    </Space>
  );
}
