import type { Role } from '@dealer/contracts/roles';

/**
 * Protected routes and the roles that may open them: spec 1 section 2, spec 2 section 2, and the
 * routes we add ourselves (users). Keys are route patterns relative to the base path. superadmin
 * opens every protected route, so a route listing no roles is superadmin-only. This table is the
 * only place the browser decides access; the server decides again on every call.
 */
export const EVERY_ROLE = 'every role';
export type AllowedRoles = readonly Role[] | typeof EVERY_ROLE;

const HO: readonly Role[] = ['ho_testdrive'];
const TESTDRIVE_STAFF: readonly Role[] = ['ho_testdrive', 'crc', 'pdi', 'pictestdrive'];
const QUEST: readonly Role[] = ['astraquestadmin', 'astraquestgamemaster'];
const CONTENT: readonly Role[] = ['pickontenho', 'pickontencabang'];
const SUPERADMIN_ONLY: readonly Role[] = [];

type Entry = readonly [pattern: string, roles: AllowedRoles];

/** A list route plus its sub-views, e.g. cluster, cluster/create, cluster/edit/:id. */
function screen(base: string, roles: AllowedRoles, views: readonly string[]): Entry[] {
  return [[base, roles], ...views.map((view): Entry => [`${base}/${view}`, roles])];
}

const FORM_VIEWS = ['create', 'edit/:id', 'view/:id', 'copy/:id'] as const;
const QUEST_STATUSES = ['draft', 'open', 'active', 'inactive', 'cancelled', 'deleted'] as const;

const ENTRIES: readonly Entry[] = [
  ['', EVERY_ROLE],

  // Spec 1: test drive, campaigns, master data.
  ['campaign', ['ho_campaign']],
  ...FORM_VIEWS.map((view): Entry => [`campaign/${view}`, HO]),
  ...screen('cluster', HO, FORM_VIEWS),
  ...screen('branch', HO, FORM_VIEWS),
  ...screen('branchcluster', HO, FORM_VIEWS),
  ...screen('branchstock', HO, FORM_VIEWS),
  ...screen('blockcancellationreason', HO, FORM_VIEWS),
  ...screen('question', HO, ['create', 'edit/:id', 'view/:id']),
  ['dashboard/testdrive', HO],
  ['dashboard/daily/:id/:branch', HO],
  ['crc', ['crc']],
  ['crc/daily/:id/:branch', ['crc']],
  ['pdi', ['pdi']],
  ['pdi/daily/:id/:branch', ['pdi']],
  ['pictestdrive', ['ho_testdrive', 'pictestdrive']],
  ['pictestdrive/daily/:id/:branch', ['pictestdrive']],
  // Ours (issue 10): the link of one order, its popup over the user's board (the server decides
  // whether the order is the user's to see).
  ['order/:orderNo', TESTDRIVE_STAFF],
  ['vehicles', TESTDRIVE_STAFF],
  ['notification', TESTDRIVE_STAFF],
  ['reportorder', TESTDRIVE_STAFF],
  ['notification/:id', ['ho_testdrive', 'crc', 'pdi']],
  ['dashboard', ['ho_testdrive', 'pickontencabang', 'pictestdrive', 'pickontenho']],

  // Spec 2: quests and game master data.
  ...screen('astraquest', QUEST, [...QUEST_STATUSES, 'create', 'view/:id', 'copy/:id', 'edit/:id']),
  ...['why/:id', 'backtest/:id', 'podium/:id'].map((view): Entry => [`astraquest/${view}`, QUEST]), // quest engine
  ['rerunevent', QUEST],
  ['appconfig', QUEST],
  ...screen('productcomponent', QUEST, ['create', 'view/:id', 'edit/:id']),
  ...screen('pricecomponent', QUEST, ['create', 'edit/:id']),
  ['targetpodium', QUEST],
  ['pointcorrection', ['astraquestadmin', 'astraquestpointcorrectionadmin']],
  // Ours (issue 12): balances and ledger entries per player, for the three game roles.
  ['playerpoints', ['astraquestadmin', 'astraquestgamemaster', 'astraquestpointcorrectionadmin']],

  // Spec 2: branch content.
  ['dashboard/branch', CONTENT],
  ...screen('branch-konten', CONTENT, ['edit/:id']),
  ...screen('branch-salesman', CONTENT, ['edit/:id']),
  ...screen('listofpromo', CONTENT, ['add', 'edit/:id']),
  ...screen('listofnewstips', CONTENT, ['add', 'edit/:id']),

  // Ours: identity administration.
  ...screen('users', SUPERADMIN_ONLY, ['create', 'edit/:id']),
];

export const ROUTE_TABLE: ReadonlyMap<string, AllowedRoles> = new Map(ENTRIES);
