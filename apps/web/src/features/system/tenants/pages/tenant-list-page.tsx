/** 租户管理 (component 'system/TenantList'): the resource kit's page of tenantResource. */
import { Tag } from 'antd';
import { tenantResource } from '@bus/contracts';
import { resourceApi, ResourceListPage, ResourceFormModal } from '../../../../components/resource-kit';

export const tenantsApi = resourceApi(tenantResource);

const statusTag = (status: number) => (status === 1 ? <Tag color="green">正常</Tag> : <Tag color="red">冻结</Tag>);

export default function TenantListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={tenantsApi}
      title={title}
      columns={['id', 'name', ['status', { render: statusTag }], 'createTime']}
      deleteNote="仍有用户的租户不能删除。"
      renderForm={(dialog) => <ResourceFormModal api={tenantsApi} {...dialog} fixedOnEdit={['id']} width={520} />}
    />
  );
}
