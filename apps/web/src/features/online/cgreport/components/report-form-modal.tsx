/**
 * Add / edit an online report (modal 1100). The SQL reads the report sources listed beside it;
 * 'SQL解析' checks it on the server (read-only) and fills one row per result column, where the
 * title, dictionary, width, visibility, sorting and query mode are set. Server field errors land
 * on their fields; a stale edit keeps the form open.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Col, Collapse, Form, Input, InputNumber, Modal, Row, Select, Space, Table, Tag, Typography, message } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import type { CgreportRecord, cgreportResource } from '@bus/contracts';
import { isApiError } from '../../../../lib/http';
import { useReportSources } from '../api/get-report-sources';
import { parseReportSql } from '../api/parse-report-sql';
import { cgreportsApi } from '../api/cgreports-api';
import { formFieldOf, mergeFields, toFormValues, toSaveRequest, type ColumnRow, type ReportFormValues } from './report-form-values';
import { useResourceForm } from '../../../../components/resource-kit';

interface ReportFormModalProps {
  open: boolean;
  record?: CgreportRecord;
  onClose(): void;
}

const QUERY_MODES = [
  { value: 'none', label: '不查询' },
  { value: 'single', label: '单值（包含）' },
  { value: 'range', label: '范围' },
];

export function ReportFormModal({ open, record, onClose }: ReportFormModalProps) {
  const { form, submit, modalProps } = useResourceForm<typeof cgreportResource, ReportFormValues>({
    api: cgreportsApi,
    open,
    record,
    toValues: toFormValues,
    toSave: toSaveRequest,
    fieldOf: formFieldOf,
    onClose,
  });
  const sources = useReportSources(open);
  const [parsing, setParsing] = useState(false);
  const [params, setParams] = useState<string[]>([]);
  // preserve: the rows are set before the list that renders them exists
  const columns = (Form.useWatch('columns', { form, preserve: true }) ?? []) as ColumnRow[];

  useEffect(() => {
    if (open) setParams([]);
  }, [open, record]);

  const parse = async () => {
    const reportSql = form.getFieldValue('reportSql') as string | undefined;
    if (!reportSql?.trim()) {
      form.setFields([{ name: 'reportSql', errors: ['请填写报表 SQL'] }]);
      return;
    }
    setParsing(true);
    try {
      const result = await parseReportSql(reportSql);
      form.setFields([{ name: 'reportSql', errors: [] }]);
      form.setFieldValue('columns', mergeFields(result.fields, form.getFieldValue('columns') ?? []));
      setParams(result.params);
      void message.success(`SQL 解析成功，共 ${result.fields.length} 列`);
    } catch (error) {
      const text = isApiError(error) ? error.message : 'SQL 解析失败';
      form.setFields([{ name: 'reportSql', errors: [text] }]);
    } finally {
      setParsing(false);
    }
  };

  /** The columns come from 'SQL解析', not from typing: ask for that first. */
  const submitWithColumns = () => {
    if (!(form.getFieldValue('columns') as ColumnRow[] | undefined)?.length) void message.warning('请先点击“SQL解析”生成报表列');
    else void submit();
  };

  return (
    <Modal {...modalProps} width={1100} okText="保存" onOk={submitWithColumns}>
      <Form form={form} layout="vertical" name="reportForm" initialValues={{ columns: [] }} autoComplete="off">
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="code"
              label="报表编码"
              rules={[
                { required: true, message: '请输入报表编码' },
                { pattern: /^[A-Za-z][A-Za-z0-9_]{0,49}$/, message: '编码需以字母开头，只含字母、数字和下划线' },
              ]}
            >
              <Input placeholder="如 frontline_staff" maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="name" label="报表名称" rules={[{ required: true, message: '请输入报表名称' }]}>
              <Input placeholder="如 一线人员" maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="remark" label="备注">
              <Input placeholder="用途说明" maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="reportSql"
          label={
            <Space>
              报表 SQL
              <Typography.Text type="secondary">只能是一条 SELECT，读取下列报表数据源；参数写成 {'${name}'}，调用方以 self_name 传入</Typography.Text>
            </Space>
          }
          rules={[{ required: true, message: '请填写报表 SQL' }]}
        >
          <Input.TextArea
            rows={7}
            spellCheck={false}
            style={{ fontFamily: 'monospace' }}
            placeholder="select u.work_no, u.realname from rpt_user u where u.post = ${post}"
          />
        </Form.Item>
        <Space style={{ marginBottom: 12 }} wrap>
          <Button icon={<ThunderboltOutlined />} loading={parsing} onClick={() => void parse()}>
            SQL解析
          </Button>
          {params.length > 0 && (
            <span>
              参数：
              {params.map((p) => (
                <Tag key={p}>{p}</Tag>
              ))}
            </span>
          )}
        </Space>
        <Collapse
          size="small"
          style={{ marginBottom: 12 }}
          items={[
            {
              key: 'sources',
              label: '可用的报表数据源（已按当前租户过滤）',
              children: (sources.data ?? []).map((s) => (
                <div key={s.name} style={{ marginBottom: 6 }}>
                  <Typography.Text code>{s.name}</Typography.Text> {s.title}：
                  <Typography.Text type="secondary">{s.columns.map((c) => `${c.name}（${c.title}）`).join('、')}</Typography.Text>
                </div>
              )),
            },
          ]}
        />
        {columns.length === 0 ? (
          <Alert type="info" showIcon message="填写 SQL 后点击“SQL解析”，按查询结果生成报表列" />
        ) : (
          <Form.List name="columns">
            {(fields) => (
              <Table<ColumnRow & { index: number }>
                size="small"
                rowKey="field"
                pagination={false}
                scroll={{ y: 300 }}
                dataSource={fields.map((f) => ({ ...(columns[f.name] as ColumnRow), index: f.name }))}
                columns={[
                  { title: '字段', dataIndex: 'field', width: 140, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
                  {
                    title: '标题',
                    width: 160,
                    render: (_, row) => (
                      <Form.Item name={[row.index, 'title']} rules={[{ required: true, message: '请填写标题' }]} style={{ margin: 0 }}>
                        <Input maxLength={50} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '字典编码',
                    width: 130,
                    render: (_, row) => (
                      <Form.Item name={[row.index, 'dictCode']} style={{ margin: 0 }}>
                        <Input placeholder="如 sex" maxLength={100} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '宽度',
                    width: 100,
                    render: (_, row) => (
                      <Form.Item name={[row.index, 'width']} style={{ margin: 0 }}>
                        <InputNumber min={40} max={600} style={{ width: '100%' }} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '显示',
                    width: 60,
                    render: (_, row) => (
                      <Form.Item name={[row.index, 'show']} valuePropName="checked" style={{ margin: 0 }}>
                        <Checkbox />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '排序',
                    width: 60,
                    render: (_, row) => (
                      <Form.Item name={[row.index, 'sortable']} valuePropName="checked" style={{ margin: 0 }}>
                        <Checkbox />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '查询方式',
                    width: 140,
                    render: (_, row) => (
                      <Form.Item name={[row.index, 'query']} style={{ margin: 0 }}>
                        <Select options={QUERY_MODES} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '隐藏查询',
                    width: 80,
                    render: (_, row) => (
                      <Form.Item name={[row.index, 'queryHidden']} valuePropName="checked" style={{ margin: 0 }}>
                        <Checkbox disabled={row.query === 'none'} />
                      </Form.Item>
                    ),
                  },
                ]}
              />
            )}
          </Form.List>
        )}
      </Form>
    </Modal>
  );
}
