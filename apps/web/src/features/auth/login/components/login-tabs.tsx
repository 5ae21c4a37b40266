/**
 * The two sign-in methods as tabs. Not antd's Tabs: those bring the overflow menu, dropdown and
 * select code with them, which the sign-in page does not need (issue 10, login page budget).
 * A pane is rendered once first chosen and kept afterwards (typed values survive a switch).
 */
import { useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';
import './login-tabs.css';

export interface LoginTab {
  key: string;
  label: string;
  children: ReactNode;
}

export function LoginTabs({ items }: { items: LoginTab[] }) {
  const { token } = theme.useToken();
  const [active, setActive] = useState(items[0]?.key);
  const [visited, setVisited] = useState(() => new Set(active ? [active] : []));
  const choose = (key: string) => {
    setActive(key);
    setVisited((seen) => (seen.has(key) ? seen : new Set([...seen, key])));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + (event.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length];
    choose(next.key);
    document.getElementById(`login-tab-${next.key}`)?.focus();
  };
  return (
    <div className="login-tabs" style={{ '--login-tabs-primary': token.colorPrimary } as CSSProperties}>
      <div className="login-tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            id={`login-tab-${item.key}`}
            type="button"
            role="tab"
            aria-selected={item.key === active}
            aria-controls={`login-panel-${item.key}`}
            tabIndex={item.key === active ? 0 : -1}
            className="login-tabs__tab"
            onClick={() => choose(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) =>
        visited.has(item.key) ? (
          <div key={item.key} id={`login-panel-${item.key}`} role="tabpanel" aria-labelledby={`login-tab-${item.key}`} hidden={item.key !== active}>
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
