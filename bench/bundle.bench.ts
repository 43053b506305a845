import { gzipSync } from 'node:zlib';
import { startServer } from '../e2e/support/server';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { atMost, type Measurement } from './support/budget';

/**
 * Loads the sign-in page in Chromium and adds up the gzip size of every script it fetched, so the
 * figure is what a user's first visit really costs, lazy chunks included if the page asks for them.
 */
export async function benchBundle(): Promise<Measurement[]> {
  const server = await startServer({ LOG_LEVEL: 'error' });
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser);
    const scripts = new Map<string, number>();
    page.on('response', async (reply) => {
      if (reply.request().resourceType() !== 'script') return;
      const body = await reply.body().catch(() => Buffer.alloc(0));
      scripts.set(new URL(reply.url()).pathname, gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${server.baseURL}/signin`, { waitUntil: 'networkidle' });
    await page.getByLabel(/username/i).waitFor();
    const totalKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    const names = [...scripts.keys()].map((p) => p.split('/').pop()).join(', ');
    return [
      atMost(
        'sign-in route JavaScript (gzip)',
        totalKb,
        250,
        'KB',
        `${scripts.size} scripts: ${names}`,
      ),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
