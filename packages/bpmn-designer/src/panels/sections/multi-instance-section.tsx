/**
 * Multi-instance (spec 02 sections 2 and 4): type none / 并行 / 串行 for user tasks and sub
 * processes; with a type, the 0–100 completion slider and the raw settings.
 */
import { Alert, Segmented, Slider } from 'antd';
import { useEffect, useState } from 'react';
import type { DiagramElement } from '../core/model';
import {
  LOOP_TYPES,
  canBeMultiInstance,
  completionExpression,
  loopSettingChanges,
  loopTypeChanges,
  loopTypeOf,
  percentOf,
  readLoopSettings,
  type LoopSettings,
  type LoopType,
} from '../core/multi-instance';
import { usePanel } from '../panel-context';
import { PanelField, SectionForm, TextField } from '../widgets/panel-field';

const SETTINGS: { key: keyof LoopSettings; label: string }[] = [
  { key: 'completionCondition', label: '完成条件' },
  { key: 'loopCardinality', label: '循环基数' },
  { key: 'collection', label: '集合' },
  { key: 'elementVariable', label: '元素变量' },
];

export function MultiInstanceSection({ element }: { element: DiagramElement }) {
  const { editor } = usePanel();
  if (!canBeMultiInstance(element)) return <Alert type="info" showIcon message="多实例仅适用于用户任务和子流程" />;
  const type = loopTypeOf(element);
  const settings = readLoopSettings(editor, element);
  return (
    <SectionForm>
      <PanelField label="多实例类型">
        <Segmented<LoopType> block options={LOOP_TYPES} value={type} onChange={(next) => editor.apply(loopTypeChanges(editor, element, next))} />
      </PanelField>
      {type !== 'none' && (
        <>
          <CompletionSlider element={element} expression={settings.completionCondition} />
          {SETTINGS.map(({ key, label }) => (
            <TextField key={key} label={label} value={settings[key]} onCommit={(value) => editor.apply(loopSettingChanges(editor, element, key, value))} />
          ))}
        </>
      )}
    </SectionForm>
  );
}

function CompletionSlider({ element, expression }: { element: DiagramElement; expression: string | undefined }) {
  const { editor } = usePanel();
  const stored = percentOf(expression);
  const [percent, setPercent] = useState(stored ?? 100);
  useEffect(() => setPercent(stored ?? 100), [stored]);
  return (
    <PanelField label={`完成比例 ${percent}%`} help={stored === undefined && expression ? '当前完成条件为自定义表达式，拖动将覆盖它' : undefined}>
      <Slider
        min={0}
        max={100}
        value={percent}
        ariaLabelForHandle="完成比例"
        onChange={setPercent}
        onChangeComplete={(value: number) => editor.apply(loopSettingChanges(editor, element, 'completionCondition', completionExpression(value)))}
      />
    </PanelField>
  );
}
