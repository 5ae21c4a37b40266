/** 多数据源管理 (system/SysDataSourceList) on the resource kit: external PostgreSQL sources for reports. */
import { Tag } from 'antd';
import type { DataSource } from '@bus/contracts';
import { ResourceListPage } from '../../../../components/resource-kit';
import { dataSourcesApi } from '../api/data-sources-api';
import { DataSourceFormModal } from '../components/data-source-form-modal';

export default function DataSourceListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={dataSourcesApi}
      title={title}
      columns={[
        'code',
        'name',
        { title: '类型', dataIndex: 'dbType', key: 'dbType', width: 100, render: () => <Tag color="blue">PostgreSQL</Tag> },
        { title: '地址', key: 'address', width: 180, ellipsis: true, render: (_, r: DataSource) => `${r.host}:${r.port}/${r.databaseName}` },
        'username',
        { title: '密码', dataIndex: 'hasPassword', key: 'hasPassword', width: 80, render: (has: boolean) => (has ? '******' : <Tag>未设置</Tag>) },
        'remark',
        'createTime',
      ]}
      deleteNote="使用它的报表将无法取数。"
      emptyText="暂无数据源"
      renderForm={(props) => <DataSourceFormModal {...props} />}
    />
  );
}
