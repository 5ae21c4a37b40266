import { Link } from 'react-router';
import { HOME_PATH } from '../router/route-table';

/** Logo and system name, linking to the dashboard. */
export function Logo({ name, logoUrl, collapsed, dark }: { name: string; logoUrl: string; collapsed: boolean; dark: boolean }) {
  return (
    <Link
      to={HOME_PATH}
      aria-label={`${name} 首页`}
      style={{ display: 'flex', alignItems: 'center', gap: 10, height: 64, padding: collapsed ? '0 24px' : '0 20px', overflow: 'hidden', whiteSpace: 'nowrap' }}
    >
      <img src={logoUrl} alt="" style={{ width: 32, height: 32, flex: 'none' }} />
      {!collapsed && <span style={{ fontSize: 18, fontWeight: 600, color: dark ? '#fff' : 'rgba(0,0,0,0.88)' }}>{name}</span>}
    </Link>
  );
}
