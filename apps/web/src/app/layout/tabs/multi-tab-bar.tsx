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

  const onMenu =
    (fullPath: string): MenuProps['onClick'] =>
    ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') {
        void mayCloseTabs([fullPath]).then((agreed) => {
          if (!agreed) return;
          if (fullPath !== activeKey) navigate(fullPath);
          refresh(fullPath);
        });
      } else void run(key as Exclude<TabMenuKey, 'refresh'>, fullPath);
    };

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
          label: (
            <Dropdown trigger={['contextMenu']} menu={{ items: CONTEXT_MENU, onClick: onMenu(page.fullPath) }}>
              <span>{titles[page.fullPath] ?? page.meta.title}</span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
