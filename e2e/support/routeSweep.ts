import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { canOpen } from '../../apps/web/src/app/access/canOpen';
import { ROUTE_TABLE } from '../../apps/web/src/app/access/routeTable';

/**
 * What the route sweep opens, derived from the console itself rather than copied: the web route
 * table (spec 1 and 2 section 2's route × role list, plus ours), and every route a link or a
 * button of the console's source leads to (`navigate('/x')`, `<Link to="/x">`), so a button
 * leading to a route the table does not know is opened too and fails the sweep.
 */

const WEB_SOURCE = resolve(import.meta.dirname, '../../apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// navigate('/x'), navigate(`/x/${id}`), to="/x", to={`/x/${id}`}, to={'/x'}: an absolute path
// inside the console. A target built from a variable base (`${basePath}/...`) has no literal
// route and is reached through the table's own entries.
const TARGET = /(?:navigate\(|\bto=\{?)\s*(['"`])(\/[^'"`]*)\1/g;

/** A literal target as a route pattern: `${…}` segments become parameters, queries go. */
export function targetPattern(target: string): string {
  const segments = target
    .replace(/^\//, '')
    .split('/')
    .map((segment) =>
      /^\$\{[^}]*\}$/.test(segment) ? ':param' : segment.replace(/\$\{[^}]*\}/g, ''),
    )
    .filter((segment) => segment !== '');
  return segments.join('/').replace(/\?.*$/, '');
}

/** Every route pattern a literal link or button target of the console's source leads to. */
export function linkTargetPatterns(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(WEB_SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(TARGET)) {
      const pattern = targetPattern(match[2]!);
      if (pattern !== 'signin' && !pattern.startsWith(':')) found.add(pattern);
    }
  }
  return [...found];
}

/** Do two route patterns name the same route (a parameter matches any segment)? */
export function samePattern(a: string, b: string): boolean {
  const left = a.split('/');
  const right = b.split('/');
  return (
    left.length === right.length &&
    left.every((segment, i) => {
      const other = right[i]!;
      return segment.startsWith(':') || other.startsWith(':') || segment === other;
    })
  );
}

/** The table's key for a pattern, if the table knows it. */
export function tableKeyOf(pattern: string): string | undefined {
  return [...ROUTE_TABLE.keys()].find((key) => samePattern(key, pattern));
}

/** The routes to sweep: every table route, then every link target the table does not know. */
export function sweptRoutes(): string[] {
  const table = [...ROUTE_TABLE.keys()];
  const unknown = linkTargetPatterns().filter((pattern) => tableKeyOf(pattern) === undefined);
  return [...table, ...unknown];
}

/**
 * Should a user holding these roles reach the route? A table route: when the table lets them (a
 * sub-view: and its list too). A link target the table does not know: when they open its
 * module's list (its first segment), as a button on that module's screens leads there.
 */
export function shouldOpen(route: string, role: string, additionalRoles: string[]): boolean {
  const moduleRoute = listRouteOf(route);
  const opensModule = canOpen(moduleRoute, role, additionalRoles);
  const key = tableKeyOf(route);
  if (key === undefined) return ROUTE_TABLE.has(moduleRoute) && opensModule;
  // A sub-view is reached from its list: one whose list the user may not open has no link
  // leading there (ho_testdrive may open campaign/view/:id, but only ho_campaign lists campaigns).
  const reachedFromList = key.includes(':') && ROUTE_TABLE.has(moduleRoute);
  return canOpen(key, role, additionalRoles) && (!reachedFromList || opensModule);
}

/** The list route whose rows carry a sub-view's id: 'cluster/edit/:id' → 'cluster'. */
export function listRouteOf(route: string): string {
  return route.split('/')[0]!;
}
