import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@dealer/contracts';
import { createTestApp, type TestApp } from '../test/testApp';
import { COMPRESS_MIN_BYTES, compressBody, compression, negotiateEncoding } from './compress';

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Branch ${i}`, active: true }));
const LARGE = { acknowledge: 1, rows };
const SMALL = { acknowledge: 1, message: 'ok' };

describe('choosing the encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, and answers none when neither is acceptable', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('honours q-values, refusals and the wildcard', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
  });
});

describe('how hard a body is compressed', () => {
  // Orders as the board sends them: repeated keys, varied values.
  const body = Buffer.from(
    JSON.stringify(
      Array.from({ length: 300 }, (_, i) => ({
        testDriveOrderNo: `TD-T010-${String(100_000 + i * 7919)}`,
        customerName: `Customer ${(i * 7_919) % 1_000}`,
        startDateTime: new Date(Date.UTC(2026, 10, 1 + (i % 30), 2 + (i % 9))).toISOString(),
        statusCode: (i * 5) % 16,
      })),
    ),
  );

  it('gives a cached body (sent many times) smaller output than a per-answer body, both lossless', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const [answer, cached] = await Promise.all([
        compressBody(body, encoding),
        compressBody(body, encoding, 'cached'),
      ]);
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decode(answer).equals(body)).toBe(true);
      expect(decode(cached).equals(body)).toBe(true);
      expect(cached.length).toBeLessThan(answer.length);
      expect(answer.length).toBeLessThan(body.length / 4);
    }
  });

  it("compresses an answer too large for the event loop on libuv's pool, losslessly", async () => {
    // 256 KB and more go to the pool (COMPRESS_ON_LOOP_MAX_BYTES); below, on the loop.
    const big = Buffer.from(
      JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `Order ${i}` }))),
    );
    expect(big.length).toBeGreaterThan(256 * 1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      const compressed = await compressBody(big, encoding);
      expect(decode(compressed).equals(big)).toBe(true);
      expect(compressed.length).toBeLessThan(big.length / 4);
    }
  });
});

describe('compressing answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compression);
    app.get('/large', async () => LARGE);
    app.get('/small', async () => SMALL);
    app.get('/stream', (_request, reply) =>
      reply.type('application/json').send(Readable.from([JSON.stringify(LARGE)])),
    );
    app.get('/binary', (_request, reply) =>
      reply.type('application/octet-stream').send(Buffer.alloc(4096, 7)),
    );
    app.get('/no-transform', (_request, reply) =>
      reply.header('cache-control', 'no-transform').send(LARGE),
    );
    app.get('/tagged', (_request, reply) => reply.header('etag', '"v1"').send(LARGE));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a JSON answer above the threshold in brotli, with its length and Vary', async () => {
    const reply = await get('/large', 'gzip, deflate, br');
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(LARGE);
  });

  it('sends it in gzip to a client that does not accept brotli', async () => {
    const reply = await get('/large', 'gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
    expect(JSON.parse(gunzipSync(reply.rawPayload).toString())).toEqual(LARGE);
  });

  it('sends it as it is, still varying on Accept-Encoding, to a client that accepts no encoding', async () => {
    const reply = await get('/large');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['vary']).toMatch(/accept-encoding/i);
    expect(reply.json()).toEqual(LARGE);
  });

  it('leaves an answer below the threshold alone', async () => {
    const reply = await get('/small', 'br, gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['vary']).toBeUndefined();
    expect(reply.json()).toEqual(SMALL);
  });

  it('leaves streams, binary types and no-transform answers alone', async () => {
    for (const url of ['/stream', '/binary', '/no-transform']) {
      const reply = await get(url, 'br, gzip');
      expect(reply.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('weakens a strong ETag on a compressed answer: the bytes differ per encoding', async () => {
    expect((await get('/tagged', 'br')).headers['etag']).toBe('W/"v1"');
    expect((await get('/tagged')).headers['etag']).toBe('"v1"');
  });
});

describe('compression in the application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('compresses every large JSON answer of the built app, the OpenAPI document included', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `${API.docs}/json`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(reply.rawPayload).toString()) as {
      openapi?: string;
    };
    expect(document.openapi).toBeDefined();
  });

  it('leaves a small answer such as /healthz uncompressed', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: API.health,
      headers: { 'accept-encoding': 'br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });
});
