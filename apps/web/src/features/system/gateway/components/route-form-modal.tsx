/** Add / edit a gateway route: predicates and filters one per line (the kit's form hook fills and saves it). */
import { Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { GATEWAY_URI_PATTERN, type GatewayRoute, type gatewayRouteResource } from '@bus/contracts';
import { useResourceForm, type FormDialogProps } from '../../../../components/resource-kit';
import { gatewayRoutesApi } from '../api/gateway-routes-api';
import { formFieldOf, toRouteFormValues, toRouteRequest, type RouteFormValues } from './route-values';

export function RouteFormModal({ open, record, onClose }: FormDialogProps<GatewayRoute>) {
  const { form, modalProps } = useResourceForm<typeof gatewayRouteResource, RouteFormValues>({
    api: gatewayRoutesApi,
    open,
    record,
    onClose,
    toValues: (route) => toRouteFormValues(route),
    blank: toRouteFormValues(),
    toSave: toRouteRequest,
    fieldOf: formFieldOf,
  });

  return (
    <Modal {...modalProps} width={680} okText="保存">
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
