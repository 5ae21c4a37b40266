/** Add / edit a gateway route: predicates and filters one per line. */
import { useEffect } from 'react';
import { Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { GATEWAY_URI_PATTERN, type GatewayRoute } from '@bus/contracts';
import { useSaveGatewayRoute } from '../api/save-gateway-route';
import { formFieldOf, toRouteFormValues, toRouteRequest, type RouteFormValues } from './route-values';
import { useFormSubmit } from '../../../../components/form-modal';

export function RouteFormModal({ open, route, onClose }: { open: boolean; route?: GatewayRoute; onClose(): void }) {
  const [form] = Form.useForm<RouteFormValues>();
  const save = useSaveGatewayRoute();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toRouteFormValues(route));
  }, [open, route, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) => {
      const request = toRouteRequest(values);
      return save.mutateAsync(route ? { ...request, id: route.id, version: route.version } : request);
    },
    fieldOf: formFieldOf,
    success: route ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={route ? '编辑路由' : '新增路由'}
      open={open}
      width={680}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="gateway-route-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="routerId" label="路由ID" rules={[{ required: true, message: '请输入路由ID' }]}>
              <Input maxLength={64} placeholder="report-service" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label="路由名称" rules={[{ required: true, message: '请输入路由名称' }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="uri"
              label="目标地址"
              rules={[
                { required: true, message: '请输入目标地址' },
                { pattern: GATEWAY_URI_PATTERN, message: '地址需以 http://、https:// 或 lb:// 开头' },
              ]}
            >
              <Input placeholder="lb://report-service 或 https://reports.example.com" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="predicates" label="断言（每行一个）" rules={[{ required: true, message: '至少需要一个断言' }]}>
              <Input.TextArea rows={4} placeholder={'Path=/report/**\nMethod=GET'} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="filters" label="过滤器（每行一个）">
              <Input.TextArea rows={4} placeholder="StripPrefix=1" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sortOrder" label="排序">
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabled" label="状态" valuePropName="checked">
              <Switch checkedChildren="启用" unCheckedChildren="停用" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
