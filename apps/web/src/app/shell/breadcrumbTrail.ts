import type { MenuNode } from '../access/menus';
import { groupsOf, selectedMenuItem } from './selectedMenuItem';

export interface Crumb {
  /** The i18n key of the menu label. */
  labelKey: string;
  /** Where it leads; undefined for a menu group or the page the user is on. */
  to?: string;
}

function findNode(id: string, nodes: readonly MenuNode[]): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = node.children ? findNode(id, node.children) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Home › menu groups › the menu item of the page, from the user's own side menu, so a breadcrumb
 * never names a screen the role cannot open. The item links back to its list when the user is on a
 * sub-view of it (a form, a daily board); `deeper` tells the caller to add the page's own title.
 */
export function breadcrumbTrail(
  pathname: string,
  nodes: readonly MenuNode[],
): { crumbs: Crumb[]; deeper: boolean } | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return undefined;
  const leaf = selectedMenuItem(path, nodes);
  if (!leaf || leaf.routeKey === undefined || leaf.routeKey === '') return undefined;
  const groups = (groupsOf(leaf.id, nodes) ?? [])
    .map((id) => findNode(id, nodes))
    .filter((node): node is MenuNode => node !== undefined);
  const leafPath = `/${leaf.routeKey}`;
  const deeper = path !== leafPath;
  const crumbs: Crumb[] = [
    { labelKey: 'menu.home', to: '/' },
    ...groups.map((group) => ({ labelKey: group.labelKey })),
    { labelKey: leaf.labelKey, to: deeper ? leafPath : undefined },
  ];
  // A group named like its item (superadmin's 'Astra Quest' group holds 'Astra Quest') is one
  // crumb, not 'Astra Quest / Astra Quest': the item, which links, stays.
  return {
    crumbs: crumbs.filter((crumb, i) => crumb.labelKey !== crumbs[i + 1]?.labelKey),
    deeper,
  };
}
