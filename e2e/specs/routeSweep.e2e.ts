import { API } from '@dealer/contracts/platform';
import { normalizeRole } from '@dealer/contracts/roles';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../support/accounts';
import { launchBrowser, newPage, seriousAxeViolations, snapshot } from '../support/browser';
import { signIn } from '../support/console';
import {
  linkTargetPatterns,
  listRouteOf,
  samePattern,
  shouldOpen,
  sweptRoutes,
  tableKeyOf,
} from '../support/routeSweep';

const baseURL = inject('baseURL');
const demoDay = inject('demoDay');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a screen must never be when the user may open it and followed a link there. */
const FAILURE_HEADINGS = ['Page not found', 'No access', 'Internal server error'];
/** The branch the demo's test-drive accounts all work for (its daily timeline). */
const DEMO_BRANCH = 'T010';

/** The roles the server gave the account at sign-in, as the console keeps them. */
async function signInRoles(page: Page, userName: string) {
  const reply = page.waitForResponse((response) => response.url().includes(API.auth.roleActivity));
  await signIn(page, baseURL, userName);
  const body = (await (await reply).json()) as {
    roleActivities: { roleCode: string }[];
    additionalRoles: string[];
  };
  const [role = ''] = body.roleActivities.map((a) => normalizeRole(a.roleCode));
  return { role, additionalRoles: body.additionalRoles.map(normalizeRole) };
}

/**
 * Paths inside the console that the page's links lead to, and, on a list screen, the first row's
 * key. A list is read once it shows a row or its empty placeholder (the screen has finished
 * loading by then: `screenHeading` waited for its spinners); a screen without a table has no key.
 * Sub-views are never asked for one: their keys would not be used.
 */
async function harvest(page: Page, isList: boolean) {
  const links = await page
    .locator('#main-content a[href]')
    .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const base = new URL(baseURL).pathname.replace(/\/$/, '');
  const paths = links.filter((p) => p.startsWith(`${base}/`)).map((p) => p.slice(base.length + 1));
  if (!isList) return { paths, rowKey: null };
  const outcome = await page.waitForFunction(() => {
    const table = document.querySelector('#main-content .ant-table');
    if (!table) return { rowKey: null };
    const row = table.querySelector('.ant-table-tbody tr[data-row-key]');
    if (row) return { rowKey: row.getAttribute('data-row-key') };
    return table.querySelector('.ant-table-placeholder') ? { rowKey: null } : false;
  });
  const { rowKey } = (await outcome.jsonValue()) as { rowKey: string | null };
  return { paths, rowKey };
}

/** A concrete path for a route: a link seen on the way, the daily view's day, or a list's row. */
function concretePath(
  route: string,
  seen: ReadonlySet<string>,
  rowKeys: ReadonlyMap<string, string>,
): string | undefined {
  if (!route.includes(':')) return route;
  const linked = [...seen].find((path) => samePattern(route, path));
  if (linked !== undefined) return linked;
  const segments = route.split('/');
  if (segments.includes('daily')) {
    return route.replace(':id', demoDay).replace(':branch', DEMO_BRANCH);
  }
  const key = rowKeys.get(listRouteOf(route));
  if (key === undefined || segments.filter((s) => s.startsWith(':')).length !== 1) return undefined;
  return segments.map((s) => (s.startsWith(':') ? encodeURIComponent(key) : s)).join('/');
}

/** Waits for a screen: its heading, with nothing still loading; returns the heading. */
async function screenHeading(page: Page): Promise<string> {
  const heading = page.locator('#main-content h1').first();
  await heading.waitFor();
  await page.locator('#main-content .ant-spin-spinning').first().waitFor({ state: 'detached' });
  return (await heading.textContent())?.trim() ?? '';
}

/** Opens a path with a full page load and waits for its screen. */
async function openScreen(page: Page, path: string): Promise<string> {
  await page.goto(`${baseURL}/${path}`);
  return screenHeading(page);
}

