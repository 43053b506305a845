import type { MenuNode } from '../access/menus';
import { routePath } from '../access/homeRoutes';

function lastSegment(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? '';
}

/**
 * The current menu item: the leaf whose route ends with the URL's last path segment (spec 1
 * section 2); for sub-views such as users/edit/7, the leaf whose route the URL starts with.
 */
export function selectedMenuItem(
  pathname: string,
  nodes: readonly MenuNode[],
): MenuNode | undefined {
  const leaves = flatten(nodes);
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    leaves.find((leaf) => routePath(leaf.routeKey ?? '') === path) ??
    (path === '/'
      ? undefined
      : leaves.find((leaf) => leaf.routeKey && lastSegment(leaf.routeKey) === lastSegment(path))) ??
    leaves
      .filter((leaf) => leaf.routeKey && path.startsWith(`${routePath(leaf.routeKey)}/`))
      .sort((a, b) => (b.routeKey?.length ?? 0) - (a.routeKey?.length ?? 0))[0]
  );
}

/** The ids of the groups that contain the item, outermost first; null when it is not there. */
export function groupsOf(id: string, nodes: readonly MenuNode[]): string[] | null {
  for (const node of nodes) {
    if (!node.children) {
      if (node.id === id) return [];
      continue;
    }
    const inner = groupsOf(id, node.children);
    if (inner) return [node.id, ...inner];
  }
  return null;
}

function flatten(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children ? flatten(node.children) : [node]));
}
