import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { multipartFile } from '../../test/masterHelpers';
import { sniffImage } from './sniff';
import { jpegHeader, pngClaiming, pngImage } from './test/images';

describe('sniffImage', () => {
  it('reads the type and size of PNG, JPEG, GIF and WebP from their bytes', () => {
    expect(sniffImage(pngImage(3, 2))).toEqual({ mime: 'image/png', width: 3, height: 2 });
    expect(sniffImage(jpegHeader(6000, 4000))).toEqual({
      mime: 'image/jpeg',
      width: 6000,
      height: 4000,
    });
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([10, 0, 20, 0, 0, 0, 0])]);
    expect(sniffImage(gif)).toEqual({ mime: 'image/gif', width: 10, height: 20 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(99, 24, 3);
    webp.writeUIntLE(49, 27, 3);
    expect(sniffImage(webp)).toEqual({ mime: 'image/webp', width: 100, height: 50 });
  });

  it('refuses bytes that only pretend to be an image', () => {
    expect(sniffImage(Buffer.from('<html><script>alert(1)</script></html>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('%PDF-1.7 not a picture'))).toBeUndefined();
    expect(sniffImage(pngImage(2, 2).subarray(0, 12))).toBeUndefined();
  });
});

describe('the image store', () => {
  let t: TestApp;
  let token: string;
  const upload = (content: Buffer, fileName = 'banner.png', as = token) => {
    const { payload, contentType } = multipartFile(fileName, content);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/image',
      headers: { ...t.authHeader(as), 'content-type': contentType },
      payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signIn('astraquestgamemaster')).access_token;
  });
  afterAll(() => t.close());

  it('stores an image once per content and serves it with a year of caching', async () => {
    const image = pngImage(40, 30);
    const first = await upload(image);
    expect(first.statusCode).toBe(200);
    const stored = first.json();
    expect(stored).toMatchObject({
      fileId: createHash('sha256').update(image).digest('hex'),
      mime: 'image/png',
      width: 40,
      height: 30,
      byteSize: image.length,
      fileName: 'banner.png',
    });
    const again = await upload(image, 'renamed.png');
    expect(again.json().fileId).toBe(stored.fileId);

    const read = await t.app.inject({ method: 'GET', url: stored.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(read.rawPayload.equals(image)).toBe(true);
    const cached = await t.app.inject({
      method: 'GET',
      url: stored.url,
      headers: { 'if-none-match': read.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('refuses a non-image named .png and an oversized canvas with a 400 naming the field', async () => {
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'logo.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toEqual([
      { field: 'file', message: 'file is not a PNG, JPEG, GIF or WebP image' },
    ]);
    const bomb = await upload(pngClaiming(100_000, 100_000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toContain('megapixels');
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('lets only the roles whose screens carry images upload', async () => {
    const crc = (await t.signIn('crc')).access_token;
    expect((await upload(pngImage(2, 2), 'x.png', crc)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/api/files/${'0'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc' });
    expect(malformed.statusCode).toBe(400);
  });
});
