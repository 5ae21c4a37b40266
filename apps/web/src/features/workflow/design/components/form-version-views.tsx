/**
 * One saved form read-only (rendered the way it will be filled in, and as JSON), and two versions
 * compared: fields added / removed / changed with each changed property, changed settings, and
 * both versions rendered side by side.
 */
import { Suspense } from 'react';
import { Alert, Col, Empty, Row, Spin, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import type { FormSchema } from '@bus/bpmn-designer';
import { formHistory } from '../api/version-history';
import { diffFormSchemas, type FieldChange, type FieldChangeKind, type SettingChange } from '../lib/form-schema-diff';
import type { VersionPair } from '../lib/version-pair';
import { LazyFormRenderer } from './lazy-designer';

const loading = <Spin style={{ display: 'block', margin: '80px auto' }} />;
const KIND: Record<FieldChangeKind, { text: string; color: string }> = {
  added: { text: '新增', color: 'green' },
  removed: { text: '删除', color: 'red' },
  changed: { text: '修改', color: 'orange' },
};

/** The designer's shape (a fields array); anything else is only shown as JSON. */
function asFormSchema(value: Record<string, unknown>): FormSchema | null {
  return Array.isArray(value.fields) ? (value as unknown as FormSchema) : null;
}

function FormPreview({ schema, name }: { schema: Record<string, unknown>; name: string }) {
  const form = asFormSchema(schema);
  if (!form) return <Empty description="该版本不是表单设计器的格式，请查看 JSON" />;
  if (form.fields.length === 0) return <Empty description="该版本没有字段" />;
  return (
    <Suspense fallback={loading}>
      <LazyFormRenderer schema={form} readOnly name={name} />
    </Suspense>
  );
}

export function FormVersionView({ formId, versionNo }: { formId: string; versionNo: number }) {
  const version = formHistory.useVersion(formId, versionNo);
  if (version.isError) return <Alert type="error" showIcon message="版本加载失败" description={version.error.message} />;
  if (!version.data) return loading;
  const { schema } = version.data;
  return (
    <Tabs
      items={[
        { key: 'preview', label: '表单预览', children: <FormPreview schema={schema} name={`v${versionNo}`} /> },
        {
          key: 'json',
          label: 'JSON',
          children: (
            <pre style={{ maxHeight: 'calc(100vh - 220px)', overflow: 'auto', background: '#fafafa', padding: 12 }}>{JSON.stringify(schema, null, 2)}</pre>
          ),
        },
      ]}
    />
  );
}

interface ChangeTableRow {
  key: string;
  field: FieldChange;
  property: SettingChange | null;
  span: number;
}

const rowsOf = (fields: FieldChange[]): ChangeTableRow[] =>
  fields.flatMap((field): ChangeTableRow[] =>
    field.properties.length === 0
      ? [{ key: field.key, field, property: null, span: 1 }]
      : field.properties.map((property, index) => ({
          key: `${field.key}\u0000${property.path}`,
          field,
          property,
          span: index === 0 ? field.properties.length : 0,
        })),
  );

const valueCell = (value: string | undefined) => (value === undefined ? '—' : value || <Typography.Text type="secondary">（空）</Typography.Text>);

const fieldColumns: TableColumnsType<ChangeTableRow> = [
  {
    title: '变化',
    key: 'kind',
    width: 80,
    onCell: (r) => ({ rowSpan: r.span }),
    render: (_, r) => <Tag color={KIND[r.field.kind].color}>{KIND[r.field.kind].text}</Tag>,
  },
  { title: '字段', key: 'label', width: 160, onCell: (r) => ({ rowSpan: r.span }), render: (_, r) => r.field.label || '（无标题）' },
  {
    title: '字段名',
    key: 'prop',
    width: 160,
    onCell: (r) => ({ rowSpan: r.span }),
    render: (_, r) => <Typography.Text code>{r.field.propPath}</Typography.Text>,
  },
  { title: '属性', key: 'property', width: 140, render: (_, r) => r.property?.label ?? '—' },
  { title: '原值', key: 'old', render: (_, r) => valueCell(r.property?.oldValue) },
  { title: '新值', key: 'new', render: (_, r) => valueCell(r.property?.newValue) },
];

const settingColumns: TableColumnsType<SettingChange> = [
  { title: '设置', dataIndex: 'label', width: 200 },
  { title: '原值', key: 'old', render: (_, s) => valueCell(s.oldValue) },
  { title: '新值', key: 'new', render: (_, s) => valueCell(s.newValue) },
];

export function FormVersionDiff({ formId, pair }: { formId: string; pair: VersionPair }) {
  const older = formHistory.useVersion(formId, pair.older);
  const newer = formHistory.useVersion(formId, pair.newer);
  const error = older.error ?? newer.error;
  if (error) return <Alert type="error" showIcon message="版本加载失败" description={error.message} />;
  if (!older.data || !newer.data) return loading;
  const diff = diffFormSchemas(older.data.schema, newer.data.schema);
  const counts = (kind: FieldChangeKind) => diff.fields.filter((f) => f.kind === kind).length;
  return (
    <>
      <Typography.Paragraph>
        字段：新增 {counts('added')}，删除 {counts('removed')}，修改 {counts('changed')}；表单设置修改 {diff.settings.length}
      </Typography.Paragraph>
      <Table<ChangeTableRow>
        size="small"
        bordered
        rowKey="key"
        columns={fieldColumns}
        dataSource={rowsOf(diff.fields)}
        pagination={false}
        locale={{ emptyText: '字段没有变化' }}
      />
      {diff.settings.length > 0 && (
        <Table<SettingChange>
          style={{ marginTop: 12 }}
          size="small"
          bordered
          rowKey="path"
          columns={settingColumns}
          dataSource={diff.settings}
          pagination={false}
        />
      )}
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={12}>
          <Typography.Title level={5}>版本 {pair.older}</Typography.Title>
          <FormPreview schema={older.data.schema} name={`old${pair.older}`} />
        </Col>
        <Col span={12}>
          <Typography.Title level={5}>版本 {pair.newer}</Typography.Title>
          <FormPreview schema={newer.data.schema} name={`new${pair.newer}`} />
        </Col>
      </Row>
    </>
  );
}
