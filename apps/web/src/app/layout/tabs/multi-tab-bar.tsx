import { memo, useCallback, useMemo, useRef } from 'react';
import { Dropdown, Tabs, message, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { mayCloseTabs, usePageTabTitles } from '../../../lib/page-tab';
import { closeLeft, closeOthers, closeRight, closeTab, isHomeTab, type TabMenuKey } from './tab-rules';
import { useTabStore } from './tab-store';

const RULES = { close: closeTab, closeLeft, closeRight, closeOthers };

const CONTEXT_MENU: NonNullable<MenuProps['items']> = [
  { key: 'refresh', label: '刷新' },
  { key: 'closeLeft', label: '关闭左侧' },
  { key: 'closeRight', label: '关闭右侧' },
  { key: 'closeOthers', label: '关闭其他' },
];

type MenuClick = (fullPath: string, key: string) => void;

/**
 * A tab's title with its right-click menu. It renders again only when its title changes: a tab
 * switch used to render every tab's menu again (the largest part of a switch's own script time).
 */
const TabLabel = memo(function TabLabel({ fullPath, title, onMenuClick }: { fullPath: string; title: string; onMenuClick: MenuClick }) {
  const menu = useMemo<MenuProps>(
    () => ({
      items: CONTEXT_MENU,
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        onMenuClick(fullPath, key);
      },
    }),
    [fullPath, onMenuClick],
  );
  return (
    <Dropdown trigger={['contextMenu']} menu={menu}>
      <span>{title}</span>
    </Dropdown>
  );
});

/** One tab per visited page; close buttons and a right-click menu. */
export function MultiTabBar() {
  const navigate = useNavigate();
  const pages = useTabStore((state) => state.pages);
  const activeKey = useTabStore((state) => state.activeKey);
  const apply = useTabStore((state) => state.apply);
  const refresh = useTabStore((state) => state.refresh);
  const titles = usePageTabTitles();

  const run = async (action: 'close' | Exclude<TabMenuKey, 'refresh'>, fullPath: string) => {
    // a page with unsaved work may keep its tab open (lib/page-tab)
    if (!(await mayCloseTabs(RULES[action](useTabStore.getState(), fullPath).removed.map((page) => page.fullPath)))) return;
    const change = apply(action, fullPath);
    if (change.warning) {
      void message.warning(change.warning);
      return;
    }
    if (change.activeKey !== activeKey) navigate(change.activeKey);
  };

  const onMenu: MenuClick = (fullPath, key) => {
    if (key === 'refresh') {
      void mayCloseTabs([fullPath]).then((agreed) => {
        if (!agreed) return;
        if (fullPath !== activeKey) navigate(fullPath);
        refresh(fullPath);
      });
    } else void run(key as Exclude<TabMenuKey, 'refresh'>, fullPath);
  };
  // the labels keep one handler that always runs this render's onMenu
  const latestOnMenu = useRef(onMenu);
  latestOnMenu.current = onMenu;
  const onMenuClick = useCallback<MenuClick>((fullPath, key) => latestOnMenu.current(fullPath, key), []);

  return (
    <div data-testid="tab-bar" style={{ background: '#fff', padding: '6px 16px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && void run('close', key)}
        tabBarStyle={{ margin: 0 }}
        items={pages.map((page) => ({
          key: page.fullPath,
          closable: !isHomeTab(page.fullPath),
          label: <TabLabel fullPath={page.fullPath} title={titles[page.fullPath] ?? page.meta.title} onMenuClick={onMenuClick} />,
        }))}
      />
    </div>
  );
}
