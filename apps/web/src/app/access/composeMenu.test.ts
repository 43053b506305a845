import { describe, expect, it } from 'vitest';
import { menuFor, menuLeaves } from './composeMenu';
import type { MenuNode } from './menus';
import { ROUTE_TABLE } from './routeTable';

/** 'Label' for a leaf, 'Group: child, child' for a group. */
function outline(nodes: readonly MenuNode[]): string[] {
  return nodes.map((node) =>
    node.children ? `${node.label}: ${node.children.map((c) => c.label).join(', ')}` : node.label,
  );
}

const EVERY_SPEC_ROUTE = new Set(ROUTE_TABLE.keys());
const specMenu = (role: string, additional: string[] = []) =>
  outline(menuFor(role, additional, EVERY_SPEC_ROUTE));

const MASTER_DATA =
  'Cluster, Branch, Mapping Cluster x Branch, Branch Stock, Block Cancellation Reason, Question';
const HO_MASTER_DATA = MASTER_DATA.replace('Branch,', 'Branch Test Drive,');
const CONTENT_MENU = [
  'Master Data: Branch Konten Digiroom, Branch Salesman Digiroom',
  'Dashboard',
  'Promo: List of Promo',
  'News & Tips: List of News & Tips',
];
const QUEST_STATUSES = 'Astra Quest: Draft, Open, Active, Inactive, Cancelled, Deleted';
const GAME_MASTER_DATA =
  'Master Data: App Configuration, Product, Price Component, Target Tier Podium';

describe('side menus from the full spec data', () => {
  it('gives superadmin every area, with Users after Astra Quest', () => {
    expect(specMenu('superadmin')).toEqual([
      'Campaign',
      `Master Data: ${MASTER_DATA}`,
      'Dashboard',
      'Vehicles',
      'Notification',
      'Report Order',
      'Astra Quest: Astra Quest, Point Correction, Player Points',
      'Users',
    ]);
  });

  it('labels the branch item Branch Test Drive for ho_testdrive', () => {
    expect(specMenu('ho_testdrive')).toEqual([
      `Master Data: ${HO_MASTER_DATA}`,
      'Dashboard',
      'Vehicles',
      'Notification',
      'Report Order',
    ]);
  });

  it('adds the digiroom items for ho_testdrive who also holds pickontenho', () => {
    expect(specMenu('ho_testdrive', ['pickontenho'])[0]).toBe(
      `Master Data: ${HO_MASTER_DATA}, Branch Konten Digiroom, Branch Salesman Digiroom`,
    );
  });

  it('gives pictestdrive the test-drive items, and content items with pickontencabang', () => {
    expect(specMenu('pictestdrive')).toEqual([
      'Dashboard',
      'Vehicles',
      'Notification',
      'Report Order',
    ]);
    expect(specMenu('pictestdrive', ['pickontencabang'])).toEqual([
      'Dashboard',
      'Master Data: Branch Konten Digiroom, Branch Salesman Digiroom',
      'Promo: List of Promo',
      'News & Tips: List of News & Tips',
      'Vehicles',
      'Notification',
      'Report Order',
    ]);
  });

  it('gives pdi and crc their own dashboards', () => {
    expect(specMenu('pdi')).toEqual(['PDI Dashboard', 'Vehicles', 'Notification', 'Report Order']);
    expect(specMenu('crc')).toEqual(['CRC Dashboard', 'Notification', 'Report Order']);
  });

  it('gives ho_campaign only Campaign', () => {
    expect(specMenu('ho_campaign')).toEqual(['Campaign']);
  });

  it('gives the quest roles their menus', () => {
    expect(specMenu('astraquestadmin')).toEqual([
      QUEST_STATUSES,
      'Rerun Event Mission',
      'Point Correction',
      'Player Points',
      GAME_MASTER_DATA,
    ]);
    expect(specMenu('astraquestgamemaster')).toEqual([
      QUEST_STATUSES,
      'Rerun Event Mission',
      'Player Points',
      GAME_MASTER_DATA,
    ]);
    expect(specMenu('astraquestpointcorrectionadmin')).toEqual([
      'Astra Quest: Point Correction, Player Points',
    ]);
  });

  it('gives both content roles the content menu', () => {
    expect(specMenu('pickontenho')).toEqual(CONTENT_MENU);
    expect(specMenu('pickontencabang')).toEqual(CONTENT_MENU);
  });

  it('gives an unknown role no menu', () => {
    expect(specMenu('visitor')).toEqual([]);
  });

  it('points every item at a route its role may open', () => {
    const roles = ['superadmin', 'ho_testdrive', 'pictestdrive', 'pdi', 'crc', 'ho_campaign'];
    for (const role of roles) {
      for (const item of menuLeaves(menuFor(role, [], EVERY_SPEC_ROUTE))) {
        expect(ROUTE_TABLE.has(item.routeKey ?? '?'), item.label).toBe(true);
      }
    }
  });
});

describe('side menus limited to registered routes', () => {
  const onlyUsers = new Set(['users']);

  it('shows superadmin only the screens that exist', () => {
    expect(outline(menuFor('superadmin', [], onlyUsers))).toEqual(['Users']);
  });

  it('hides the menus whose screens are not built yet', () => {
    for (const role of ['ho_testdrive', 'pictestdrive', 'pdi', 'crc', 'astraquestadmin']) {
      expect(menuFor(role, ['pickontenho', 'pickontencabang'], onlyUsers)).toEqual([]);
    }
  });

  it('keeps a group with the items that exist and drops empty groups', () => {
    const some = new Set(['cluster', 'dashboard', 'listofpromo']);
    expect(outline(menuFor('ho_testdrive', [], some))).toEqual([
      'Master Data: Cluster',
      'Dashboard',
    ]);
    expect(outline(menuFor('pickontenho', [], some))).toEqual([
      'Dashboard',
      'Promo: List of Promo',
    ]);
  });

  it('never shows an item the user may not open even when registered', () => {
    expect(menuFor('crc', ['superadmin-wannabe'], onlyUsers)).toEqual([]);
  });
});
