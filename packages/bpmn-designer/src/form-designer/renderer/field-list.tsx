/**
 * Lays out a list of fields on the 24-column grid: plain fields as form items, groups as titled
 * sections, dynamic fields as sub-tables. Access comes from the node's field permissions: a
 * field that is not readable is left out, one that is not writable is disabled and unchecked.
 */
import { Col, Form, Row } from 'antd';
import { resolveAccess, type FieldAccess } from '../schema/field-permissions';
import type { FieldPermission, FormField } from '../schema/types';
import { FIELD_TYPE_INFO } from '../schema/field-types';
import { DynamicTable } from './dynamic-table';
import { FieldControl } from './field-control';
import { rulesOf } from './field-rules';

interface FieldListProps {
  fields: FormField[];
  permissions: FieldPermission[] | undefined;
  inherited: FieldAccess;
  readOnly: boolean;
}

export function FieldList({ fields, permissions, inherited, readOnly }: FieldListProps) {
  return (
    <Row gutter={16}>
      {fields.map((field) => {
        const { access, children } = resolveAccess(permissions, field.prop, inherited);
        if (!access.readable) return null;
        const editable = access.writable && !readOnly;
        return (
          // one column on a phone: two 12-wide fields side by side left 请假类型 50 px wide at 390 px
          <Col key={field.id} xs={24} sm={field.span} data-field-prop={field.prop}>
            {field.type === 'group' ? (
              <section className="fd-group">
                <div className="fd-group-title">{field.label}</div>
                <FieldList fields={field.children ?? []} permissions={children} inherited={access} readOnly={readOnly} />
              </section>
            ) : field.type === 'dynamic' ? (
              <DynamicTable field={field} permissions={children} access={access} readOnly={readOnly} />
            ) : (
              <Form.Item
                name={field.prop}
                label={field.label}
                required={editable && field.required && FIELD_TYPE_INFO[field.type].canRequire}
                rules={editable ? rulesOf(field) : []}
              >
                {/* a worked-out value (请假天数 of 起止日期) is shown, never typed */}
                <FieldControl field={field} disabled={!editable || Boolean(field.props?.workdaysOf)} />
              </Form.Item>
            )}
          </Col>
        );
      })}
    </Row>
  );
}
