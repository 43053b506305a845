import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuNode } from '../access/menus';
import { breadcrumbTrail } from './breadcrumbTrail';

/** Where the user is, from the side menu: Home › Master Data › Cluster › Edit Cluster. */
export function Breadcrumbs({ nodes, heading }: { nodes: readonly MenuNode[]; heading: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname, nodes);
  if (!trail) return null;
  const items = trail.crumbs.map((crumb) => ({
    key: crumb.labelKey,
    title: crumb.to ? <Link to={crumb.to}>{t(crumb.labelKey)}</Link> : t(crumb.labelKey),
  }));
  // A sub-view titled like its list (the campaign view is 'Campaign') adds no crumb of its own.
  const last = trail.crumbs.at(-1);
  if (trail.deeper && heading && (!last || heading !== t(last.labelKey))) {
    items.push({ key: 'page', title: heading });
  }
  return (
    <nav aria-label={t('shell.breadcrumb')} className="shell__breadcrumb">
      <Breadcrumb items={items} />
    </nav>
  );
}
