/** The frame of the 流程管理 lists (我的待办, 待认领, 我发起的): a card, a search on the process title, the table. */
import type { ReactNode } from 'react';
import { Card, type TableColumnsType } from 'antd';
import { ListTable, SearchForm, type useListPage, SearchText } from '../../../../components/list-page';

interface Props<T extends object> {
  title: string;
  list: ReturnType<typeof useListPage<T>>;
  columns: TableColumnsType<T>;
  emptyText: string;
  children?: ReactNode;
}

export function TitleSearchList<T extends object>({ title, list, columns, emptyText, children }: Props<T>) {
  return (
    <Card title={title}>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="title" label="流程标题" />
      </SearchForm>
      <ListTable<T> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText }} />
      {children}
    </Card>
  );
}
