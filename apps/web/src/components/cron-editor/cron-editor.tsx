/**
 * The cron editor body: tabs 秒 分 时 日 月 周 年, one input per field, the whole expression, and
 * the preview of the next ten run times. Controlled: `value` is the expression text (6 or 7
 * fields; 5 with hideSecond, 6 with hideYear), `onChange` gets the new text after each edit.
 *
 * Props: value, onChange, hideSecond (no second tab and no year tab), hideYear, disabled.
 * Use CronEditorModal (dialog of width 800) or CronInput (a form control) rather than this alone.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Col, Divider, Input, Row, Space, Tabs } from 'antd';
import { CronFieldTab } from './cron-field-tab';
import { fieldRule, type CronField } from './cron-fields';
import { formatExpression, toQuartz, visibleFields, type CronShape } from './cron-expression';
import { editCronField, initCronEditorState, type CronEditorState } from './cron-editor-state';
import { CronPreview } from './cron-preview';

export interface CronEditorProps extends CronShape {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
}

export function CronEditor({ value, onChange, hideSecond, hideYear, disabled }: CronEditorProps) {
  const shape = useMemo(() => ({ hideSecond, hideYear }), [hideSecond, hideYear]);
  const fields = visibleFields(shape);
  const [state, setState] = useState<CronEditorState>(() => initCronEditorState(value, shape));
  const [active, setActive] = useState<CronField>(fields[0]);
  const text = formatExpression(state.parts, shape);
  const [drafts, setDrafts] = useState<{ field: Partial<Record<CronField, string>>; whole: string | null }>({ field: {}, whole: null });
  const lastEmitted = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // A value from outside (not our own echo) is read again. When the editor cannot show it as
  // written (a field fell back to every, or it was empty), the text shown is passed on, so OK
  // keeps what is seen.
  useEffect(() => {
    const incoming = (value ?? '').trim();
    if (incoming === lastEmitted.current) return;
    const next = initCronEditorState(incoming, shape);
    const nextText = formatExpression(next.parts, shape);
    setState(next);
    lastEmitted.current = nextText;
    if (nextText !== incoming) onChangeRef.current?.(nextText);
  }, [value, shape]);

  const commit = (next: CronEditorState) => {
    setState(next);
    setDrafts({ field: {}, whole: null });
    const nextText = formatExpression(next.parts, shape);
    if (nextText !== lastEmitted.current) {
      lastEmitted.current = nextText;
      onChange?.(nextText);
    }
  };

  /** A field or the whole expression typed by hand: read again (no cascade: the user wrote it all). */
  const readTyped = (typed: string) => commit(initCronEditorState(typed, shape));
  const applyFieldDraft = (field: CronField) => {
    const typed = drafts.field[field];
    if (typed === undefined) return;
    readTyped(formatExpression({ ...state.parts, [field]: typed.trim() || '*' }, shape));
  };

  return (
    <div className="cron-editor">
      {(state.notUnderstood.length > 0 || state.wrongShape) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={
            state.wrongShape
              ? `表达式需要 ${fields.length} 个字段（${fields.map((f) => fieldRule(f).label).join(' ')}${fields.includes('year') ? '，年可省略' : ''}），已按默认值显示`
              : `无法识别的字段已按“每”处理：${state.notUnderstood.map((f) => fieldRule(f).label).join('、')}`
          }
        />
      )}
      <Tabs
        size="small"
        activeKey={active}
        onChange={(key) => setActive(key as CronField)}
        items={fields.map((field) => ({
          key: field,
          label: fieldRule(field).label,
          children: (
            <CronFieldTab field={field} state={state.fields[field]} disabled={disabled} onChange={(next) => commit(editCronField(state, field, next))} />
          ),
        }))}
      />
      <Divider style={{ margin: '12px 0' }} />
      <Row gutter={16}>
        <Col span={15}>
          <Row gutter={[8, 8]}>
            {fields.map((field) => (
              <Col span={8} key={field}>
                <Space.Compact size="small" style={{ width: '100%' }}>
                  <Space.Addon style={{ cursor: 'pointer' }} onClick={() => setActive(field)} title={`切换到“${fieldRule(field).label}”`}>
                    {fieldRule(field).label}
                  </Space.Addon>
                  <Input
                    size="small"
                    aria-label={`${fieldRule(field).label}字段`}
                    disabled={disabled}
                    value={drafts.field[field] ?? state.parts[field]}
                    onChange={(e) => setDrafts((d) => ({ ...d, field: { ...d.field, [field]: e.target.value } }))}
                    onBlur={() => applyFieldDraft(field)}
                    onPressEnter={() => applyFieldDraft(field)}
                  />
                </Space.Compact>
              </Col>
            ))}
            <Col span={24}>
              <Space.Compact style={{ width: '100%' }}>
                <Space.Addon style={{ whiteSpace: 'nowrap' }}>表达式</Space.Addon>
                <Input
                  aria-label="Cron 表达式"
                  disabled={disabled}
                  value={drafts.whole ?? text}
                  onChange={(e) => setDrafts((d) => ({ ...d, whole: e.target.value }))}
                  onBlur={() => drafts.whole !== null && readTyped(drafts.whole)}
                  onPressEnter={() => drafts.whole !== null && readTyped(drafts.whole)}
                />
              </Space.Compact>
            </Col>
          </Row>
        </Col>
        <Col span={9}>
          <CronPreview cron={toQuartz(state.parts, shape)} />
        </Col>
      </Row>
    </div>
  );
}
