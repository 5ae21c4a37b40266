/**
 * The styles of antd's components, worked out once at build time (issue 10: navigation was slow
 * although the server was fast; antd generating its CSS in the browser took about a third of a
 * page load's script time).
 *
 * Every component is rendered once on the server side with the app's theme (app/antd-theme.ts;
 * its tokens are CSS variables, so the styles do not depend on the user's colour or motion
 * setting), and the collected styles are written as one stylesheet ending in antd's own record
 * of which styles it holds (`.data-ant-cssinjs-cache-path`). In the browser antd reads that record
 * and skips generating any style the sheet already has; a style it lacks is still generated as
 * before, so a component missing here costs time, never correctness.
 *
 * Served as the virtual module `virtual:antd-static.css` (imported first by main.tsx, so the app's
 * own stylesheets come after it and win at equal specificity).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { antdTheme } from '../src/app/antd-theme.ts';

type Loose = ComponentType<Record<string, unknown>> & Record<string, ComponentType<Record<string, unknown>>>;
const ui = antd as unknown as Record<string, Loose>;

/**
 * antd's panels of its pop-ups, only for message and notification (shown by function calls, never
 * rendered as elements). Every other component is rendered as the app renders it, and first: a
 * style's record names the component, not the classes it was made for, so a panel rendered first
 * would stand for the real component with its own root class (a modal lost its box-sizing so).
 */
const PANEL = '_InternalPanelDoNotUseOrYouWillBeFired';

const options = [{ value: 'a', label: 'a', children: [{ value: 'b', label: 'b' }] }];
const treeData = [{ key: 'a', value: 'a', title: 'a', children: [{ key: 'b', value: 'b', title: 'b' }] }];

/**
 * What to render per component: a plain element (with a child, for wrappers) when omitted; parts
 * with styles of their own (TextArea, RangePicker, Upload.Dragger, …) are listed beside them.
 * Pop-ups register their styles when rendered closed.
 */
