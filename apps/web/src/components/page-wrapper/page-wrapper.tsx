/**
 * Page wrapper (spec 03 section 2 "Other"): a header with the title, a description, quick links,
 * an optional search box and tabs, above the page content.
 *
 * Props: title, description, links ({ title, href?, onClick?, icon? }), extra (buttons on the
 * right), search ({ placeholder, onSearch, defaultValue }), tabs ({ items, activeKey, onChange }),
 * children (the content).
 */
import type { ReactNode } from 'react';
import { Button, Card, Input, Space, Tabs, Typography } from 'antd';

export interface PageLink {
  title: string;
  href?: string;
  icon?: ReactNode;
  onClick?(): void;
}

export interface PageSearch {
  placeholder?: string;
  defaultValue?: string;
  onSearch(value: string): void;
  loading?: boolean;
}

export interface PageTabs {
  items: { key: string; label: ReactNode }[];
  activeKey?: string;
  onChange?(key: string): void;
}

interface PageWrapperProps {
  title?: ReactNode;
  description?: ReactNode;
  links?: PageLink[];
  extra?: ReactNode;
  search?: PageSearch;
  tabs?: PageTabs;
  children?: ReactNode;
}

export function PageWrapper({ title, description, links, extra, search, tabs, children }: PageWrapperProps) {
  return (
    <div className="page-wrapper">
      <Card variant="borderless" styles={{ body: { paddingBottom: tabs ? 0 : undefined } }} style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16, flexWrap: 'wrap' }}>
          <div style={{ flex: 1, minWidth: 240 }}>
            {title && (
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {title}
              </Typography.Title>
            )}
            {description && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {description}
              </Typography.Paragraph>
            )}
            {links && links.length > 0 && (
              <Space size={16} wrap aria-label="快捷链接">
                {links.map((link) => (
                  <Button key={link.title} type="link" style={{ padding: 0 }} icon={link.icon} href={link.href} onClick={link.onClick}>
                    {link.title}
                  </Button>
                ))}
              </Space>
            )}
          </div>
          {extra && <div>{extra}</div>}
        </div>
        {search && (
          <div style={{ textAlign: 'center', margin: '16px 0 8px' }}>
            <Input.Search
              placeholder={search.placeholder ?? '请输入关键字'}
              defaultValue={search.defaultValue}
              enterButton="搜索"
              size="large"
              allowClear
              loading={search.loading}
              onSearch={(value) => search.onSearch(value.trim())}
              style={{ maxWidth: 520 }}
            />
          </div>
        )}
        {tabs && <Tabs items={tabs.items} activeKey={tabs.activeKey} onChange={tabs.onChange} style={{ marginBottom: 0 }} tabBarStyle={{ marginBottom: 0 }} />}
      </Card>
      {children}
    </div>
  );
}
