/**
 * A plain list page from a resource (issue 23): the search form of the catalogue's search fields,
 * 新增 / 批量删除 / 导出 behind the resource's codes, the table of the catalogue's columns with
 * 编辑 / 删除 (and the state machine's actions the row's state and the user allow) in 操作, a
 * confirmation before every delete that names what goes, and the add / edit dialog. A page says
 * only what is its own: extra search items, columns, row actions, toolbar buttons, its dialog.
 */
import { useMemo, useState, type Key, type ReactElement, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Button, Card, Grid, Space, Tabs, message, type FormInstance } from 'antd';
import { DeleteOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { countOf, stateOf, type AnyResource, type PermissionCode, type RecordOf, type StateMachine } from '@bus/contracts';
import { Authorized, usePermission } from '../../lib/permissions';
import { confirmAction } from '../list-page/confirm';
import { CrudToolbar, RowActions, rowActionsWidth, type CrudPermissions, type RowAction } from '../list-page/crud-actions';
import { ImportExcelButton, type ImportExcelButtonProps } from '../list-page/import-excel-button';
import { ListTable, type ListColumnsType } from '../list-page/list-table';
import { SearchForm } from '../list-page/search-form';
import { cleanParams, useListPage, type ListParams } from '../list-page/use-list-page';
import { SuperQuery, superQueryFieldsOf } from '../super-query';
import { CustomTable, type CustomColumn } from '../custom-table';
import type { ResourceApi } from './resource-api';
import { resourceColumns, type ColumnEntry } from './resource-columns';
import { ResourceFormModal } from './resource-form-modal';
import { resourceSearchItems, searchParamsOf } from './resource-search';
import { branchIds, filterTree, withLoadedChildren } from './tree-rows';

export interface FormDialogProps<Rec> {
  open: boolean;
  record?: Rec;
  /** in a tree: the row whose 添加下级 opened the dialog */
  parent?: Rec;
  /** the values a new record starts with, where the row action that opened the dialog says (添加按钮) */
  blank?: Record<string, unknown>;
  /** the list's rows as loaded (a tree loaded whole: all of it, for a parent picker) */
  rows: Rec[];
  onClose(): void;
  /** after a save (a tree opens the saved record's parent) */
  onSaved?(saved: Rec): void;
}

/**
 * A list of a tree's roots whose rows' children load when a row opens (分类字典), or a tree the
 * list replies whole (菜单管理, `whole`).
 */
export interface ResourceTree<Rec> {
  /** a row's children (loaded again after every save or delete of the resource); not for a whole tree */
  children?(parentId: string): Promise<Rec[]>;
  hasChildren?(record: Rec): boolean;
  /** the id of a record's parent row (null: a root) */
  parentOf(record: Rec): string | null;
  /** each row offers 添加下级 (behind the add code), opening the dialog with the row as `parent` */
  addChild?: boolean;
  /**
   * the list replies the whole tree, each row's `children` nested (菜单管理): no paging, 展开全部 /
   * 折叠全部, and the search form filters it here: the rows `matches` keeps for the search's values,
   * each with its subtree and its ancestors, shown open
   */
  whole?: { matches(record: Rec, values: Record<string, unknown>): boolean };
}

/** One list per value of a parameter (日志管理: a tab per log type), each with its own columns. */
export interface ResourceListTabs<Rec> {
  /** the list parameter a tab sets (logType) */
  param: string;
  /** the first is shown first; a tab without columns shows the page's */
  items: ReadonlyArray<{ key: string; label: string; columns?: ReadonlyArray<ColumnEntry<Rec>> }>;
}

export interface ResourceListPageProps<R extends AnyResource> {
  api: ResourceApi<R>;
  title: string;
  /** columns in order (the catalogue's when absent); 操作 is added */
  columns?: ReadonlyArray<ColumnEntry<RecordOf<R>>>;
  /** the search form, for a page that sets a search value itself (a banner's 只看这些) */
  searchForm?: FormInstance;
  /** above the search form (a warning with its own filter) */
  banner?: ReactNode;
  /** search items (the catalogue's when absent) */
  searchItems?: ReactElement[];
  /** no search form (a short list in a drawer: a menu's data rules) */
  noSearch?: boolean;
  /** the search form's values as list parameters (ranges as _begin / _end when absent) */
  toParams?(values: Record<string, unknown>): Record<string, unknown>;
  fixedParams?: ListParams;
  /** the record property a row is keyed by where it is not `id` (在线用户: a session's `sessionId`) */
  rowKey?: string;
  /** row links besides the state actions, 编辑 and 删除; `done` as for `batchActions` (还原 steps back a page it emptied) */
  rowActions?(record: RecordOf<R>, done: (removed?: number) => void): RowAction[];
  /**
   * row links folded into a 更多 dropdown after 编辑; with them 删除 goes into 更多 too, last (用户管理);
   * `openForm` opens the add dialog from the row (添加按钮: the row as parent, a button's values)
   */
  moreActions?(record: RecordOf<R>, openForm: (opening: { parent?: RecordOf<R>; blank?: Record<string, unknown> }) => void): RowAction[];
  /**
   * buttons for the selected rows besides 批量删除, shown while rows are selected, each behind its
   * code; `done` after one acted: clears the selection, or with the number of rows that left the
   * list, steps back a page emptied by it (冻结, 还原)
   */
  batchActions?(selectedIds: string[], done: (removed?: number) => void): RowAction[];
  /** whether a row offers 编辑 (a published or closed record does not; every row when absent) */
  editable?(record: RecordOf<R>): boolean;
  /** whether a row offers 删除 (a published notice does not; every row when absent) */
  deletable?(record: RecordOf<R>): boolean;
  /** what a state action does (a dialog, or a confirmed call); the machine decides which are shown */
  onStateAction?(action: string, record: RecordOf<R>): void;
  /**
   * whether a row's state is being decided elsewhere for now (an approval of it runs): it offers
   * none of its state actions then (every row its allowed ones when absent)
   */
  stateActionsHeld?(record: RecordOf<R>): boolean;
  /** the state actions this page takes (every one when absent): 派车 is 派车管理's, not 包车订单's */
  stateActionsTaken?: readonly string[];
  /** how many of a row's allowed state actions its 操作 shows, the first declared first (all when absent; the rest in the page's detail) */
  rowStateActions?: number;
  /** the table's horizontal scroll width (as wide as its content when absent) */
  scrollX?: number;
  /** tabs above the search form, each a list of one value of a parameter */
  tabs?: ResourceListTabs<RecordOf<R>>;
  /** 高级查询 over the catalogue's fields marked `advanced` */
  advancedQuery?: boolean;
  /** the add button's words (新增 when absent) */
  addLabel?: string;
  /**
   * buttons after 新增 / 导出; given as a function of the selected rows, the rows are selectable
   * and the buttons act on them (数据日志's 对比 of two versions)
   */
  toolbar?: ReactNode | ((selected: Array<RecordOf<R>>) => ReactNode);
  /** the add / edit dialog (the catalogue's form fields when absent) */
  renderForm?(props: FormDialogProps<RecordOf<R>>): ReactNode;
  /** what 删除 says besides the question (what else goes with the record) */
  deleteNote?: string;
  /** the delete confirmation's button (删除 when absent; 用户管理 keeps JeecgBoot's 确定) */
  deleteOkText?: string;
  /** the question 删除 of one row asks where it names the record (确定删除流程模型“请假”吗？); 确定删除该<noun>吗？ when absent */
  deleteQuestion?(record: RecordOf<R>): string;
  /** the page whose element display rules the generic form applies */
  displayRulesOf?: string;
  importUrl?: string;
  /** the import's template and the name of its rejected rows' file */
  importOptions?: Pick<ImportExcelButtonProps, 'templateUrl' | 'templateFileName' | 'errorFileName'>;
  actionsWidth?: number;
  /** a customisable table (列设置: a column with `hidden` shows once chosen; the choice kept under this id) */
  tableId?: string;
  emptyText?: string;
  /** in a tab of the page's own card: no card, no title of its own */
  bare?: boolean;
  /** the rows are a tree's roots, each row's children loading when it opens */
  tree?: ResourceTree<RecordOf<R>>;
  /** anything between the toolbar and the table (a notice) or after it (a drawer) */
  beforeTable?: ReactNode;
  /** the table's summary rows, from the list's filters (totals of what the filters select) */
  tableSummary?(filters: ListParams): ReactNode;
  /** below the table, from the list's filters (a breakdown of what they select) */
  afterTable?(filters: ListParams): ReactNode;
  /**
   * below the table, what a row shows beside the list (线路管理's map of the line): the row clicked,
   * the first row's until one is (`clicked` false then); the shown row is highlighted
   */
  rowDetail?(record: RecordOf<R> | undefined, clicked: boolean): ReactNode;
  children?: ReactNode;
}

export function ResourceListPage<R extends AnyResource>(props: ResourceListPageProps<R>) {
  const { api, title, rowActions, onStateAction, toolbar, renderForm, deleteNote, actionsWidth, emptyText, beforeTable, children } = props;
  type Rec = RecordOf<R>;
  const { resource } = api;
  const { can } = usePermission();
  const narrow = !Grid.useBreakpoint().md;
  const [tab, setTab] = useState(props.tabs?.items[0]?.key);
  const tabParam = props.tabs?.param;
  const fixedParams = useMemo(
    () => (tabParam && tab !== undefined ? { ...props.fixedParams, [tabParam]: tab } : props.fixedParams),
    [props.fixedParams, tabParam, tab],
  );
  const advancedFields = useMemo(() => (props.advancedQuery ? superQueryFieldsOf(resource.fields) : undefined), [props.advancedQuery, resource.fields]);
  const list = useListPage<Rec & object>({
    url: api.urls.list,
    // two lists of one api (用户管理 and its recycle bin) are cached apart; a change refreshes both
    queryKey: [...api.queryKey, api.urls.list],
    defaultSort: { column: resource.defaultSort.field, order: resource.defaultSort.order },
    ...(api.urls.export ? { exportUrl: api.urls.export, exportTitle: resource.title } : {}),
    ...(props.importUrl ? { importUrl: props.importUrl } : {}),
    ...(fixedParams ? { fixedParams } : {}),
    ...(props.rowKey ? { rowKey: props.rowKey } : {}),
    ...(advancedFields ? { superQueryFields: advancedFields } : {}),
  });
  const remove = api.useRemove();
  const [dialog, setDialog] = useState<{ record?: Rec; parent?: Rec; blank?: Record<string, unknown> } | null>(null);
  const { tree } = props;
  const whole = tree?.whole;
  const [expanded, setExpanded] = useState<string[]>([]);
  // a tree loaded whole is searched here: the search form's values while one is set
  const [treeSearch, setTreeSearch] = useState<Record<string, unknown> | null>(null);
  // under the resource's key: every save or delete loads the open rows' children again
  const childQueries = useQueries({
    queries: (tree?.children ? expanded : []).map((id) => ({ queryKey: [...api.queryKey, 'children', id], queryFn: () => tree!.children!(id) })),
  });
  const loaded: Record<string, Rec[]> = {};
  childQueries.forEach((query, i) => {
    if (query.data) loaded[expanded[i]] = query.data;
  });
  const open = (id: string) => setExpanded((keys) => (keys.includes(id) ? keys : [...keys, id]));
  const selectedIds = list.selectedRowKeys.map(String);
  const permissions = resource.permissions;
  const [clicked, setClicked] = useState<Rec>();
  const shown = props.rowDetail ? (clicked ?? list.page?.records[0]) : undefined;
  const idOf = (record: Rec | undefined) => (record as { id?: string } | undefined)?.id;

  const deleteRows = async (ids: string[], record?: Rec) => {
    const one = record && props.deleteQuestion ? props.deleteQuestion(record) : `确定删除该${resource.noun}吗？`;
    const question = ids.length > 1 ? `确定删除选中的 ${countOf(resource, ids.length)}吗？` : one;
    if (!(await confirmAction(question, deleteNote ?? '删除后不能恢复。', props.deleteOkText ?? '删除'))) return;
    try {
      void message.success(await remove.mutateAsync(ids));
    } catch {
      return; // the shared client said why
    }
    list.afterDelete(ids.length);
  };

  const stateActions = (record: Rec): RowAction[] => {
    const machine: StateMachine | undefined = resource.states;
    if (!machine || !onStateAction || props.stateActionsHeld?.(record)) return [];
    return machine
      .allowed(stateOf(resource, record), (code) => can(code))
      .filter((name) => !props.stateActionsTaken || props.stateActionsTaken.includes(name))
      .slice(0, props.rowStateActions)
      .map((name) => ({
        key: name,
        label: machine.labelOf(name, stateOf(resource, record)),
        ...(machine.actions[name].danger ? { danger: true } : {}),
        onClick: () => onStateAction(name, record),
      }));
  };
  // a record past its editable states (a published notice) offers no 编辑
  const editable = (record: Rec) => !resource.states || (resource.states as StateMachine).canEdit(stateOf(resource, record));

  const afterAction = (removed?: number) => (removed ? list.afterDelete(removed) : list.clearSelection());
  const deleteAction = (record: Rec): RowAction[] =>
    permissions.delete && (props.deletable?.(record) ?? true)
      ? [{ key: 'delete', label: '删除', code: permissions.delete, danger: true, onClick: () => void deleteRows([(record as { id: string }).id], record) }]
      : [];
  const openForm = (opening: { parent?: Rec; blank?: Record<string, unknown> }) => setDialog(opening);
  const menu = (record: Rec): RowAction[] => (props.moreActions ? [...props.moreActions(record, openForm), ...deleteAction(record)] : []);
  const actions = (record: Rec): RowAction[] => [
    ...stateActions(record),
    ...(tree?.addChild && permissions.add ? [{ key: 'addChild', label: '添加下级', code: permissions.add, onClick: () => setDialog({ parent: record }) }] : []),
    ...(rowActions?.(record, afterAction) ?? []),
    // the machine's editable states, and the page's own rule where it has one (a finding once closed)
    ...(permissions.edit && editable(record) && (props.editable?.(record) ?? true)
      ? [{ key: 'edit', label: '编辑', code: permissions.edit, onClick: () => setDialog({ record }) }]
      : []),
    ...(props.moreActions ? [] : deleteAction(record)),
  ];

  // a reader of a resource the system writes (日志, without 删除) has no 操作 to take
  const rowsAct = Boolean(
    rowActions || props.moreActions || onStateAction || (permissions.edit && can(permissions.edit)) || (permissions.delete && can(permissions.delete)),
  );
  const pageRows = (list.page?.records ?? []) as Rec[];
  const columns: ListColumnsType<Rec> = [
    ...resourceColumns<Rec>(resource, props.tabs?.items.find((item) => item.key === tab)?.columns ?? props.columns),
    ...(rowsAct
      ? [
          {
            title: '操作',
            key: 'action',
            // kept in view on a wide screen; on a phone a fixed column would cover the row's own columns
            ...(narrow ? {} : { fixed: 'right' as const }),
            // as the page says, and wide enough for the links of every row shown
            width: Math.max(actionsWidth ?? 0, ...pageRows.map((record) => rowActionsWidth(actions(record), menu(record), can)), pageRows.length ? 0 : 140),
            render: (_: unknown, record: Rec) => <RowActions actions={actions(record)} menu={menu(record)} />,
          },
        ]
      : []),
  ];

  const crud: CrudPermissions | null =
    permissions.add && permissions.edit && permissions.delete && permissions.batch_delete ? (permissions as CrudPermissions) : null;
  const exportCode = permissions.export as PermissionCode | undefined;
  // a resource the system writes (日志) has no 新增: its toolbar only deletes the selected rows
  const batchDeleteOnly = !permissions.add && permissions.batch_delete;
  // one added here and changed elsewhere (流程模型: designed in the designer, no 编辑 or 批量删除): 新增 alone
  const addOnly = !crud && permissions.add;
  // rows are chosen only for what takes a choice (批量删除, 导出选中)
  const selectable = Boolean(permissions.batch_delete || (exportCode && api.urls.export) || props.batchActions || typeof toolbar === 'function');

  const rows = (list.page?.records ?? []) as Array<Rec & { id: string; children?: Rec[] }>;
  const wholeRows = whole && treeSearch ? filterTree(rows, (row) => whole.matches(row, treeSearch)) : rows;
  const tableProps = {
    ...list.tableProps,
    ...(props.scrollX ? { scroll: { x: props.scrollX } } : {}),
    locale: { emptyText: treeSearch ? `没有匹配的${resource.noun}` : (emptyText ?? `暂无${resource.noun}`) },
    ...(whole
      ? {
          dataSource: wholeRows,
          pagination: false as const,
          expandable: {
            // a search shows every row it kept open
            expandedRowKeys: treeSearch ? branchIds(wholeRows) : expanded,
            onExpandedRowsChange: (keys: readonly Key[]) => setExpanded(keys.map(String)),
          },
        }
      : tree
        ? {
            dataSource: withLoadedChildren(
              (list.page?.records ?? []) as Array<Rec & { id: string }>,
              loaded as Record<string, Array<Rec & { id: string }>>,
              (r) => tree.hasChildren?.(r) ?? false,
            ),
            expandable: {
              expandedRowKeys: expanded,
              onExpand: (opened: boolean, record: Rec) => {
                const id = String((record as { id: string }).id);
                if (opened) open(id);
                else setExpanded((keys) => keys.filter((key) => key !== id));
              },
            },
          }
        : {}),
    ...(props.tableSummary ? { summary: () => props.tableSummary?.(list.filters) } : {}),
    ...(selectable ? {} : { rowSelection: undefined }),
    ...(props.rowDetail
      ? {
          onRow: (record: Rec) => ({ onClick: () => setClicked(record), style: { cursor: 'pointer' } }),
          rowClassName: (record: Rec) => (idOf(record) === idOf(shown) ? 'ant-table-row-selected' : ''),
        }
      : {}),
  };

  const body = (
    <>
      {props.tabs && (
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key);
            list.clearSelection();
          }}
          items={props.tabs.items.map(({ key, label }) => ({ key, label }))}
        />
      )}
      {props.banner}
      {!props.noSearch && (
        <SearchForm
          form={props.searchForm}
          onSearch={(values) => {
            if (!whole) return list.search((props.toParams ?? searchParamsOf)(values));
            const set = cleanParams(values);
            setTreeSearch(Object.keys(set).length ? set : null);
          }}
          onReset={() => {
            setTreeSearch(null);
            list.reset();
          }}
        >
          {props.searchItems ?? resourceSearchItems(resource)}
        </SearchForm>
      )}
      <Space wrap style={{ marginBottom: 16 }}>
        {crud && (
          <CrudToolbar
            permissions={crud}
            addLabel={props.addLabel}
            onAdd={() => setDialog({})}
            selectedCount={selectedIds.length}
            onBatchDelete={() => void deleteRows(selectedIds)}
          />
        )}
        {addOnly && (
          <Authorized code={addOnly}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              {props.addLabel ?? '新增'}
            </Button>
          </Authorized>
        )}
        {batchDeleteOnly && selectedIds.length > 0 && (
          <Authorized code={batchDeleteOnly}>
            <Button danger icon={<DeleteOutlined />} onClick={() => void deleteRows(selectedIds)}>
              批量删除 ({selectedIds.length})
            </Button>
          </Authorized>
        )}
        {exportCode && api.urls.export && (
          <Authorized code={exportCode}>
            <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()}>
              {selectedIds.length ? `导出选中 (${selectedIds.length})` : '导出'}
            </Button>
          </Authorized>
        )}
        {advancedFields && <SuperQuery {...list.superQueryProps} />}
        {props.importUrl && permissions.import && (
          <Authorized code={permissions.import}>
            <ImportExcelButton {...list.importProps} {...props.importOptions} />
          </Authorized>
        )}
        {selectedIds.length > 0 &&
          props.batchActions?.(selectedIds, afterAction).map(
            (action) =>
              (!action.code || can(action.code)) && (
                <Button key={action.key} danger={action.danger} onClick={action.onClick}>
                  {action.label}
                </Button>
              ),
          )}
        {whole && (
          <>
            <Button onClick={() => setExpanded(branchIds(rows))}>展开全部</Button>
            <Button onClick={() => setExpanded([])}>折叠全部</Button>
          </>
        )}
        {typeof toolbar === 'function' ? toolbar(list.selectedRows) : toolbar}
      </Space>
      {beforeTable}
      {props.tableId ? (
        <CustomTable<Rec> tableId={props.tableId} {...tableProps} columns={columns as CustomColumn<Rec>[]} />
      ) : (
        <ListTable<Rec> {...tableProps} columns={columns} />
      )}
      {props.rowDetail?.(shown, clicked !== undefined)}
      {props.afterTable?.(list.filters)}
      {renderForm
        ? renderForm({
            open: dialog !== null,
            record: dialog?.record,
            parent: dialog?.parent,
            blank: dialog?.blank,
            rows: rows as Rec[],
            onClose: () => setDialog(null),
            onSaved: (saved) => {
              const parent = tree?.parentOf(saved);
              if (parent) open(parent);
            },
          })
        : permissions.add && (
            <ResourceFormModal api={api} open={dialog !== null} record={dialog?.record} onClose={() => setDialog(null)} displayRulesOf={props.displayRulesOf} />
          )}
      {children}
    </>
  );
  return props.bare ? (
    body
  ) : (
    <Card title={title} variant="borderless">
      {body}
    </Card>
  );
}
