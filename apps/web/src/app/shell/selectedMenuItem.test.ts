import { describe, expect, it } from 'vitest';
import { SIDE_MENUS } from '../access/menus';
import { groupsOf, selectedMenuItem } from './selectedMenuItem';
import { HOME_MENU_NODE } from './useShellMenu';

const menu = [HOME_MENU_NODE, ...SIDE_MENUS.astraquestadmin];

describe('current menu item', () => {
  it('is the item whose route ends with the last path segment', () => {
    expect(selectedMenuItem('/astraquest/draft', menu)?.id).toBe('astraquest/draft');
    expect(selectedMenuItem('/rerunevent', menu)?.id).toBe('rerunevent');
  });

  it('is Home on the home page', () => {
    expect(selectedMenuItem('/', menu)?.id).toBe('home');
  });

  it('follows a sub-view back to its list', () => {
    const superadmin = [HOME_MENU_NODE, ...SIDE_MENUS.superadmin];
    expect(selectedMenuItem('/users/edit/12', superadmin)?.id).toBe('users');
    expect(selectedMenuItem('/cluster/create', superadmin)?.id).toBe('cluster');
  });

  it('names the groups to open', () => {
    expect(groupsOf('appconfig', menu)).toEqual(['master-data']);
    expect(groupsOf('rerunevent', menu)).toEqual([]);
    expect(groupsOf('nowhere', menu)).toBeNull();
  });
});
