/**
 * The screens the browser bench audits: the main screen of every role (issue 38's list: the
 * boards, vehicles, notification, report, every master-data list, the quest list and form, game
 * master data, point correction, content lists and forms, campaign list and form), each opened
 * by the account that works on it all day. `path` is relative to the console's base path.
 */
export interface AuditedScreen {
  /** Short name in the bench's output. */
  name: string;
  /** The demo account signed in; none for the sign-in page. */
  account: string | null;
  path: string;
}

const by = (account: string, paths: string[]): AuditedScreen[] =>
  paths.map((path) => ({ name: `${path} (${account})`, account, path }));

export const AUDITED_SCREENS: AuditedScreen[] = [
  { name: 'signin', account: null, path: 'signin' },
  ...by('ho_testdrive', [
    'dashboard',
    'vehicles',
    'notification',
    'reportorder',
    'cluster',
    'branch',
    'branchcluster',
    'branchstock',
    'blockcancellationreason',
    'question',
    'cluster/create',
  ]),
  ...by('pictestdrive', ['dashboard']),
  ...by('pdi', ['pdi']),
  ...by('crc', ['crc']),
  ...by('ho_campaign', ['campaign']),
  ...by('superadmin', ['campaign/create', 'users']),
  ...by('astraquestadmin', ['astraquest', 'astraquest/create', 'pointcorrection']),
  ...by('astraquestgamemaster', [
    'appconfig',
    'productcomponent',
    'pricecomponent',
    'targetpodium',
  ]),
  ...by('pickontencabang', [
    'dashboard/branch',
    'branch-konten',
    'branch-salesman',
    'listofpromo',
    'listofpromo/add',
    'listofnewstips',
    'listofnewstips/add',
  ]),
];

/** `BENCH_SCREENS=dashboard,campaign` audits only the screens whose path is named. */
export function screensToAudit(filter = process.env.BENCH_SCREENS): AuditedScreen[] {
  if (!filter) return AUDITED_SCREENS;
  const wanted = new Set(filter.split(',').map((part) => part.trim()));
  return AUDITED_SCREENS.filter((screen) => wanted.has(screen.path) || wanted.has(screen.name));
}
