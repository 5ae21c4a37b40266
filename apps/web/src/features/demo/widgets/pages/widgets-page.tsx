/**
 * /demo/widgets (组件示例): every shared widget with realistic data, one tab per section. A
 * section is a file in ../sections exporting `meta` and a default component; the page picks them
 * up by itself, so adding a widget never means editing this file. The open tab is in the URL
 * (?tab=<key>) so a link or a test can land on it.
 */
import type { ComponentType } from 'react';
import { Card, Empty, Tabs } from 'antd';
import { useSearchParams } from 'react-router';

export interface SectionMeta {
  key: string;
  title: string;
  /** position among the tabs, low first */
  order: number;
}

interface SectionModule {
  meta: SectionMeta;
  default: ComponentType;
}

const sections = Object.values(import.meta.glob<SectionModule>('../sections/*.tsx', { eager: true })).sort((a, b) => a.meta.order - b.meta.order);

export default function WidgetsPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const active = sections.some((s) => s.meta.key === params.get('tab')) ? params.get('tab')! : sections[0]?.meta.key;
  return (
    <Card title={title} variant="borderless">
      {sections.length === 0 ? (
        <Empty description="暂无组件示例" />
      ) : (
        <Tabs
          activeKey={active}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          destroyOnHidden
          items={sections.map(({ meta, default: Section }) => ({ key: meta.key, label: meta.title, children: <Section /> }))}
        />
      )}
    </Card>
  );
}
