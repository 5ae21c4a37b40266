/**
 * 代码生成 (online/cgform/OnlCgformHeadList, issue 23 item 6): choose a table of the database, say
 * per column its label, widget, dictionary and whether it is listed, searched and required, then
 * preview every file the resource generator's templates make of it (the same as
 * `npm run new:resource`) and download them as a zip in this project's layout.
 */
import { useMemo, useState } from 'react';
import { AutoComplete, Button, Card, Checkbox, Col, Drawer, Empty, Form, Input, Row, Select, Space, Table, Tree, Typography, message } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { PERMS } from '@bus/contracts';
import { useQuery } from '@tanstack/react-query';
import { getReply, http, postReply, saveBlob, unwrap } from '../../../../lib/http';
import { readDictionaries } from '../../../../lib/dict-cache-store';
import { Authorized } from '../../../../lib/permissions';

type FieldType = 'text' | 'textarea' | 'number' | 'money' | 'date' | 'datetime' | 'dict' | 'boolean' | 'image' | 'richtext';
interface TableInfo {
  name: string;
  comment: string | null;
  system: boolean;
}
interface ColumnField {
  name: string;
  column: string;
  type: FieldType;
  label: string;
  dict?: string;
  required?: boolean;
  listed?: boolean;
  searched?: boolean;
  dataType?: string;
}
interface GeneratedFile {
  path: string;
  content: string;
}
interface Resource {
  area: string;
  name: string;
  noun: string;
}

const WIDGETS: Array<{ value: FieldType; label: string }> = [
  { value: 'text', label: '文本框' },
  { value: 'textarea', label: '多行文本' },
  { value: 'number', label: '整数' },
  { value: 'money', label: '金额' },
  { value: 'date', label: '日期' },
  { value: 'datetime', label: '日期时间' },
  { value: 'dict', label: '字典下拉' },
  { value: 'boolean', label: '开关' },
  { value: 'image', label: '图片' },
  { value: 'richtext', label: '富文本' },
];

const listTables = async (keyword: string, system: boolean) =>
  unwrap(await getReply<TableInfo[]>('/online/codegen/tables', { params: { ...(keyword ? { keyword } : {}), system: String(system) } }));
const tableColumns = async (table: string) =>
  unwrap(await getReply<{ table: string; comment: string | null; columns: ColumnField[] }>('/online/codegen/columns', { params: { table } }));

/** the paths as a tree of folders, each file a leaf keyed by its path */
function treeOf(files: GeneratedFile[]): DataNode[] {
  const root: DataNode[] = [];
  for (const file of files) {
    let level = root;
    const parts = file.path.split('/');
    parts.forEach((part, index) => {
      const key = parts.slice(0, index + 1).join('/');
      let node = level.find((entry) => entry.key === key);
      if (!node) {
        node = { key, title: part, ...(index === parts.length - 1 ? { isLeaf: true } : { children: [] }) };
        level.push(node);
      }
      level = (node.children ?? []) as DataNode[];
    });
  }
  return root;
}

