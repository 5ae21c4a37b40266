/**
 * The lint state of a modeler for React: whether linting is active and the issues of its last
 * run, following bpmn-js-bpmnlint's events ('linting.toggle', 'linting.completed').
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type { EventBusEventCallback } from 'diagram-js/lib/core/EventBus';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LintIssue } from './lint-definitions';
import type { Linting } from './lint-module';
import type { LintCategory } from './rule-set';

export type LintButtonState = 'error' | 'warning' | 'success' | 'inactive';

/** An issue as the overlays show it: `id` is the element it is shown on. */
export interface ShownLintIssue extends LintIssue {
  /** the element it is about when that one is not drawn (a process shown on the root) */
  actualElementId?: string;
}

interface Report {
  id: string;
  message: string;
  rule: string;
  category: LintCategory | 'info' | 'rule-error';
  actualElementId?: string;
}

export function buttonStateOf(active: boolean, errors: number, warnings: number): LintButtonState {
  if (!active) return 'inactive';
  if (errors) return 'error';
  return warnings ? 'warning' : 'success';
}

function flatten(issues: Record<string, Report[]>): ShownLintIssue[] {
  return Object.values(issues)
    .flat()
    .filter((report) => report.category === 'error' || report.category === 'warn')
    .map((report) => ({
      id: report.id,
      message: report.message,
      rule: report.rule,
      category: report.category as LintCategory,
      actualElementId: report.actualElementId,
    }));
}

export function useLintState(modeler: Modeler | null | undefined, onActiveChange?: (active: boolean) => void) {
  const [active, setActive] = useState(false);
  const reportActive = useRef(onActiveChange);
  reportActive.current = onActiveChange;
  const [issues, setIssues] = useState<ShownLintIssue[]>([]);

  useEffect(() => {
    if (!modeler) return;
    const eventBus = modeler.get<EventBus>('eventBus');
    // a modeler without lintModule simply shows an inactive button
    const linting = modeler.get<Linting | null>('linting', false);
    if (!linting) return;
    // listeners return nothing: a returned value would stop the event for other listeners
    const onToggle: EventBusEventCallback<{ active: boolean }> = (event) => {
      setActive(event.active);
      reportActive.current?.(event.active);
    };
    const onCompleted: EventBusEventCallback<{ issues: Record<string, Report[]> }> = (event) => {
      setIssues(flatten(event.issues));
    };
    eventBus.on('linting.toggle', onToggle);
    eventBus.on('linting.completed', onCompleted);
    setActive(linting.isActive());
    // the diagram may have been imported before we listened: lint once now
    linting.update();
    return () => {
      eventBus.off('linting.toggle', onToggle as EventBusEventCallback<unknown>);
      eventBus.off('linting.completed', onCompleted as EventBusEventCallback<unknown>);
    };
  }, [modeler]);

  const toggle = useCallback(() => {
    modeler?.get<Linting | null>('linting', false)?.toggle();
  }, [modeler]);

  const errors = issues.filter((issue) => issue.category === 'error');
  const warnings = issues.filter((issue) => issue.category === 'warn');
  return { active, errors, warnings, state: buttonStateOf(active, errors.length, warnings.length), toggle };
}
