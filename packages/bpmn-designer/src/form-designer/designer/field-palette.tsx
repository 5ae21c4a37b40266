/**
 * The designer's left column: every field type, by category. A click adds the type where the
 * selection says (see addField); a type can also be dragged onto the canvas or into a group.
 */
import type { ComponentType } from 'react';
import { Button } from 'antd';
import {
  AppstoreOutlined,
  BgColorsOutlined,
  BorderOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ColumnWidthOutlined,
  DownSquareOutlined,
  EditOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  NumberOutlined,
  ApartmentOutlined,
  CheckCircleOutlined,
  PicCenterOutlined,
  ScheduleOutlined,
  SmileOutlined,
  SwapOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { FIELD_CATEGORIES, FIELD_TYPE_INFO } from '../schema/field-types';
import { FIELD_TYPES, type FieldType } from '../schema/types';

export const FIELD_TYPE_ICONS: Record<FieldType, ComponentType> = {
  group: BorderOutlined,
  dynamic: TableOutlined,
  input: FontSizeOutlined,
  textarea: FileTextOutlined,
  number: NumberOutlined,
  map: UnorderedListOutlined,
  editor: EditOutlined,
  radio: CheckCircleOutlined,
  checkbox: CheckSquareOutlined,
  select: DownSquareOutlined,
  cascader: ApartmentOutlined,
  tree: AppstoreOutlined,
  switch: SwapOutlined,
  slider: ColumnWidthOutlined,
  color: BgColorsOutlined,
  icon: SmileOutlined,
  date: CalendarOutlined,
  time: ClockCircleOutlined,
  timerange: FieldTimeOutlined,
  daterange: ScheduleOutlined,
  datetimerange: PicCenterOutlined,
};

/** The drag payload's type: a field type name. */
export const DRAG_TYPE = 'application/x-bus-form-field';

export function FieldPalette({ onAdd }: { onAdd(type: FieldType): void }) {
  return (
    <nav className="fd-palette" aria-label="字段类型">
      {FIELD_CATEGORIES.map((category) => (
        <div key={category.key} className="fd-palette-category">
          <div className="fd-palette-title">{category.label}</div>
          <div className="fd-palette-grid">
            {FIELD_TYPES.filter((type) => FIELD_TYPE_INFO[type].category === category.key).map((type) => {
              const Icon = FIELD_TYPE_ICONS[type];
              return (
                <Button
                  key={type}
                  size="small"
                  className="fd-palette-item"
                  icon={<Icon />}
                  draggable
                  onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, type)}
                  onClick={() => onAdd(type)}
                >
                  {FIELD_TYPE_INFO[type].label}
                </Button>
              );
            })}
          </div>
        </div>
      ))}
    </nav>
  );
}
