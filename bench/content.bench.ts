import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { CONTENT_API } from '@dealer/contracts/content';
import { FILES_API } from '@dealer/contracts/files';
import { resizeVariants } from '../apps/server/src/platform/files/variants';
import { businessToday } from '../apps/server/src/platform/time/businessDate';
import { makeDataDir, startServer } from '../e2e/support/server';
import { atLeast, atMost, type Measurement } from './support/budget';
import { describe, loadAverage, runLoad } from './support/load';
import { signIn } from './support/signIn';
import { BROWSER_ACCEPT_ENCODING } from './support/consoleHeaders';
import { helloBaseline } from './support/helloBaseline';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';

/** The demo branches with content. */
const BRANCHES = ['T002', 'T010', 'T011', 'T012', 'T020', 'T021'];

const ddmm = (iso: string) => `${iso.slice(8)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The content budgets (issue 14) on the embedded database with the demo data:
 * 1. the public running promotions of one branch (each of the six demo branches in turn, asked
 *    with a browser's Accept-Encoding) at 200 connections: >= 2,000 requests/s with p95 <= 50 ms
 *    (the answer is cached for a second and carries an ETag), and a new promotion visible there
 *    within 5 s;
 * 2. a 6000 x 4000 JPEG uploaded and resized into the website's sizes (upload + promotion save
 *    making the variants) in <= 1 s, with the server's RSS growing by <= 150 MB (sampled every
 *    20 ms); the resize alone is measured too, in the bench process.
 */
export async function benchContent(): Promise<Measurement[]> {
  // The bench is one client address: lift the per-address limit that protects the public API.
  const server = await startServer(
    { ...DEFAULT_LOG_LEVEL, CONTENT_PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000' },
    makeDataDir(),
  );
  try {
    // One branch per call, the demo branches in turn, asked as a browser asks (compressed).
    const path = `${CONTENT_API.public.promotions}?branchCode=T010`;
    const requests = BRANCHES.map((code) => ({
      method: 'GET' as const,
      path: `${CONTENT_API.public.promotions}?branchCode=${code}`,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    }));
    await runLoad({ url: server.origin, connections: 20, seconds: 2, requests });
    const load = await runLoad({ url: server.origin, connections: 200, seconds: 10, requests });
    const hello = await helloBaseline(200, 10);
    const loadNote = `${describe(load)}; load average ${loadAverage()}; baseline: ${hello.line}`;

    const token = (await signIn(server.origin, 'pickontenho')).access_token;
    const auth = { authorization: `Bearer ${token}` };
    const today = businessToday('Asia/Jakarta');
    const promo = (name: string, image: string | null) => ({
      name,
      promotionDescription: '<p>Bench</p>',
      shortDescription: 'Bench',
      validFrom: ddmm(today),
      validTo: ddmm(today),
      branchCode: 'T010',
      activeStatus: true,
      image,
    });
    const post = (url: string, body: unknown) =>
      fetch(server.origin + url, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // A change shows: warm the cache, save, then poll the website's call until it lists it.
    await fetch(server.origin + path);
    const name = `Bench visibility ${Date.now()}`;
    const saved = Date.now();
    if (!(await post(CONTENT_API.promoCreate, promo(name, null))).ok)
      throw new Error('save failed');
    let visibleMs = Number.POSITIVE_INFINITY;
    while (Date.now() - saved < 10_000) {
      const body = await (await fetch(server.origin + path)).text();
      if (body.includes(name)) {
        visibleMs = Date.now() - saved;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }

    // A 6000 x 4000 camera-like JPEG (noise keeps it large, as a real photo is).
    const jpeg = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: '#6a8caf',
        noise: { type: 'gaussian', mean: 128, sigma: 12 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    // The resize alone, as the server runs it (one decode with JPEG shrink-on-load, the thumbnail
    // from the web size), in this process: the share of the upload budget that sharp takes.
    const benchBefore = process.memoryUsage().rss / 1048576;
    const resizeStarted = performance.now();
    await resizeVariants(jpeg);
    const resizeMs = performance.now() - resizeStarted;
    const resizeNote = `RSS of the bench process +${(process.memoryUsage().rss / 1048576 - benchBefore).toFixed(0)} MB; load average ${loadAverage()}`;

    const pid = server.pid!;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
    const upload = await fetch(server.origin + FILES_API.image, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
    const { fileId } = (await upload.json()) as { fileId: string };
    const created = await post(CONTENT_API.promoCreate, promo('Bench photo', fileId));
    if (!created.ok) throw new Error(`save failed: ${created.status} ${await created.text()}`);
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    const imageNote = `${(jpeg.length / 1024 / 1024).toFixed(1)} MB JPEG; RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB; load average ${loadAverage()}`;

    return [
      atLeast(
        'public promotions of one branch, 200 connections',
        load.perSecond,
        2000,
        'req/s',
        loadNote,
      ),
      atMost('public promotions p95', load.p95, 50, 'ms', loadNote),
      atMost('a saved promotion shows in the public API', visibleMs, 5000, 'ms'),
      atMost(
        '6000x4000 JPEG resized into the web size and thumbnail',
        resizeMs,
        1000,
        'ms',
        resizeNote,
      ),
      atMost('6000x4000 JPEG upload + resize', elapsed, 1000, 'ms', imageNote),
      atMost('server RSS growth during it', peak - before, 150, 'MB', imageNote),
    ];
  } finally {
    await server.stop();
  }
}
