import type { Role } from '@dealer/contracts/roles';

/** Icon names the shell maps to @ant-design/icons (see app/shell/menuIcons.tsx). */
export type MenuIconName =
  | 'home'
  | 'campaign'
  | 'masterData'
  | 'dashboard'
  | 'vehicles'
  | 'notification'
  | 'report'
  | 'quest'
  | 'rerun'
  | 'pointCorrection'
  | 'promo'
  | 'newsTips'
  | 'users';

export interface MenuNode {
  /** Unique within one role's menu. Leaves use their route key. */
  id: string;
  /** The spec's label, word for word; the i18n key below translates it. */
  label: string;
  labelKey: string;
  icon?: MenuIconName;
  /** Leaf: the route key (route table pattern) it opens. */
  routeKey?: string;
  /** Shown only when the user also holds this role as an additional role. */
  onlyWith?: Role;
  children?: readonly MenuNode[];
}

const leaf = (
  routeKey: string,
  label: string,
  labelKey: string,
  icon?: MenuIconName,
): MenuNode => ({
  id: routeKey,
  routeKey,
  label,
  labelKey: `menu.${labelKey}`,
  icon,
});

const group = (
  id: string,
  label: string,
  labelKey: string,
  icon: MenuIconName,
  children: readonly MenuNode[],
): MenuNode => ({ id, label, labelKey: `menu.${labelKey}`, icon, children });

const only = (role: Role, node: MenuNode): MenuNode => ({ ...node, onlyWith: role });

// Leaves shared by several menus.
const campaign = leaf('campaign', 'Campaign', 'campaign', 'campaign');
const dashboard = leaf('dashboard', 'Dashboard', 'dashboard', 'dashboard');
const vehicles = leaf('vehicles', 'Vehicles', 'vehicles', 'vehicles');
const notification = leaf('notification', 'Notification', 'notification', 'notification');
const reportOrder = leaf('reportorder', 'Report Order', 'reportOrder', 'report');
const cluster = leaf('cluster', 'Cluster', 'cluster');
const branchCluster = leaf('branchcluster', 'Mapping Cluster x Branch', 'branchCluster');
const branchStock = leaf('branchstock', 'Branch Stock', 'branchStock');
const reason = leaf(
  'blockcancellationreason',
  'Block Cancellation Reason',
  'blockCancellationReason',
);
const question = leaf('question', 'Question', 'question');
const branchKonten = leaf('branch-konten', 'Branch Konten Digiroom', 'branchKonten');
const branchSalesman = leaf('branch-salesman', 'Branch Salesman Digiroom', 'branchSalesman');
const pointCorrection = leaf(
  'pointcorrection',
  'Point Correction',
  'pointCorrection',
  'pointCorrection',
);

/** Ours (issue 12): the points ledger per player, for the three game roles. */
const playerPoints = leaf('playerpoints', 'Player Points', 'playerPoints', 'pointCorrection');

const contentMasterData = group('master-data', 'Master Data', 'masterData', 'masterData', [
  branchKonten,
  branchSalesman,
]);
const promo = group('promo', 'Promo', 'promo', 'promo', [
  leaf('listofpromo', 'List of Promo', 'listOfPromo'),
]);
const newsTips = group('news-tips', 'News & Tips', 'newsTips', 'newsTips', [
  leaf('listofnewstips', 'List of News & Tips', 'listOfNewsTips'),
]);

const questByStatus = group('astraquest', 'Astra Quest', 'astraQuest', 'quest', [
  leaf('astraquest/draft', 'Draft', 'questDraft'),
  leaf('astraquest/open', 'Open', 'questOpen'),
  leaf('astraquest/active', 'Active', 'questActive'),
  leaf('astraquest/inactive', 'Inactive', 'questInactive'),
  leaf('astraquest/cancelled', 'Cancelled', 'questCancelled'),
  leaf('astraquest/deleted', 'Deleted', 'questDeleted'),
]);
const rerunEvent = leaf('rerunevent', 'Rerun Event Mission', 'rerunEvent', 'rerun');
const gameMasterData = group('master-data', 'Master Data', 'masterData', 'masterData', [
  leaf('appconfig', 'App Configuration', 'appConfig'),
  leaf('productcomponent', 'Product', 'product'),
  leaf('pricecomponent', 'Price Component', 'priceComponent'),
  leaf('targetpodium', 'Target Tier Podium', 'targetPodium'),
]);

const contentMenu: readonly MenuNode[] = [contentMasterData, dashboard, promo, newsTips];

/**
 * Side menus per role: spec 1 section 2 ('Side menus per role') and spec 2 section 2 ('Side
 * menus'), in the spec's order, plus 'Users' for superadmin (identity administration is ours).
 */
export const SIDE_MENUS: Readonly<Record<Role, readonly MenuNode[]>> = {
  ho_campaign: [campaign],
  superadmin: [
    campaign,
    group('master-data', 'Master Data', 'masterData', 'masterData', [
      cluster,
      leaf('branch', 'Branch', 'branch'),
      branchCluster,
      branchStock,
      reason,
      question,
    ]),
    dashboard,
    vehicles,
    notification,
    reportOrder,
    group('astraquest-group', 'Astra Quest', 'astraQuest', 'quest', [
      leaf('astraquest', 'Astra Quest', 'astraQuest'),
      pointCorrection,
      playerPoints,
    ]),
    leaf('users', 'Users', 'users', 'users'),
  ],
  ho_testdrive: [
    group('master-data', 'Master Data', 'masterData', 'masterData', [
      cluster,
      leaf('branch', 'Branch Test Drive', 'branchTestDrive'),
      branchCluster,
      branchStock,
      reason,
      question,
      only('pickontenho', branchKonten),
      only('pickontenho', branchSalesman),
    ]),
    dashboard,
    vehicles,
    notification,
    reportOrder,
  ],
  pdi: [
    leaf('pdi', 'PDI Dashboard', 'pdiDashboard', 'dashboard'),
    vehicles,
    notification,
    reportOrder,
  ],
  crc: [leaf('crc', 'CRC Dashboard', 'crcDashboard', 'dashboard'), notification, reportOrder],
  pictestdrive: [
    dashboard,
    only('pickontencabang', contentMasterData),
    only('pickontencabang', promo),
    only('pickontencabang', newsTips),
    vehicles,
    notification,
    reportOrder,
  ],
  pickontenho: contentMenu,
  pickontencabang: contentMenu,
  astraquestadmin: [questByStatus, rerunEvent, pointCorrection, playerPoints, gameMasterData],
  astraquestgamemaster: [questByStatus, rerunEvent, playerPoints, gameMasterData],
  astraquestpointcorrectionadmin: [
    group('astraquest', 'Astra Quest', 'astraQuest', 'quest', [pointCorrection, playerPoints]),
  ],
};
