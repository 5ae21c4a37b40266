/** The node tab: a header naming the element, then the sections its type gets (core/sections.ts). */
import { Collapse, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { DiagramElement } from './core/model';
import { SECTION_TITLES, sectionsFor, typeName, type SectionKey } from './core/sections';
import { usePanel } from './panel-context';
import { AssigneeSection } from './sections/assignee-section';
import { ButtonsSection } from './sections/buttons-section';
import { CallActivitySection } from './sections/call-activity-section';
import { ConditionSection } from './sections/condition-section';
import { EventSection } from './sections/event-section';
import { FormSection } from './sections/form-section';
import { ListenersSection } from './sections/listeners-section';
import { MultiInstanceSection } from './sections/multi-instance-section';
import { NodeBasicSection } from './sections/node-basic-section';
import { TimeoutSection } from './sections/timeout-section';

function sectionBody(key: SectionKey, element: DiagramElement): ReactNode {
  switch (key) {
    case 'basic':
      return <NodeBasicSection element={element} />;
    case 'assignee':
      return <AssigneeSection element={element} />;
    case 'multiInstance':
      return <MultiInstanceSection element={element} />;
    case 'timeout':
      return <TimeoutSection element={element} />;
    case 'taskListeners':
      return <ListenersSection element={element} kind="TaskListener" />;
    case 'executionListeners':
      return <ListenersSection element={element} kind="ExecutionListener" />;
    case 'form':
      return <FormSection element={element} />;
    case 'buttons':
      return <ButtonsSection element={element} />;
    case 'condition':
      return <ConditionSection element={element} />;
    case 'call':
      return <CallActivitySection element={element} />;
    case 'event':
      return <EventSection element={element} />;
  }
}

export function NodeTab({ element }: { element: DiagramElement }) {
  usePanel();
  const sections = sectionsFor(element);
  return (
    <div>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {typeName(element)}：{element.businessObject.name || element.id}
      </Typography.Text>
      <Collapse
        size="small"
        defaultActiveKey={sections}
        items={sections.map((key) => ({ key, label: SECTION_TITLES[key], children: sectionBody(key, element) }))}
      />
    </div>
  );
}
