import { useMemo } from 'react';
import { menuFor } from '../access/composeMenu';
import type { MenuNode } from '../access/menus';
import { MENU_ROUTE_KEYS } from '../featureRegistry';

/** The home page entry the shell puts first in every menu (it is open to every role). */
export const HOME_MENU_NODE: MenuNode = {
  id: 'home',
  routeKey: '',
  label: 'Home',
  labelKey: 'menu.home',
  icon: 'home',
};

/** The signed-in user's side menu: Home, then the spec menu limited to registered screens. */
export function useShellMenu(role: string, additionalRoles: readonly string[]): MenuNode[] {
  return useMemo(
    () => [HOME_MENU_NODE, ...menuFor(role, additionalRoles, MENU_ROUTE_KEYS)],
    [role, additionalRoles],
  );
}
