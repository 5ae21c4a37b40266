/**
 * Two versions side by side: the old one with removed elements in red, the new one with added
 * elements in green, changed elements orange and moved-only elements blue on both; a legend and
 * a table of every changed property below. Clicking a row brings the element into view.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CHANGE_KINDS, diffDefinitions, type DiagramChanges } from './diagram-changes';
import { DiagramViewer, type HistoryViewer } from './diagram-viewer';
import { changeRows, DIFF_COLORS, markersFor, type ChangeRow } from './diff-rows';
import { CHANGE_KIND_LABELS } from './labels';

export interface DiagramDiffProps {
  oldXml: string;
  newXml: string;
  oldTitle?: string;
  newTitle?: string;
  /** height of each diagram (default 420) */
  height?: number;
}

interface Canvas {
  scrollToElement(element: unknown, padding?: number): void;
  addMarker(id: string, marker: string): void;
  removeMarker(id: string, marker: string): void;
}

export function DiffLegend({ changes }: { changes: DiagramChanges | null }) {
  return (
    <div className="bd-history-legend" aria-label="图例">
      {CHANGE_KINDS.map((kind) => (
        <span key={kind} data-kind={kind}>
          <span className="bd-history-legend-swatch" style={{ borderColor: DIFF_COLORS[kind] }} />
          {CHANGE_KIND_LABELS[kind]}
          {changes ? ` ${changes.counts[kind]}` : ''}
        </span>
      ))}
    </div>
  );
}

export function DiagramDiff({ oldXml, newXml, oldTitle = '旧版本', newTitle = '新版本', height = 420 }: DiagramDiffProps) {
  const [viewers, setViewers] = useState<{ old?: HistoryViewer; new?: HistoryViewer }>({});
  const [focused, setFocused] = useState<string | null>(null);

  useEffect(() => setViewers({}), [oldXml, newXml]);
  const onOldReady = useCallback((viewer: HistoryViewer) => setViewers((current) => ({ ...current, old: viewer })), []);
  const onNewReady = useCallback((viewer: HistoryViewer) => setViewers((current) => ({ ...current, new: viewer })), []);

  const changes = useMemo(() => (viewers.old && viewers.new ? diffDefinitions(viewers.old.getDefinitions(), viewers.new.getDefinitions()) : null), [viewers]);
  const oldMarkers = useMemo(() => markersFor(changes, 'old'), [changes]);
  const newMarkers = useMemo(() => markersFor(changes, 'new'), [changes]);

  useEffect(() => {
    if (!focused) return;
    const touched: Array<[Canvas, string]> = [];
    for (const viewer of [viewers.old, viewers.new]) {
      const element = viewer?.get<{ get(id: string): unknown }>('elementRegistry').get(focused);
      if (!viewer || !element) continue;
      const canvas = viewer.get<Canvas>('canvas');
      canvas.scrollToElement(element, 80);
      canvas.addMarker(focused, 'diff-focus');
      touched.push([canvas, focused]);
    }
    return () => touched.forEach(([canvas, id]) => canvas.removeMarker(id, 'diff-focus'));
  }, [focused, viewers]);

  const columns: TableColumnsType<ChangeRow> = [
    {
      title: '变化',
      key: 'kind',
      width: 90,
      onCell: (row) => ({ rowSpan: row.span }),
      render: (_, row) => <Tag color={DIFF_COLORS[row.element.kind]}>{CHANGE_KIND_LABELS[row.element.kind]}</Tag>,
    },
    {
      title: '元素',
      key: 'element',
      width: 200,
      onCell: (row) => ({ rowSpan: row.span }),
      render: (_, row) => (
        <span>
          {row.element.name || <Typography.Text type="secondary">（未命名）</Typography.Text>}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {row.element.typeLabel} · {row.element.id}
          </Typography.Text>
        </span>
      ),
    },
    { title: '属性', key: 'property', width: 200, render: (_, row) => row.property?.label ?? '—' },
    {
      title: '原值',
      key: 'oldValue',
      render: (_, row) => (row.property ? row.property.oldValue || <Typography.Text type="secondary">（空）</Typography.Text> : '—'),
    },
    {
      title: '新值',
      key: 'newValue',
      render: (_, row) => (row.property ? row.property.newValue || <Typography.Text type="secondary">（空）</Typography.Text> : '—'),
    },
  ];

  return (
    <div className="bd-history-diff">
      <DiffLegend changes={changes} />
      <div className="bd-history-panes" style={{ marginTop: 12 }}>
        <div>
          <div className="bd-history-pane-title">{oldTitle}</div>
          <DiagramViewer xml={oldXml} height={height} markers={oldMarkers} onReady={onOldReady} label={oldTitle} />
        </div>
        <div>
          <div className="bd-history-pane-title">{newTitle}</div>
          <DiagramViewer xml={newXml} height={height} markers={newMarkers} onReady={onNewReady} label={newTitle} />
        </div>
      </div>
      <Table<ChangeRow>
        style={{ marginTop: 16 }}
        size="small"
        bordered
        rowKey="key"
        loading={!changes}
        dataSource={changeRows(changes)}
        columns={columns}
        pagination={false}
        onRow={(row) => ({ onClick: () => setFocused(row.element.id), style: { cursor: 'pointer' } })}
        // while the two diagrams load there is nothing to say yet
        locale={{ emptyText: changes ? <Empty description="两个版本没有差异" /> : <span /> }}
      />
    </div>
  );
}
