/**
 * The advanced-query builder dialog (width 1000): condition rows on the left, the page's saved
 * queries on the right. Controlled by SuperQuery (super-query.tsx), which owns the open state
 * and what is applied to the list.
 */
import { useState } from 'react';
import { Button, Col, Empty, Form, Input, List, Modal, Row, Select, Space, Tooltip, Typography, message } from 'antd';
import { DeleteOutlined, MinusCircleOutlined, PlusCircleOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { confirmAction } from '../list-page/confirm';
import { findSavedQuery, removeSavedQuery, storeSavedQueries, upsertSavedQuery } from './saved-queries';
import {
  changeRowField,
  changeRowRule,
  emptyRow,
  filledRows,
  MATCH_TYPE_OPTIONS,
  MESSAGES,
  recordsOf,
  RULE_LABELS,
  rulesFor,
  rowsFromSaved,
  type SavedQuery,
  type SuperQueryField,
  type SuperQueryMatchType,
  type SuperQueryRow,
} from './super-query-logic';
import { SuperQueryValueInput } from './super-query-value-input';

export const SUPER_QUERY_MODAL_WIDTH = 1000;

interface SuperQueryModalProps {
  open: boolean;
  title: string;
  fields: SuperQueryField[];
  rows: SuperQueryRow[];
  matchType: SuperQueryMatchType;
  onRowsChange(rows: SuperQueryRow[]): void;
  onMatchTypeChange(matchType: SuperQueryMatchType): void;
  /** storage key of this page's saved queries */
  savePath: string;
  saved: SavedQuery[];
  onSavedChange(saved: SavedQuery[]): void;
  onQuery(): void;
  onReset(): void;
  onClose(): void;
}

export function SuperQueryModal(props: SuperQueryModalProps) {
  const { fields, rows, onRowsChange, saved } = props;
  const [naming, setNaming] = useState<string | null>(null);
  const [selectedTitle, setSelectedTitle] = useState<string>();

  const update = (key: string, change: (row: SuperQueryRow) => SuperQueryRow) => onRowsChange(rows.map((row) => (row.key === key ? change(row) : row)));
  const insertAfter = (key: string) => {
    const index = rows.findIndex((row) => row.key === key);
    onRowsChange([...rows.slice(0, index + 1), emptyRow(), ...rows.slice(index + 1)]);
  };
  const removeRow = (key: string) => onRowsChange(rows.filter((row) => row.key !== key));

  const persist = (next: SavedQuery[]) => {
    storeSavedQueries(props.savePath, next);
    props.onSavedChange(next);
  };

  const startSave = () => {
    if (filledRows(rows).length === 0) return void message.warning(MESSAGES.emptySave);
    setNaming(selectedTitle ?? '');
  };

  const finishSave = async () => {
    const title = (naming ?? '').trim();
    if (!title) return void message.warning(MESSAGES.emptyName);
    if (findSavedQuery(saved, title) && !(await confirmAction(MESSAGES.overwrite(title), undefined, '覆盖'))) return;
    persist(upsertSavedQuery(saved, { title, matchType: props.matchType, records: recordsOf(rows) }));
    setSelectedTitle(title);
    setNaming(null);
    void message.success('保存成功');
  };

  const load = (entry: SavedQuery) => {
    setSelectedTitle(entry.title);
    props.onMatchTypeChange(entry.matchType);
    onRowsChange(rowsFromSaved(entry, fields));
  };

  const remove = async (entry: SavedQuery) => {
    if (!(await confirmAction(MESSAGES.confirmDelete, `将删除保存的查询“${entry.title}”。`, '删除'))) return;
    persist(removeSavedQuery(saved, entry.title));
    if (selectedTitle === entry.title) setSelectedTitle(undefined);
    void message.success('删除成功');
  };

  const footer = (
    <Row justify="space-between">
      <Space>
        <Button onClick={props.onReset}>重置</Button>
        <Button icon={<SaveOutlined />} onClick={startSave}>
          保存查询条件
        </Button>
      </Space>
      <Space>
        <Button onClick={props.onClose}>关闭</Button>
        <Button type="primary" onClick={props.onQuery}>
          查询
        </Button>
      </Space>
    </Row>
  );

  return (
    <Modal open={props.open} title={props.title} width={SUPER_QUERY_MODAL_WIDTH} onCancel={props.onClose} footer={footer} destroyOnHidden={false}>
      <Row gutter={16}>
        <Col xs={24} md={18} data-testid="super-query-conditions">
          <Form.Item label="过滤条件匹配" style={{ marginBottom: 16 }}>
            <Select<SuperQueryMatchType>
              style={{ width: 260 }}
              value={props.matchType}
              options={MATCH_TYPE_OPTIONS}
              onChange={props.onMatchTypeChange}
              aria-label="过滤条件匹配"
            />
          </Form.Item>
          {rows.length === 0 ? (
            <Empty description="没有任何查询条件">
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => onRowsChange([emptyRow()])}>
                点击新增
              </Button>
            </Empty>
          ) : (
            rows.map((row, index) => {
              const field = fields.find((f) => f.field === row.field);
              return (
                <Row key={row.key} gutter={8} style={{ marginBottom: 12 }} align="middle" data-testid="super-query-row">
                  <Col span={7}>
                    <Select
                      style={{ width: '100%' }}
                      showSearch
                      optionFilterProp="label"
                      placeholder="选择查询字段"
                      aria-label={`第 ${index + 1} 个条件的字段`}
                      value={row.field}
                      options={fields.map((f) => ({ value: f.field, label: f.label }))}
                      onChange={(name: string) =>
                        update(row.key, (r) =>
                          changeRowField(
                            r,
                            fields.find((f) => f.field === name),
                          ),
                        )
                      }
                    />
                  </Col>
                  <Col span={5}>
                    <Select
                      style={{ width: '100%' }}
                      placeholder="匹配规则"
                      aria-label={`第 ${index + 1} 个条件的规则`}
                      value={row.rule}
                      options={rulesFor(field?.type).map((rule) => ({ value: rule, label: RULE_LABELS[rule] }))}
                      onChange={(rule) => update(row.key, (r) => changeRowRule(r, rule))}
                    />
                  </Col>
                  <Col span={9} aria-label={`第 ${index + 1} 个条件的值`} role="group">
                    <SuperQueryValueInput field={field} rule={row.rule} value={row.val} onChange={(val) => update(row.key, (r) => ({ ...r, val }))} />
                  </Col>
                  <Col span={3}>
                    <Space size={4}>
                      <Tooltip title="在下方增加条件">
                        <Button type="text" icon={<PlusCircleOutlined />} aria-label="增加条件" onClick={() => insertAfter(row.key)} />
                      </Tooltip>
                      <Tooltip title="删除此条件">
                        <Button type="text" icon={<MinusCircleOutlined />} aria-label="删除条件" onClick={() => removeRow(row.key)} />
                      </Tooltip>
                    </Space>
                  </Col>
                </Row>
              );
            })
          )}
        </Col>
        <Col xs={24} md={6} data-testid="super-query-saved">
          <Typography.Text strong>保存的查询</Typography.Text>
          <List
            size="small"
            style={{ marginTop: 8, maxHeight: 360, overflow: 'auto' }}
            bordered
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有保存任何查询" /> }}
            dataSource={saved}
            renderItem={(entry) => (
              <List.Item
                style={{ cursor: 'pointer', background: entry.title === selectedTitle ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined }}
                onClick={() => load(entry)}
                actions={[
                  <Tooltip title="删除" key="delete">
                    <Button
                      type="text"
                      size="small"
                      danger
                      aria-label={`删除查询 ${entry.title}`}
                      icon={<DeleteOutlined />}
                      onClick={(event) => {
                        event.stopPropagation();
                        void remove(entry);
                      }}
                    />
                  </Tooltip>,
                ]}
              >
                <Typography.Text ellipsis={{ tooltip: entry.title }}>{entry.title}</Typography.Text>
              </List.Item>
            )}
          />
        </Col>
      </Row>
      <Modal
        open={naming !== null}
        title="请输入保存的名称"
        okText="保存"
        cancelText="取消"
        onOk={() => void finishSave()}
        onCancel={() => setNaming(null)}
        destroyOnHidden
      >
        <Input
          autoFocus
          maxLength={50}
          placeholder="如：女性客服人员"
          aria-label="保存的名称"
          value={naming ?? ''}
          onChange={(event) => setNaming(event.target.value)}
          onPressEnter={() => void finishSave()}
        />
      </Modal>
    </Modal>
  );
}
