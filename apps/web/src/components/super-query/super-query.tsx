/**
 * 高级查询: a button that opens the advanced-query builder (spec 03 "Advanced-query modal").
 *
 * Props:
 * - `fields`: what may be queried, each `{ field, label, type, dictCode?, options?, dbType? }`
 *   with type string / number / date / datetime / dict / options; the names must be fields the
 *   server's list definition allowlists (anything else is refused with a 422).
 * - `onSearch({ superQueryParams, superQueryMatchType })`: the conditions to apply (URI-encoded
 *   JSON of `{field, rule, val, type, dbType?}`; 'in' values comma-joined).
 * - `onReset()`: the conditions were cleared.
 * - `saveKey`: where saved queries live (default: the page path), `title`: the dialog title.
 *
 * With useListPage pass `superQueryFields` to the hook and spread `list.superQueryProps` here.
 * The button is highlighted with the number of conditions while a query is applied.
 */
import { useState } from 'react';
import { Badge, Button, Space, Tooltip, message } from 'antd';
import { CloseOutlined, FilterOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { loadSavedQueries } from './saved-queries';
import {
  buildSuperQuery,
  emptyRow,
  type SavedQuery,
  type SuperQueryField,
  type SuperQueryMatchType,
  type SuperQueryParams,
  type SuperQueryRow,
} from './super-query-logic';
import { SuperQueryModal } from './super-query-modal';

export interface SuperQueryProps {
  fields: SuperQueryField[];
  onSearch(params: SuperQueryParams): void;
  onReset(): void;
  saveKey?: string;
  title?: string;
}

export function SuperQuery({ fields, onSearch, onReset, saveKey, title = '高级查询构造器' }: SuperQueryProps) {
  const { pathname } = useLocation();
  const savePath = saveKey ?? pathname;
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<SuperQueryRow[]>(() => [emptyRow()]);
  const [matchType, setMatchType] = useState<SuperQueryMatchType>('and');
  const [applied, setApplied] = useState(0);
  const [saved, setSaved] = useState<SavedQuery[]>(() => loadSavedQueries(savePath));

  const query = () => {
    const built = buildSuperQuery(rows, fields, matchType);
    if (!built.ok) return void message.warning(built.error);
    setApplied(built.conditions.length);
    onSearch(built.params);
    setOpen(false);
  };

  const reset = () => {
    setRows([emptyRow()]);
    setMatchType('and');
    setApplied(0);
    onReset();
  };

  const active = applied > 0;
  return (
    <>
      <Space.Compact>
        <Tooltip title={active ? `已有高级查询条件生效（${applied} 个条件）` : undefined}>
          <Button
            type={active ? 'primary' : 'default'}
            ghost={active}
            icon={<FilterOutlined />}
            data-active={active ? 'true' : 'false'}
            onClick={() => {
              setSaved(loadSavedQueries(savePath));
              setOpen(true);
            }}
          >
            高级查询
            {active && <Badge count={applied} size="small" style={{ marginInlineStart: 4 }} />}
          </Button>
        </Tooltip>
        {active && (
          <Tooltip title="清除高级查询">
            <Button type="primary" ghost icon={<CloseOutlined />} aria-label="清除高级查询" onClick={reset} />
          </Tooltip>
        )}
      </Space.Compact>
      <SuperQueryModal
        open={open}
        title={title}
        fields={fields}
        rows={rows}
        matchType={matchType}
        onRowsChange={setRows}
        onMatchTypeChange={setMatchType}
        savePath={savePath}
        saved={saved}
        onSavedChange={setSaved}
        onQuery={query}
        onReset={reset}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
