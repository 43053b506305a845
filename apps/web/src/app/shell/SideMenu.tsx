import { Badge, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useBadgeCount } from '../../shared/counters/badgeCounts';
import { routePath } from '../access/homeRoutes';
import type { MenuNode } from '../access/menus';
import { dashboardBadgeText } from './badges';
import { menuIcon } from './menuIcons';
import { groupsOf, selectedMenuItem } from './selectedMenuItem';

type MenuItem = NonNullable<MenuProps['items']>[number];

interface SideMenuProps {
  nodes: readonly MenuNode[];
  role: string;
  theme: 'dark' | 'light';
  collapsed: boolean;
  onNavigate?: () => void;
}

/** Each role's dashboard item (Dashboard, CRC Dashboard, PDI Dashboard) carries the badge. */
const DASHBOARD_ITEMS = ['dashboard', 'crc', 'pdi'];

/** The side menu. Items navigate on click; antd's menu gives arrow-key navigation. */
export function SideMenu({ nodes, role, theme, collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dashboardBadge = dashboardBadgeText(useBadgeCount('dashboard'), role);

  const selected = selectedMenuItem(pathname, nodes);
  const selectedGroups = (selected && groupsOf(selected.id, nodes)) ?? [];
  const [openKeys, setOpenKeys] = useState<string[]>(selectedGroups);
  const [openedFor, setOpenedFor] = useState(selected?.id);
  if (openedFor !== selected?.id) {
    // Navigating into a closed group opens it.
    setOpenedFor(selected?.id);
    setOpenKeys((keys) => [...new Set([...keys, ...selectedGroups])]);
  }

  const toItem = (node: MenuNode, depth: number): MenuItem => {
    const label = t(node.labelKey, { defaultValue: node.label });
    const icon = depth === 0 ? menuIcon(node.icon) : undefined;
    if (node.children) {
      return {
        key: node.id,
        icon,
        label,
        children: node.children.map((child) => toItem(child, depth + 1)),
      };
    }
    const badge = DASHBOARD_ITEMS.includes(node.routeKey ?? '') ? dashboardBadge : null;
    return {
      key: node.id,
      icon,
      label: badge ? (
        <span className="menu-label">
          {label}
          <Badge count={badge} color="#cf1322" className="menu-label__badge" />
        </span>
      ) : (
        label
      ),
    };
  };

  const leafById = new Map<string, MenuNode>();
  const collect = (list: readonly MenuNode[]) =>
    list.forEach((node) => (node.children ? collect(node.children) : leafById.set(node.id, node)));
  collect(nodes);

  return (
    <Menu
      mode="inline"
      theme={theme}
      items={nodes.map((node) => toItem(node, 0))}
      selectedKeys={selected ? [selected.id] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        const leaf = leafById.get(key);
        if (leaf?.routeKey === undefined) return;
        void navigate(routePath(leaf.routeKey));
        onNavigate?.();
      }}
    />
  );
}
