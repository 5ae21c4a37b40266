/** 网关路由 (system/SysGatewayRouteList) on the resource kit: the route table an upstream proxy loads from the export. */
import { Button, Tag } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { GatewayRoute } from '@bus/contracts';
import { ResourceListPage } from '../../../../components/resource-kit';
import { exportGatewayRoutes } from '../api/export-gateway-routes';
import { gatewayRoutesApi } from '../api/gateway-routes-api';
import { RouteFormModal } from '../components/route-form-modal';

const tags = (items: string[]) => (items.length ? items.map((item) => <Tag key={item}>{item}</Tag>) : '—');

export default function GatewayRouteListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={gatewayRoutesApi}
      title={title}
      columns={[
        'routerId',
        'name',
        'uri',
        ['predicates', { render: tags }],
        ['filters', { render: tags }],
        'sortOrder',
        ['status', { render: (status: number, route: GatewayRoute) => <Tag color={status === 1 ? 'green' : 'default'}>{route.status_dictText}</Tag> }],
      ]}
      toolbar={
        <Button icon={<ExportOutlined />} onClick={() => void exportGatewayRoutes()}>
          导出路由表
        </Button>
      }
      deleteNote="代理下次加载路由表后该路由失效。"
      emptyText="暂无路由"
      renderForm={(props) => <RouteFormModal {...props} />}
    />
  );
}
