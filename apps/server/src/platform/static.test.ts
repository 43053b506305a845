import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWeb } from './static';

/** A built console as apps/web writes it: hashed assets with their .br and .gz beside them. */
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}];`;
const INDEX = `<!doctype html><html><head><title>Console</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

function writeWithVariants(relative: string, body: string): void {
  const path = join(webDist, relative);
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body));
}

let app: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeWithVariants('index.html', INDEX);
  writeWithVariants('assets/app-abc123.js', SCRIPT);
  // Too small to gain from compression: the build writes no variant.
  writeFileSync(join(webDist, 'assets', 'tiny-def456.js'), 'x');
  app = Fastify();
  await app.register(staticWeb, { webDist, basePath: '/auto2000' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the console files, compressed at build time', () => {
  it('sends the brotli file to a browser that accepts brotli, typed, sized and cached for a year', async () => {
    const reply = await get('/auto2000/assets/app-abc123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(reply.headers['vary']).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
    expect(reply.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser that accepts gzip but not brotli', async () => {
    const reply = await get('/auto2000/assets/app-abc123.js', {
      'accept-encoding': 'gzip, deflate',
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
    expect(gunzipSync(reply.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself, still varying on Accept-Encoding, to a client that accepts no encoding', async () => {
    const reply = await get('/auto2000/assets/app-abc123.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['vary']).toMatch(/accept-encoding/i);
    expect(reply.body).toBe(SCRIPT);
    expect(Number(reply.headers['content-length'])).toBe(SCRIPT.length);
  });

  it('sends the file itself when the build wrote no compressed variant of it', async () => {
    const reply = await get('/auto2000/assets/tiny-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe('x');
  });

  it('compresses the page a console route falls back to, and never caches it', async () => {
    const reply = await get('/auto2000/order/board', { 'accept-encoding': 'br' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(INDEX);
  });

  it('answers 304 to a revalidation with the ETag of the variant it sent', async () => {
    const first = await get('/auto2000/index.html', { 'accept-encoding': 'gzip' });
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    const identity = await get('/auto2000/index.html');
    expect(identity.headers['etag']).not.toBe(etag);
    const again = await get('/auto2000/index.html', {
      'accept-encoding': 'gzip',
      'if-none-match': String(etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
