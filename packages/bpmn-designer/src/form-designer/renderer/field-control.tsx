/**
 * The input of one non-container field, as a controlled `value` / `onChange` component holding
 * JSON values. Form.Item drives it in the renderer; the designer uses it for the canvas and to
 * edit a field's default value, so a field looks the same in all three places.
 */
import type { ReactNode } from 'react';
import { Cascader, Checkbox, ColorPicker, Input, InputNumber, Radio, Select, Slider, Switch, TreeSelect } from 'antd';
import type { FieldChoice, FormField } from '../schema/types';
import { FIELD_TYPE_INFO } from '../schema/field-types';
import { DateInput, RangeInput, TimeInput } from './date-inputs';
import { IconInput } from './icon-input';
import { MapInput, type MapPair } from './map-input';
import { RichTextInput } from './rich-text-input';

export interface FieldControlProps {
  field: FormField;
  id?: string;
  value?: unknown;
  onChange?(value: unknown): void;
  disabled?: boolean;
}

interface TreeChoice {
  title: string;
  value: string;
  children?: TreeChoice[];
}

const toTreeData = (choices: FieldChoice[] = []): TreeChoice[] =>
  choices.map((choice) => ({ title: choice.label, value: choice.value, children: choice.children?.length ? toTreeData(choice.children) : undefined }));

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? undefined : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value : undefined);

function placeholderOf(field: FormField): string {
  if (field.placeholder) return field.placeholder;
  const category = FIELD_TYPE_INFO[field.type].category;
  return `${category === 'input' ? '请输入' : '请选择'}${field.label}`;
}

export function FieldControl({ field, id, value, onChange, disabled }: FieldControlProps): ReactNode {
  const props = field.props ?? {};
  const placeholder = placeholderOf(field);
  const common = { id, disabled };
  const wide = { style: { width: '100%' } };
  const emit = (next: unknown) => onChange?.(next);
  const format = props.format ?? FIELD_TYPE_INFO[field.type].defaultProps?.format ?? '';

  switch (field.type) {
    case 'input':
      return (
        <Input
          {...common}
          allowClear
          placeholder={placeholder}
          maxLength={props.maxLength}
          value={text(value)}
          onChange={(event) => emit(event.target.value)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          rows={props.rows}
          placeholder={placeholder}
          maxLength={props.maxLength}
          showCount={Boolean(props.maxLength)}
          value={text(value)}
          onChange={(event) => emit(event.target.value)}
        />
      );
    case 'number':
      // no min / max on the input: it would clamp −2 to 0.5 without a word; the field's rule names the bound instead
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          placeholder={placeholder}
          step={props.step}
          precision={props.precision}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => emit(next ?? undefined)}
        />
      );
    case 'map':
      return <MapInput {...common} value={list(value) as MapPair[] | undefined} onChange={emit} />;
    case 'editor':
      return <RichTextInput {...common} rows={props.rows} placeholder={field.placeholder} value={text(value)} onChange={emit} />;
    case 'radio':
      return (
        <Radio.Group
          {...common}
          options={(field.options ?? []).map(({ label, value: optionValue }) => ({ label, value: optionValue }))}
          value={value}
          onChange={(event) => emit(event.target.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group
          {...common}
          options={(field.options ?? []).map(({ label, value: optionValue }) => ({ label, value: optionValue }))}
          value={list(value) as string[] | undefined}
          onChange={emit}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          {...wide}
          allowClear
          mode={props.multiple ? 'multiple' : undefined}
          placeholder={placeholder}
          options={(field.options ?? []).map(({ label, value: optionValue }) => ({ label, value: optionValue }))}
          value={value ?? undefined}
          onChange={(next) => emit(next ?? undefined)}
        />
      );
    case 'cascader': {
      const cascader = {
        ...common,
        ...wide,
        placeholder,
        options: field.options ?? [],
        onChange: (next: unknown) => emit(Array.isArray(next) && next.length ? next : undefined),
      };
      // a single choice is one path of values, a multiple choice a list of paths
      return props.multiple ? (
        <Cascader {...cascader} multiple value={list(value) as string[][] | undefined} />
      ) : (
        <Cascader {...cascader} value={list(value) as string[] | undefined} />
      );
    }
    case 'tree':
      return (
        <TreeSelect
          {...common}
          {...wide}
          allowClear
          treeDefaultExpandAll
          multiple={props.multiple}
          placeholder={placeholder}
          treeData={toTreeData(field.options)}
          value={value ?? undefined}
          onChange={(next) => emit(next ?? undefined)}
        />
      );
    case 'date':
      return <DateInput {...common} format={format} placeholder={placeholder} value={text(value)} onChange={emit} />;
    case 'time':
      return <TimeInput {...common} format={format} placeholder={placeholder} value={text(value)} onChange={emit} />;
    case 'timerange':
    case 'daterange':
    case 'datetimerange':
      return (
        <RangeInput
          {...common}
          kind={field.type.replace('range', '') as 'time' | 'date' | 'datetime'}
          format={format}
          value={list(value) as string[] | undefined}
          onChange={emit}
        />
      );
    case 'icon':
      return <IconInput {...common} placeholder={field.placeholder} value={text(value)} onChange={emit} />;
    case 'switch':
      return (
        <Switch
          {...common}
          checked={value === true}
          checkedChildren={props.checkedText}
          unCheckedChildren={props.uncheckedText}
          onChange={(checked) => emit(checked)}
        />
      );
    case 'slider':
      return (
        <Slider
          {...common}
          min={props.min}
          max={props.max}
          step={props.step}
          value={typeof value === 'number' ? value : (props.min ?? 0)}
          onChange={(next) => emit(next)}
        />
      );
    case 'color':
      return (
        <ColorPicker
          {...common}
          showText
          allowClear
          value={text(value) ?? null}
          onChange={(color) => emit(color.toHexString())}
          onClear={() => emit(undefined)}
        />
      );
    case 'group':
    case 'dynamic':
      // containers are laid out by the renderer and the designer canvas, never as one control
      return null;
  }
}
