import { Dropdown, Tabs, message, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { isHomeTab, type TabMenuKey } from './tab-rules';
import { useTabStore } from './tab-store';

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

  const run = (action: 'close' | Exclude<TabMenuKey, 'refresh'>, fullPath: string) => {
    const change = apply(action, fullPath);
    if (change.warning) {
      void message.warning(change.warning);
      return;
    }
    if (change.activeKey !== activeKey) navigate(change.activeKey);
  };

  const onMenu = (fullPath: string): MenuProps['onClick'] => ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'refresh') {
      if (fullPath !== activeKey) navigate(fullPath);
      refresh(fullPath);
    } else run(key as Exclude<TabMenuKey, 'refresh'>, fullPath);
  };

  return (
    <div data-testid="tab-bar" style={{ background: '#fff', padding: '6px 16px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && run('close', key)}
        tabBarStyle={{ margin: 0 }}
        items={pages.map((page) => ({
          key: page.fullPath,
          closable: !isHomeTab(page.fullPath),
          label: (
            <Dropdown trigger={['contextMenu']} menu={{ items: CONTEXT_MENU, onClick: onMenu(page.fullPath) }}>
              <span>{page.meta.title}</span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
