import { isRole } from '@dealer/contracts/roles';
import { canOpen } from './canOpen';
import { SIDE_MENUS, type MenuNode } from './menus';

/** The spec's menu for a role, with the items that depend on an additional role applied. */
export function specMenuFor(role: string, additionalRoles: readonly string[]): MenuNode[] {
  if (!isRole(role)) return [];
  return withAdditionalRoles(SIDE_MENUS[role], additionalRoles);
}

function withAdditionalRoles(
  nodes: readonly MenuNode[],
  additional: readonly string[],
): MenuNode[] {
  return nodes
    .filter((node) => node.onlyWith === undefined || additional.includes(node.onlyWith))
    .map((node) =>
      node.children ? { ...node, children: withAdditionalRoles(node.children, additional) } : node,
    );
}

/**
 * Keeps the items whose route is available (registered by a feature) and open to the user, and
 * drops groups left empty. A screen that is not built yet is not shown.
 */
export function pruneMenu(
  nodes: readonly MenuNode[],
  isAvailable: (routeKey: string) => boolean,
): MenuNode[] {
  return nodes.flatMap((node): MenuNode[] => {
    if (node.children) {
      const children = pruneMenu(node.children, isAvailable);
      return children.length > 0 ? [{ ...node, children }] : [];
    }
    return node.routeKey !== undefined && isAvailable(node.routeKey) ? [node] : [];
  });
}

/** The side menu a user sees: the spec's menu for the role, limited to registered routes. */
export function menuFor(
  role: string,
  additionalRoles: readonly string[],
  menuRouteKeys: ReadonlySet<string>,
): MenuNode[] {
  return pruneMenu(
    specMenuFor(role, additionalRoles),
    (routeKey) => menuRouteKeys.has(routeKey) && canOpen(routeKey, role, additionalRoles),
  );
}

export function menuLeaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children ? menuLeaves(node.children) : [node]));
}