const SPECIAL: Record<string, (C: Loose) => ReactNode[]> = {
  Affix: (C) => [h(C, null, h('div'))],
  Anchor: (C) => [h(C, { items: [{ key: 'a', href: '#a', title: 'a' }] })],
  App: (C) => [h(C, null, h('div'))],
  AutoComplete: (C) => [h(C, { options })],
  Avatar: (C) => [h(C), h(C.Group, null, h(C))],
  Badge: (C) => [h(C, { count: 1 }, h('span')), h(C.Ribbon, { text: 'a' }, h('div'))],
  Breadcrumb: (C) => [h(C, { items: [{ title: 'a' }, { title: 'b' }] })],
  Button: (C) => [h(C), h(ui.Space.Compact, null, h(C), h(C))],
  Card: (C) => [h(C, { title: 'a', extra: 'b' }, h(C.Meta, { title: 'a' }), h(C.Grid))],
  Carousel: (C) => [h(C, null, h('div'))],
  Cascader: (C) => [h(C, { options }), h(C.Panel, { options })],
  Checkbox: (C) => [h(C), h(C.Group, { options: ['a'] })],
  Collapse: (C) => [h(C, { items: [{ key: 'a', label: 'a', children: 'b' }] })],
  ColorPicker: (C) => [h(C)],
  DatePicker: (C) => [h(C), h(C.RangePicker)],
  Descriptions: (C) => [h(C, { items: [{ key: 'a', label: 'a', children: 'b' }], bordered: true })],
  Dropdown: (C) => [h(C, { menu: { items: [{ key: 'a', label: 'a' }] } }, h('span'))],
  FloatButton: (C) => [h(C), h(C.BackTop), h(C.Group, null, h(C))],
  Form: (C) => [h(C, null, h(C.Item, { label: 'a', help: 'b' }, h('input')))],
  Image: (C) => [h(C, { src: 'a.png' }), h(C.PreviewGroup, null, h(C, { src: 'a.png' }))],
  Input: (C) => [h(C), h(C.TextArea, { showCount: true }), h(C.Search), h(C.Password), h(C.OTP), h(C, { addonBefore: 'a' })],
  InputNumber: (C) => [h(C), h(C, { addonBefore: 'a' })],
  Layout: (C) => [h(C, null, h(C.Header), h(C.Sider), h(C.Content), h(C.Footer))],
  List: (C) => [h(C, { dataSource: ['a'], renderItem: (item: string) => h(ui.List.Item, null, item) })],
  Mentions: (C) => [h(C)],
  Menu: (C) => [
    h(C, { items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }] }),
    h(C, { mode: 'horizontal', items: [{ key: 'a', label: 'a' }] }),
  ],
  Pagination: (C) => [h(C, { total: 100, showSizeChanger: true, showQuickJumper: true })],
  Progress: (C) => [h(C, { percent: 50 }), h(C, { type: 'circle', percent: 50 })],
  QRCode: (C) => [h(C, { value: 'a' })],
  Radio: (C) => [h(C), h(C.Group, { options: ['a'], optionType: 'button' })],
  Result: (C) => [h(C, { status: 'success', title: 'a' })],
  Select: (C) => [h(C, { options })],
  Skeleton: (C) => [h(C), h(C.Button), h(C.Input), h(C.Image), h(C.Avatar), h(C.Node)],
  Space: (C) => [h(C, null, h('span')), h(C.Compact, null, h('span'))],
  Spin: (C) => [h(C, { spinning: true }), h(C, { spinning: true, fullscreen: true })],
  Splitter: (C) => [h(C, null, h(C.Panel))],
  Statistic: (C) => [h(C, { value: 1 }), h(C.Countdown, { value: 0 })],
  Steps: (C) => [h(C, { items: [{ title: 'a' }] })],
  Table: (C) => [
    h(C, {
      columns: [{ title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }] }],
      dataSource: [{ key: 1, a: 'a' }],
      rowSelection: {},
      expandable: { expandedRowRender: () => 'a' },
      bordered: true,
      scroll: { x: 800 },
    }),
  ],
  Tabs: (C) => [h(C, { items: [{ key: 'a', label: 'a', children: 'b' }] }), h(C, { type: 'editable-card', items: [{ key: 'a', label: 'a' }] })],
  Tag: (C) => [h(C, { color: 'blue' }), h(C.CheckableTag, { checked: true })],
  Timeline: (C) => [h(C, { items: [{ children: 'a' }] })],
  TimePicker: (C) => [h(C), h(C.RangePicker)],
  Transfer: (C) => [h(C, { dataSource: [{ key: 'a', title: 'a' }], showSearch: true })],
  Tree: (C) => [h(C, { treeData, checkable: true }), h(C.DirectoryTree, { treeData })],
  TreeSelect: (C) => [h(C, { treeData })],
  Typography: (C) => [h(C, null, h(C.Title), h(C.Text, { copyable: true }), h(C.Paragraph, { ellipsis: true }), h(C.Link))],
  Upload: (C) => [h(C), h(C.Dragger), h(C, { listType: 'picture-card' })],
  message: (m) => [h(m[PANEL], { content: 'a', type: 'success' })],
  notification: (n) => [h(n[PANEL], { message: 'a', description: 'b' })],
};
const SKIP = new Set(['ConfigProvider', 'Grid', 'Watermark']);

/** The stylesheet: every component's style, then antd's record of the styles it holds. */
export function antdStaticStyle(): string {
  const cache = createCache();
  const theme = antdTheme({ primaryColor: '#1677ff', motion: true });
  const names = Object.keys(antd).filter((name) => !SKIP.has(name) && (/^[A-Z]/.test(name) || name in SPECIAL));
  for (const name of names) {
    const component = ui[name];
    const nodes = SPECIAL[name]?.(component) ?? [h(component, null, h('span')), h(component)];
    for (const node of nodes) {
      try {
        renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, node)));
      } catch {
        // a part that cannot render without a browser (or without a child) keeps generating its
        // style at run time
      }
    }
  }
  // only the components' styles: the variables (the user's colour) are set in the browser
  return extractStyle(cache, { plain: true, types: ['style'] });
}

const ID = 'virtual:antd-static.css';
// a `.css` id, so Vite's CSS pipeline takes the module (bundled into the entry's stylesheet)
const RESOLVED = '\0antd-static.css';

export function antdStaticStylePlugin(): Plugin {
  return {
    name: 'antd-static-style',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? antdStaticStyle() : undefined),
  };
}
