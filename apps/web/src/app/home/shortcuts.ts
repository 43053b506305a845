import type { MenuIconName, MenuNode } from '../access/menus';

export interface Shortcut {
  node: MenuNode;
  /** The leaf's icon, or its group's. */
  icon?: MenuIconName;
  /** The group label key, for items inside a group (e.g. Master Data). */
  groupLabelKey?: string;
  groupLabel?: string;
}

/** Every menu leaf the user has, except the home page itself, as a shortcut. */
export function shortcutsOf(nodes: readonly MenuNode[]): Shortcut[] {
  return nodes.flatMap((node): Shortcut[] => {
    if (node.children) {
      return node.children.flatMap((child) =>
        shortcutsOf([child]).map((shortcut) => ({
          ...shortcut,
          icon: shortcut.icon ?? node.icon,
          groupLabelKey: shortcut.groupLabelKey ?? node.labelKey,
          groupLabel: shortcut.groupLabel ?? node.label,
        })),
      );
    }
    return node.routeKey ? [{ node, icon: node.icon }] : [];
  });
}
