import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/**
 * Local stand-ins for a tile server and a Nominatim geocoder, on 127.0.0.1: the specs never reach
 * the internet (the machine has no network, and OpenStreetMap's servers are not a test bed).
 */

export interface SeenRequest {
  url: URL;
  headers: IncomingHttpHeaders;
}

export interface Peer {
  origin: string;
  seen: SeenRequest[];
  /** Stops listening and drops open connections, as a branch network losing its servers would. */
  stop(): Promise<void>;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 256 × 256 RGB tile: pale green with a darker 8-pixel border, so a tiled map is told from the
 * grey grid fallback at a glance in a screenshot.
 */
export function tilePng(): Buffer {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter set, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const edge = x < 8 || y < 8;
      row.set(edge ? [46, 125, 50] : [200, 230, 201], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function peer(answer: (url: URL) => { type: string; body: Buffer | string }): Promise<Peer> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    seen.push({ url, headers: request.headers });
    const { type, body } = answer(url);
    // Nominatim answers any origin (an <img> tile needs no CORS). Not stored: a page opened after
    // the peer stops must find no tile in the browser's cache.
    response.writeHead(200, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Serves the same tile for every /tiles/{z}/{x}/{y}.png. */
export function startTilePeer(): Promise<Peer> {
  const png = tilePng();
  return peer(() => ({ type: 'image/png', body: png }));
}

/** Answers every /search with the given places (Nominatim's jsonv2 shape). */
export function startGeocoderPeer(
  places: { display_name: string; lat: string; lon: string }[],
): Promise<Peer> {
  return peer(() => ({ type: 'application/json', body: JSON.stringify(places) }));
}