export default function CodegenPage({ title }: { title: string }) {
  const [keyword, setKeyword] = useState('');
  const [system, setSystem] = useState(false);
  const [table, setTable] = useState<string | null>(null);
  const [fields, setFields] = useState<ColumnField[]>([]);
  const [form] = Form.useForm<Resource>();
  const [files, setFiles] = useState<GeneratedFile[] | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);

  const tables = useQuery({ queryKey: ['online', 'codegen', 'tables', keyword, system], queryFn: () => listTables(keyword, system) });

  const choose = async (name: string) => {
    const reply = await tableColumns(name);
    setTable(name);
    setFields(reply.columns.map(({ dataType, ...field }) => ({ ...field, dataType })));
    form.setFieldsValue({ area: 'custom', name: name.replaceAll('_', '-').replace(/-+/g, '-'), noun: (reply.comment ?? name).slice(0, 20) });
  };

  const change = (index: number, patch: Partial<ColumnField>) => setFields((all) => all.map((field, i) => (i === index ? { ...field, ...patch } : field)));

  const declaration = async () => {
    const resource = await form.validateFields();
    return {
      ...resource,
      table,
      fields: fields.map(({ dataType: _dataType, dict, ...field }) => ({ ...field, ...(field.type === 'dict' && dict ? { dict } : {}) })),
    };
  };

  const preview = async () => {
    setBusy('preview');
    try {
      const generated = unwrap(await postReply<GeneratedFile[]>('/online/codegen/preview', await declaration()));
      setFiles(generated);
      setShown(generated.find((file) => file.path.includes('/contracts/'))?.path ?? generated[0]?.path ?? null);
    } catch {
      // the form or the shared client said why
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const body = await declaration();
      const response = await http.post<Blob>('/online/codegen/download', body, { responseType: 'blob' });
      saveBlob(response.data, `${body.name}.zip`);
      void message.success('已生成压缩包');
    } catch {
      // the form or the shared client said why
    } finally {
      setBusy(null);
    }
  };

  const tree = useMemo(() => (files ? treeOf(files) : []), [files]);
  // the dictionaries the sign-in loaded, offered by code (a code not among them may still be typed)
  const dictCodes = useMemo(
    () =>
      Object.keys(readDictionaries())
        .sort()
        .map((code) => ({ value: code })),
    [],
  );
  const content = files?.find((file) => file.path === shown)?.content;

  return (
    <Card title={title} variant="borderless">
      <Row gutter={16}>
        <Col xs={24} lg={7}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input.Search aria-label="搜索表" placeholder="表名或注释" allowClear onSearch={(value) => setKeyword(value.trim())} />
            <Checkbox checked={system} onChange={(event) => setSystem(event.target.checked)}>
              显示系统表
            </Checkbox>
            <Table<TableInfo>
              size="small"
              rowKey="name"
              loading={tables.isFetching}
              dataSource={tables.data ?? []}
              pagination={{ pageSize: 12, size: 'small', showSizeChanger: false }}
              locale={{ emptyText: system ? '没有可生成的表' : '没有可生成的表（本系统自己的表请勾选「显示系统表」）' }}
              rowClassName={(record) => (record.name === table ? 'ant-table-row-selected' : '')}
              columns={[
                { title: '表名', dataIndex: 'name', ellipsis: true },
                { title: '注释', dataIndex: 'comment', ellipsis: true, render: (value: string | null) => value ?? '—' },
                {
                  title: '操作',
                  key: 'action',
                  width: 64,
                  render: (_, record) => (
                    <Button type="link" size="small" aria-label={`选择表 ${record.name}`} onClick={() => void choose(record.name)}>
                      选择
                    </Button>
                  ),
                },
              ]}
            />
          </Space>
        </Col>
        <Col xs={24} lg={17}>
          {table ? (
            <>
              <Typography.Title level={5}>表 {table}</Typography.Title>
              <Form form={form} name="codegen-resource" layout="inline" autoComplete="off" style={{ marginBottom: 16, rowGap: 8 }}>
                <Form.Item name="area" label="区域" rules={[{ required: true, pattern: /^[a-z][a-z0-9]{1,19}$/, message: '区域须为小写英文（如 isps）' }]}>
                  <Input style={{ width: 120 }} />
                </Form.Item>
                <Form.Item
                  name="name"
                  label="名称"
                  rules={[{ required: true, pattern: /^[a-z][a-z0-9]*(-[a-z0-9]+){0,5}$/, message: '名称须为短横线分隔的小写英文' }]}
                >
                  <Input style={{ width: 200 }} />
                </Form.Item>
                <Form.Item name="noun" label="记录名称" rules={[{ required: true, max: 20, message: '请输入记录名称（20 字以内）' }]}>
                  <Input style={{ width: 160 }} />
                </Form.Item>
              </Form>
              <Table<ColumnField>
                size="small"
                rowKey="column"
                dataSource={fields}
                pagination={false}
                scroll={{ x: 860 }}
                columns={[
                  {
                    title: '列名',
                    dataIndex: 'column',
                    width: 150,
                    render: (value: string, record) => `${value}${record.dataType ? `（${record.dataType}）` : ''}`,
                  },
                  {
                    title: '标签',
                    key: 'label',
                    width: 150,
                    render: (_, record, index) => (
                      <Input
                        aria-label={`${record.column} 的标签`}
                        value={record.label}
                        maxLength={30}
                        onChange={(event) => change(index, { label: event.target.value })}
                      />
                    ),
                  },
                  {
                    title: '控件',
                    key: 'type',
                    width: 130,
                    render: (_, record, index) => (
                      <Select
                        aria-label={`${record.column} 的控件`}
                        value={record.type}
                        options={WIDGETS}
                        style={{ width: '100%' }}
                        onChange={(type: FieldType) => change(index, { type })}
                      />
                    ),
                  },
                  {
                    title: '字典编码',
                    key: 'dict',
                    width: 150,
                    render: (_, record, index) =>
                      record.type === 'dict' ? (
                        <AutoComplete
                          aria-label={`${record.column} 的字典编码`}
                          value={record.dict}
                          options={dictCodes}
                          filterOption={(input, option) => String(option?.value ?? '').includes(input)}
                          style={{ width: '100%' }}
                          onChange={(dict: string) => change(index, { dict: dict.slice(0, 64) })}
                        />
                      ) : (
                        '—'
                      ),
                  },
                  ...(['listed', 'searched', 'required'] as const).map((key) => ({
                    title: { listed: '列表', searched: '查询', required: '必填' }[key],
                    key,
                    width: 64,
                    align: 'center' as const,
                    render: (_: unknown, record: ColumnField, index: number) => (
                      <Checkbox
                        aria-label={`${record.column} ${{ listed: '列表', searched: '查询', required: '必填' }[key]}`}
                        checked={Boolean(record[key])}
                        onChange={(event) => change(index, { [key]: event.target.checked })}
                      />
                    ),
                  })),
                ]}
              />
              <Space style={{ marginTop: 16 }}>
                <Button type="primary" loading={busy === 'preview'} disabled={!fields.length} onClick={() => void preview()}>
                  预览
                </Button>
                <Authorized code={PERMS.online.codegen.download}>
                  <Button loading={busy === 'download'} disabled={!fields.length} onClick={() => void download()}>
                    下载 zip
                  </Button>
                </Authorized>
              </Space>
            </>
          ) : (
            <Empty description="在表列表中选择一张表，设置各列后预览或下载" />
          )}
        </Col>
      </Row>
      <Drawer title="预览生成的文件" open={files !== null} width="80%" onClose={() => setFiles(null)} destroyOnHidden>
        <Row gutter={16}>
          <Col span={8}>
            <Tree.DirectoryTree
              aria-label="生成的文件"
              treeData={tree}
              defaultExpandAll
              selectedKeys={shown ? [shown] : []}
              onSelect={(keys, info) => info.node.isLeaf && setShown(String(keys[0]))}
            />
          </Col>
          <Col span={16}>
            <Typography.Text strong>{shown}</Typography.Text>
            <pre
              aria-label="文件内容"
              tabIndex={0}
              style={{ maxHeight: '75vh', overflow: 'auto', background: '#f6f6f6', color: '#1f1f1f', padding: 12, fontSize: 12 }}
            >
              {content}
            </pre>
          </Col>
        </Row>
      </Drawer>
    </Card>
  );
}
