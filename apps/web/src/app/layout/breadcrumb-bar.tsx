import { memo } from 'react';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { HOME_PATH, HOME_TITLE, type Crumb } from '../router/route-table';

/** Always 首页 first, then the matched menu chain. */
export function breadcrumbItems(chain: readonly Crumb[]): Crumb[] {
  return [{ path: HOME_PATH, title: HOME_TITLE }, ...chain.filter((crumb) => crumb.path !== HOME_PATH)];
}

export const BreadcrumbBar = memo(function BreadcrumbBar({ chain }: { chain: readonly Crumb[] }) {
  const items = breadcrumbItems(chain);
  return (
    <Breadcrumb
      items={items.map((crumb, index) => ({
        key: crumb.path,
        title: index < items.length - 1 ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
      }))}
    />
  );
});
