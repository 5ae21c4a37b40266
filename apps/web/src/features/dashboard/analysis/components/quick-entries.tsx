/** 快捷入口: a few tiles, each with its area's icon; 设置 lets the user choose up to 12. */
import { useMemo, useState } from 'react';
import { Button, Card, Checkbox, Col, Empty, Modal, Row, Space, Typography, message } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { MenuIcon } from '../../../../components/menu-icon';
import { isImplementedPage } from '../../../../lib/implemented-pages';
import { useSessionStore } from '../../../../lib/session';
import { QUICK_ENTRIES, localStore } from '../../../../lib/storage';
import { MAX_QUICK_ENTRIES, chosenQuickEntries, quickEntryCandidates, type QuickEntry } from './quick-entries-rules';

const HOME_PATH = '/dashboard/analysis';

export function QuickEntries() {
  const menu = useSessionStore((state) => state.menu);
  const userId = useSessionStore((state) => state.userInfo?.id);
  const storageKey = `${QUICK_ENTRIES}:${userId ?? ''}`;
  const [saved, setSaved] = useState<unknown>(() => localStore.get<string[]>(storageKey));
  const [editing, setEditing] = useState<string[] | null>(null);
  const candidates = useMemo(() => quickEntryCandidates(menu, isImplementedPage, HOME_PATH), [menu]);
  const entries = useMemo(() => chosenQuickEntries(candidates, saved), [candidates, saved]);
  const byArea = useMemo(() => {
    const groups = new Map<string, QuickEntry[]>();
    for (const entry of candidates) groups.set(entry.area, [...(groups.get(entry.area) ?? []), entry]);
    return [...groups.entries()];
  }, [candidates]);

  const save = (paths: string[] | null) => {
    if (paths) localStore.set(storageKey, paths);
    else localStore.remove(storageKey);
    setSaved(paths);
    setEditing(null);
    void message.success(paths ? '快捷入口已保存' : '已恢复默认快捷入口');
  };

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button size="small" icon={<SettingOutlined />} onClick={() => setEditing(entries.map((entry) => entry.path))} disabled={candidates.length === 0}>
          设置
        </Button>
      </div>
      {entries.length ? (
        <Row gutter={[12, 12]} data-testid="quick-entries">
          {entries.map((entry) => (
            <Col key={entry.path} xs={12} sm={8} md={6} xl={4}>
              <Link to={entry.path} aria-label={entry.title}>
                <Card hoverable size="small" variant="borderless" style={{ textAlign: 'center' }}>
                  <div style={{ fontSize: 22, marginBottom: 8 }}>
                    <MenuIcon name={entry.icon ?? 'appstore'} />
                  </div>
                  <div style={{ fontWeight: 500 }}>{entry.title}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {entry.area}
                  </Typography.Text>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={candidates.length ? '还没有选择快捷入口，点击“设置”选择常用功能' : '暂无可用的功能入口'} />
      )}
      <Modal
        title="设置快捷入口"
        open={editing !== null}
        width={720}
        okText="保存"
        cancelText="取消"
        onOk={() => save(editing)}
        onCancel={() => setEditing(null)}
        footer={(buttons) => (
          <Space>
            <Button onClick={() => save(null)}>恢复默认</Button>
            {buttons}
          </Space>
        )}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          最多选择 {MAX_QUICK_ENTRIES} 个常用功能（已选 {editing?.length ?? 0} 个）。
        </Typography.Paragraph>
        <Checkbox.Group
          value={editing ?? []}
          onChange={(values) => setEditing(values as string[])}
          style={{ display: 'block', maxHeight: 420, overflow: 'auto' }}
        >
          {byArea.map(([area, list]) => (
            <div key={area} style={{ marginBottom: 12 }}>
              <Typography.Text strong>{area}</Typography.Text>
              <Row gutter={[8, 4]} style={{ marginTop: 4 }}>
                {list.map((entry) => (
                  <Col key={entry.path} xs={12} sm={8}>
                    <Checkbox value={entry.path} disabled={!editing?.includes(entry.path) && (editing?.length ?? 0) >= MAX_QUICK_ENTRIES}>
                      {entry.title}
                    </Checkbox>
                  </Col>
                ))}
              </Row>
            </div>
          ))}
        </Checkbox.Group>
      </Modal>
    </>
  );
}
