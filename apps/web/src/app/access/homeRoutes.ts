import { isRole, type Role } from '@dealer/contracts/role-codes';

/** Spec 1 section 2 'Home by role' plus ho_campaign: the start page and the post-login page. */
const HOME_BY_ROLE: Readonly<Record<Role, { home: string; afterSignIn: string }>> = {
  crc: { home: 'crc', afterSignIn: 'crc' },
  pdi: { home: 'pdi', afterSignIn: 'pdi' },
  pictestdrive: { home: 'pictestdrive', afterSignIn: 'dashboard' },
  ho_testdrive: { home: 'dashboard', afterSignIn: 'dashboard' },
  superadmin: { home: 'dashboard', afterSignIn: 'dashboard' },
  pickontenho: { home: 'dashboard', afterSignIn: 'dashboard' },
  pickontencabang: { home: 'dashboard', afterSignIn: 'dashboard' },
  astraquestadmin: { home: 'astraquest', afterSignIn: 'astraquest' },
  astraquestgamemaster: { home: 'astraquest', afterSignIn: 'astraquest' },
  astraquestpointcorrectionadmin: { home: 'pointcorrection', afterSignIn: 'pointcorrection' },
  ho_campaign: { home: 'campaign', afterSignIn: 'campaign' },
};

/** The home page route, open to every role. */
export const HOME_ROUTE_KEY = '';

/**
 * The route key of the role's home (purpose 'home': logo link) or post-login page. A screen that
 * is not built yet is not shown: when no feature registers that route, it is the home page ''.
 */
export function resolveHome(
  role: string,
  registeredRouteKeys: ReadonlySet<string>,
  purpose: 'home' | 'afterSignIn' = 'home',
): string {
  const target = isRole(role) ? HOME_BY_ROLE[role][purpose] : HOME_ROUTE_KEY;
  return registeredRouteKeys.has(target) ? target : HOME_ROUTE_KEY;
}

/** A route key without parameters as a path under the base path: '' -> '/', 'crc' -> '/crc'. */
export function routePath(routeKey: string): string {
  return `/${routeKey}`;
}
