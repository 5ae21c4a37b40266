/** Add / edit a data source with a connection check ('测试连接'); the stored password is never shown. The kit's form hook fills and saves it. */
import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import type { DataSource, dataSourceResource } from '@bus/contracts';
import { isValidationRejection, showServerFieldErrors } from '../../../../components/form-modal';
import { useResourceForm, type FormDialogProps } from '../../../../components/resource-kit';
import { isApiError } from '../../../../lib/http';
import { dataSourcesApi } from '../api/data-sources-api';
import { testDataSource } from '../api/test-data-source';
import { toDataSourceFormValues, toDataSourceRequest, type DataSourceFormValues } from './data-source-values';

export function DataSourceFormModal({ open, record, onClose }: FormDialogProps<DataSource>) {
  const { form, submit, submitting, modalProps } = useResourceForm<typeof dataSourceResource, DataSourceFormValues>({
    api: dataSourcesApi,
    open,
    record,
    onClose,
    toValues: (source) => toDataSourceFormValues(source),
    blank: toDataSourceFormValues(),
    toSave: toDataSourceRequest,
  });
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);

  // a check's answer belongs to the form it was asked from
  useEffect(() => {
    if (open) setTestResult(null);
  }, [open, record]);

  const test = async () => {
    let values: Partial<DataSourceFormValues>;
    try {
      values = await form.validateFields(['host', 'port', 'databaseName', 'username']);
    } catch (error) {
      if (isValidationRejection(error)) return;
      throw error;
    }
    const { code: _c, name: _n, ...request } = toDataSourceRequest({ ...form.getFieldsValue(), ...values } as DataSourceFormValues);
    setTesting(true);
    try {
      setTestResult({ ok: true, text: await testDataSource({ ...request, id: record?.id ?? null }) });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setTestResult({ ok: false, text: error.message || '连接失败' });
      showServerFieldErrors(form, error);
    } finally {
      setTesting(false);
    }
  };

  return (
    <Modal
      {...modalProps}
      width={720}
      footer={[
        <Button key="test" loading={testing} onClick={() => void test()}>
          测试连接
        </Button>,
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={submitting} onClick={() => void submit()}>
          保存
        </Button>,
      ]}
    >
      {testResult && <Alert type={testResult.ok ? 'success' : 'error'} showIcon message={testResult.text} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="data-source-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="code" label="编码" rules={[{ required: true, message: '请输入编码' }]} extra="报表通过编码引用数据源">
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="数据库类型">
              <Input value="PostgreSQL" disabled />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="host" label="主机" rules={[{ required: true, message: '请输入主机' }]} extra="只能连接管理员允许的主机">
              <Input maxLength={255} placeholder="db.example.internal" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="port" label="端口" rules={[{ required: true, message: '请输入端口' }]}>
              <InputNumber min={1} max={65535} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="databaseName" label="数据库名" rules={[{ required: true, message: '请输入数据库名' }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="password" label="密码" extra={record?.hasPassword ? '已保存密码；留空则不修改' : '加密保存，不会再显示'}>
              <Input.Password maxLength={200} autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label="备注">
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
