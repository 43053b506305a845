import { describe, expect, it } from 'vitest';
import { menuFor } from '../access/composeMenu';
import { REGISTERED_ROUTE_KEYS } from '../featureRegistry';
import { breadcrumbTrail } from './breadcrumbTrail';
import { HOME_MENU_NODE } from './useShellMenu';

const superadmin = [HOME_MENU_NODE, ...menuFor('superadmin', [], REGISTERED_ROUTE_KEYS)];

describe('breadcrumbTrail', () => {
  it('names the menu group and the item of a list page, the item not linked', () => {
    expect(breadcrumbTrail('/cluster', superadmin)).toEqual({
      crumbs: [
        { labelKey: 'menu.home', to: '/' },
        { labelKey: 'menu.masterData' },
        { labelKey: 'menu.cluster', to: undefined },
      ],
      deeper: false,
    });
  });

  it('links the list from one of its forms and asks for the page title', () => {
    const trail = breadcrumbTrail('/cluster/edit/7', superadmin);
    expect(trail?.crumbs.at(-1)).toEqual({ labelKey: 'menu.cluster', to: '/cluster' });
    expect(trail?.deeper).toBe(true);
  });

  it('names a group called like its only item once (superadmin: Astra Quest)', () => {
    const trail = breadcrumbTrail('/astraquest/podium/3', superadmin);
    expect(trail?.crumbs).toEqual([
      { labelKey: 'menu.home', to: '/' },
      { labelKey: 'menu.astraQuest', to: '/astraquest' },
    ]);
  });

  it('has no trail on the home page or a path outside the menu', () => {
    expect(breadcrumbTrail('/', superadmin)).toBeUndefined();
    expect(breadcrumbTrail('/no-such-screen', superadmin)).toBeUndefined();
  });
});
