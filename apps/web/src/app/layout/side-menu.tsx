/**
 * The permission-built menu (spec 01 section 2.7): accordion on root submenus, open keys kept
 * while collapsed, selection follows the route, external items open in a new tab.
 */
import { useEffect, useMemo, useRef, useState, memo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router';
import type { MenuNode } from '../router/route-table';
import { ancestorKeys } from '../router/route-table';
import { MenuIcon } from '../../components/menu-icon';
import { preloadPage } from '../router/component-registry';

type MenuItems = NonNullable<MenuProps['items']>;

function toItems(nodes: readonly MenuNode[], withIcons: boolean): MenuItems {
  return nodes.map((node) => {
    const icon = withIcons && node.icon ? <MenuIcon name={node.icon} /> : undefined;
    if (node.children?.length) {
      return { key: node.key, icon, label: node.title, children: toItems(node.children, true) };
    }
    const label = node.externalUrl ? (
      <a href={node.externalUrl} target="_blank" rel="noopener noreferrer">
        {node.title}
      </a>
    ) : (
      <Link to={node.path} onPointerEnter={() => preloadPage(node.component)}>
        {node.title}
      </Link>
    );
    return { key: node.key, icon, label };
  });
}

function findNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children && findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

interface SideMenuProps {
  tree: MenuNode[];
  selectedKey: string;
  collapsed: boolean;
  theme: 'dark' | 'light';
  mode: 'inline' | 'horizontal';
  onSelect?: () => void;
}

export const SideMenu = memo(function SideMenu({ tree, selectedKey, collapsed, theme, mode, onSelect }: SideMenuProps) {
  const items = useMemo(() => toItems(tree, true), [tree]);
  const rootKeys = useMemo(() => new Set(tree.map((node) => node.key)), [tree]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(tree, selectedKey) ?? []);
  const openBeforeCollapse = useRef<string[]>([]);

  // Opening the submenus above the selected item when the route changes.
  useEffect(() => {
    if (collapsed || mode !== 'inline') return;
    const ancestors = ancestorKeys(tree, selectedKey);
    if (ancestors?.length) setOpenKeys((current) => (ancestors.every((key) => current.includes(key)) ? current : ancestors));
  }, [selectedKey, tree, collapsed, mode]);

  // Remember open submenus while collapsed; restore them on expand (to the selection of that moment).
  const selection = useRef({ tree, selectedKey });
  useEffect(() => {
    selection.current = { tree, selectedKey };
  });
  useEffect(() => {
    if (collapsed) {
      setOpenKeys((current) => {
        openBeforeCollapse.current = current;
        return [];
      });
    } else {
      setOpenKeys(openBeforeCollapse.current.length ? openBeforeCollapse.current : (ancestorKeys(selection.current.tree, selection.current.selectedKey) ?? []));
    }
    // Runs on collapse / expand only: restoring must not follow later selection changes.
  }, [collapsed]);

  const onOpenChange = (keys: string[]) => {
    const newest = keys.find((key) => !openKeys.includes(key));
    // the user is about to pick one of its pages: fetch their code now
    if (newest) findNode(tree, newest)?.children?.forEach((child) => preloadPage(child.component));
    if (newest && rootKeys.has(newest)) {
      // Accordion: a newly opened root submenu closes the other roots.
      setOpenKeys(keys.filter((key) => key === newest || !rootKeys.has(key)));
    } else {
      setOpenKeys(keys);
    }
  };

  const stateProps = mode === 'inline' ? { openKeys, onOpenChange } : {};
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={[selectedKey]}
      onClick={onSelect}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '64px' } : { borderInlineEnd: 'none' }}
      {...stateProps}
    />
  );
});
