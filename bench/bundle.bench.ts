import type { Page, Request } from 'playwright-core';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { signIn } from '../e2e/support/console';
import { startServer } from '../e2e/support/server';
import { atMost, type Measurement } from './support/budget';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';

/** What one response cost on the wire, and what it was once decoded. */
interface Transfer {
  path: string;
  /** Playwright's resource type: document, script, stylesheet, image, fetch, ... */
  type: string;
  /** Body bytes as received (compressed when the server compressed it). */
  wire: number;
  /** Body bytes after decoding. */
  decoded: number;
  encoding: string;
  /** A script that carries zod (its classes keep their '$ZodType' name when minified). */
  zod: boolean;
}

const ASSET_TYPES = new Set(['document', 'script', 'stylesheet']);
/**
 * What antd 5 and React 18 sent (main 279a638, 2026-12-01): the move to antd 6 and React 19 was
 * to add nothing on the way to either page, so these are the budgets, not a round figure above.
 */
const SIGN_IN_KB = 195.18;
const BOARD_KB = 511.88;
const TEXT_TYPE = /^(text\/|application\/(javascript|json)|image\/svg)/;
/** A board user: PDI lands on the PDI planning board after signing in. */
const BOARD_USER = 'pdi';

/**
 * Records every response the page receives from now on. The sizes are Chromium's own count of
 * the body bytes it received, so compression (or its absence) shows as it is on the wire.
 */
function recordTransfers(page: Page): () => Promise<Transfer[]> {
  const pending: Promise<Transfer | undefined>[] = [];
  page.on('requestfinished', (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const [sizes, body, headers] = await Promise.all([
          request.sizes(),
          response.body().catch(() => Buffer.alloc(0)),
          response.allHeaders(),
        ]);
        return {
          path: new URL(request.url()).pathname,
          type: request.resourceType(),
          wire: sizes.responseBodySize,
          decoded: body.length,
          encoding: headers['content-encoding'] ?? 'identity',
          zod: request.resourceType() === 'script' && body.includes('$ZodType'),
        };
      })(),
    );
  });
  return async () =>
    (await Promise.all(pending)).filter((t): t is Transfer => t !== undefined && t.wire >= 0);
}

const kb = (bytes: number) => bytes / 1024;
const sum = (transfers: Transfer[], pick: (t: Transfer) => number) =>
  transfers.reduce((total, t) => total + pick(t), 0);

/** Per type: wire KB (decoded KB), and how many answers went out in which encoding. */
function describe(transfers: Transfer[]): string {
  const byType = new Map<string, Transfer[]>();
  for (const t of transfers) byType.set(t.type, [...(byType.get(t.type) ?? []), t]);
  const types = [...byType]
    .map(
      ([type, list]) =>
        `${type} ${list.length}: ${kb(sum(list, (t) => t.wire)).toFixed(1)} KB ` +
        `(${kb(sum(list, (t) => t.decoded)).toFixed(1)} KB decoded)`,
    )
    .join('; ');
  const encodings = new Map<string, number>();
  for (const t of transfers) encodings.set(t.encoding, (encodings.get(t.encoding) ?? 0) + 1);
  return `${types}; encodings ${[...encodings].map(([e, n]) => `${e} ${n}`).join(', ')}`;
}

/** Text answers of 1 KB and more that went out uncompressed: each is a missed saving. */
function uncompressed(transfers: Transfer[], contentTypes: Map<string, string>): Transfer[] {
  return transfers.filter(
    (t) =>
      t.encoding === 'identity' &&
      t.decoded >= 1024 &&
      TEXT_TYPE.test(contentTypes.get(t.path) ?? ''),
  );
}

/**
 * Loads the sign-in page in a fresh Chromium profile, then signs in as a board user and waits
 * for the board, counting what the browser actually received over HTTP from the built server:
 * the HTML, every script the module graph pulls (preloads and lazy chunks alike) and every
 * stylesheet, as sent (brotli or gzip where the server compressed them). The API answers are
 * reported beside the assets.
 */
export async function benchBundle(): Promise<Measurement[]> {
  const server = await startServer({ ...DEFAULT_LOG_LEVEL });
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser);
    const contentTypes = new Map<string, string>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'];
      if (type) contentTypes.set(new URL(response.url()).pathname, type);
    });
    const transfers = recordTransfers(page);

    await page.goto(`${server.baseURL}/signin`, { waitUntil: 'networkidle' });
    await page.getByLabel(/username/i).waitFor();
    const atSignIn = await transfers();
    const signInAssets = atSignIn.filter((t) => ASSET_TYPES.has(t.type));
    const zodScripts = atSignIn.filter((t) => t.zod);

    await signIn(page, server.baseURL, BOARD_USER);
    await page.waitForURL(new RegExp(`/${BOARD_USER}(\\?|$)`), { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const atBoard = await transfers();
    const boardAssets = atBoard.filter((t) => ASSET_TYPES.has(t.type));
    const boardApi = atBoard.filter((t) => t.type === 'fetch' || t.type === 'xhr');
    const missed = uncompressed(atBoard, contentTypes);

    return [
      atMost(
        'sign-in route: HTML + JS + CSS over the wire',
        kb(sum(signInAssets, (t) => t.wire)),
        SIGN_IN_KB,
        'KB',
        describe(atSignIn),
      ),
      atMost(
        'sign-in route: scripts carrying zod',
        zodScripts.length,
        0,
        'scripts',
        zodScripts.map((t) => t.path.split('/').pop()).join(', ') || 'none',
      ),
      atMost(
        'sign-in -> board: HTML + JS + CSS over the wire',
        kb(sum(boardAssets, (t) => t.wire)),
        BOARD_KB,
        'KB',
        `${describe(atBoard)}; API ${kb(sum(boardApi, (t) => t.wire)).toFixed(1)} KB`,
      ),
      atMost(
        'sign-in -> board: text answers >= 1 KB sent uncompressed',
        missed.length,
        0,
        'answers',
        missed.map((t) => `${t.path} ${kb(t.decoded).toFixed(1)} KB`).join(', ') || 'none',
      ),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
