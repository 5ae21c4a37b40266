/** 日志管理 (system/LogList): the kit's page of systemLogResource, a tab per log type; entries are only read, exported and deleted. */
import { Tag } from 'antd';
import { LOG_TYPES, systemLogResource, type SystemLog } from '@bus/contracts';
import { SearchText } from '../../../../components/list-page';
import { resourceApi, resourceSearchItems, ResourceListPage, type ColumnEntry, type ResourceListTabs } from '../../../../components/resource-kit';

export const logsApi = resourceApi(systemLogResource);

const METHOD_COLORS: Record<string, string> = { POST: 'green', PUT: 'blue', DELETE: 'red', GET: 'default' };

const method: ColumnEntry<SystemLog> = [
  'method',
  { sorter: false, render: (value: string | null) => (value ? <Tag color={METHOD_COLORS[value]}>{value}</Tag> : '-') },
];
const createTime: ColumnEntry<SystemLog> = ['createTime', { render: (value: string) => value }];

const TABS: ResourceListTabs<SystemLog> = {
  param: 'logType',
  items: [
    { key: String(LOG_TYPES.login), label: '登录日志', columns: ['keyWord', 'username', 'ip', 'costMs', createTime] },
    { key: String(LOG_TYPES.operation), label: '操作日志', columns: ['keyWord', 'username', 'ip', method, 'status', 'costMs', createTime] },
    // a page of the web app that failed: the page, and the error id its user saw in the content
    { key: String(LOG_TYPES.clientError), label: '前端错误', columns: ['keyWord', 'username', 'ip', ['url', { title: '页面', sorter: false }], createTime] },
  ],
};

const searchItems = [
  <SearchText key="keyWord" name="keyWord" label="关键词" placeholder="内容、操作人或地址" />,
  ...resourceSearchItems(systemLogResource, ['createTime']),
];

export default function LogListPage({ title }: { title: string }) {
  return <ResourceListPage api={logsApi} title={title} tabs={TABS} searchItems={searchItems} advancedQuery actionsWidth={80} emptyText="暂无日志" />;
}
