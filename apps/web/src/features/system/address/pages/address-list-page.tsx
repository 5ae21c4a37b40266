/** 通讯录 (system/AddressList): the department tree on the left, the people of the chosen subtree on the right. */
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Input, Row, Spin, Tree, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { AddressEntry } from '@bus/contracts';
import { SearchForm, useListPage, ListTable, SearchText } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { exportAddresses } from '../api/export-addresses';
import { useAddressDeparts } from '../api/get-address-departs';
import { ADDRESS_LIST_URL, addressesQueryKey } from '../api/list-addresses';
import { allKeys, filterTree, orgCodeOf, type TreeNode } from '../components/depart-tree-filter';

const columns: TableColumnsType<AddressEntry> = [
  { title: '姓名', dataIndex: 'realname', key: 'realname', sorter: true, width: 100 },
  { title: '工号', dataIndex: 'workNo', key: 'workNo', sorter: true, width: 110 },
  { title: '部门', dataIndex: 'departName', width: 190, ellipsis: true },
  { title: '职务', dataIndex: 'postName', width: 120 },
  { title: '手机号', dataIndex: 'phone', key: 'phone', width: 130 },
  { title: '邮箱', dataIndex: 'email', key: 'email', width: 200, ellipsis: true },
];

/** one empty list while the departments load, so the filtered tree is not recomputed every render */
const NO_NODES: TreeNode[] = [];

export default function AddressListPage({ title }: { title: string }) {
  const departs = useAddressDeparts();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const nodes = (departs.data ?? NO_NODES) as unknown as TreeNode[];
  const visible = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  const orgCode = selected ? orgCodeOf(nodes, selected) : undefined;
  const fixedParams = useMemo(() => (orgCode ? { orgCode } : undefined), [orgCode]);
  const list = useListPage<AddressEntry>({ url: ADDRESS_LIST_URL, queryKey: addressesQueryKey, defaultSort: { column: 'workNo', order: 'asc' }, fixedParams });

  return (
    <Row gutter={16}>
      <Col xs={24} md={7} xl={6}>
        <Card title="部门" variant="borderless" styles={{ body: { minHeight: 420 } }}>
          <Input.Search placeholder="搜索部门" allowClear onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 12 }} />
          {departs.isLoading ? (
            <Spin />
          ) : departs.isError ? (
            <Alert type="warning" showIcon message="部门树加载失败" description="可直接在右侧查询全部人员。" />
          ) : visible.length === 0 ? (
            <Empty description={keyword ? '没有匹配的部门' : '暂无部门'} />
          ) : (
            <Tree
              blockNode
              treeData={visible}
              defaultExpandAll={!keyword}
              {...(keyword ? { expandedKeys: allKeys(visible) } : {})}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => setSelected(keys.length ? String(keys[0]) : null)}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={17} xl={18}>
        <Card title={title} variant="borderless">
          <SearchForm onSearch={list.search} onReset={list.reset}>
            <SearchText name="realname" label="姓名" />
            <SearchText name="workNo" label="工号" />
            <SearchText name="phone" label="手机号" />
          </SearchForm>
          <div style={{ marginBottom: 16 }}>
            <Authorized code="system:address:export">
              <Button icon={<ExportOutlined />} onClick={() => void exportAddresses(list.params)}>
                导出
              </Button>
            </Authorized>
          </div>
          <ListTable<AddressEntry> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText: '该部门暂无人员' }} />
        </Card>
      </Col>
    </Row>
  );
}