/** A path no route matches: the console shows 'Page not found' for it. */
const NOWHERE = '__route-sweep-nowhere';
const FRESH = 'data-sweep-left';

/**
 * Opens a path the way the console's own links do (history, no page load), which takes a
 * fraction of a full load's time. The path is reached through a page no route matches, so the
 * screen is always mounted anew: a screen whose component the router reuses (two routes of the
 * same page) would otherwise show its old heading until it re-rendered, and the sweep would read
 * it. A heading not marked as the 'not found' page's is the new screen's. When none comes (the
 * path itself is not found, and the router kept the same page), a full load tells what it is.
 */
async function navigateTo(page: Page, path: string): Promise<string> {
  const base = new URL(baseURL).pathname.replace(/\/$/, '');
  const push = (target: string) =>
    page.evaluate((url) => {
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `${base}/${target}`);
  await push(NOWHERE);
  await page.locator('#main-content h1', { hasText: 'Page not found' }).waitFor();
  await page
    .locator('#main-content h1')
    .first()
    .evaluate((h1, mark) => h1.setAttribute(mark, ''), FRESH);
  await push(path);
  const mounted = await page
    .locator(`#main-content h1:not([${FRESH}])`)
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  return mounted ? screenHeading(page) : openScreen(page, path);
}

describe('the route sweep', () => {
  it('finds every link and button target of the console in the route table', () => {
    // A route a button leads to but the table does not know opens for superadmin only: every
    // other role gets 'no access' (the Podium button of issue 35 item 3 was one).
    const unknown = linkTargetPatterns().filter((pattern) => tableKeyOf(pattern) === undefined);
    expect(unknown).toEqual([]);
  });

  for (const account of DEMO_ACCOUNTS) {
    it(`opens every screen ${account.userName} may reach, none 'not found', 'no access' or broken`, async () => {
      const { context, page } = await newPage(browser);
      const { role, additionalRoles } = await signInRoles(page, account.userName);
      await page.getByText(`Hi, ${account.fullName}`).waitFor();

      const routes = sweptRoutes().filter((route) => shouldOpen(route, role, additionalRoles));
      // Screens without parameters first: their links and rows give the others their ids.
      const ordered = [
        ...routes.filter((r) => !r.includes(':')),
        ...routes.filter((r) => r.includes(':')),
      ];
      const seen = new Set<string>();
      const rowKeys = new Map<string, string>();
      const emptyLists = new Set<string>();
      const problems: string[] = [];
      for (const route of ordered) {
        const path = concretePath(route, seen, rowKeys);
        // Its list was opened and had no row for this account: nothing leads there to open.
        if (path === undefined && emptyLists.has(listRouteOf(route))) continue;
        if (path === undefined) {
          problems.push(`${route}: no link or row on the way gave it an id`);
          continue;
        }
        const heading = await navigateTo(page, path);
        if (FAILURE_HEADINGS.includes(heading)) {
          problems.push(`${route} (${path}): ${heading}`);
          await snapshot(page, `sweep-${account.userName}-${route.replace(/[/:]/g, '_')}`);
          continue;
        }
        const found = await harvest(page, !route.includes(':'));
        found.paths.forEach((p) => seen.add(p));
        if (!route.includes(':')) {
          if (found.rowKey === null) emptyLists.add(route);
          else rowKeys.set(route, found.rowKey);
        }
      }
      expect(problems.map((problem) => `${account.userName}: ${problem}`)).toEqual([]);
      await context.close();
    }, 600_000);
  }
});

describe('a route the user may not open', () => {
  it("shows 'No access' naming the roles that may, and keeps 'Page not found' for no such page", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseURL, 'crc');
    await page.getByText('Hi, Rina Kusuma').waitFor();
    expect(await openScreen(page, 'cluster')).toBe('No access');
    await page
      .getByText('Your role (CRC) may not open this page. It is for: HO Test Drive, Super Admin.')
      .waitFor();
    await snapshot(page, 'no-access-crc-cluster');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await openScreen(page, 'no-such-screen')).toBe('Page not found');
    await context.close();
  });
});
