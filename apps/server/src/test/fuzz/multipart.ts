import type { Prng } from './prng';

export interface MultipartCase {
  label: string;
  contentType: string;
  payload: Buffer;
}

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

const part = (disposition: string, content: Buffer | string, boundary = BOUNDARY) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from('\r\n'),
  ]);

const end = (boundary = BOUNDARY) => Buffer.from(`--${boundary}--\r\n`);
const fileField = (name: string) => `form-data; name="file"; filename="${name}"`;
const withBoundary = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/**
 * Broken multipart bodies (the envelope) and broken files inside a well-formed one (the content):
 * every one must be refused with a 4xx, quickly.
 */
export function malformedMultipart(random: Prng): MultipartCase[] {
  const csv = 'Code,Name\r\nA,B\r\n';
  const whole = Buffer.concat([part(fileField('x.csv'), csv), end()]);
  const noise = Buffer.from(Array.from({ length: 512 }, () => Math.floor(random.next() * 256)));
  return [
    { label: 'no boundary parameter', contentType: 'multipart/form-data', payload: whole },
    { label: 'boundary mismatch', contentType: withBoundary('otherBoundary42'), payload: whole },
    {
      label: 'truncated in the file',
      contentType: withBoundary(),
      payload: whole.subarray(0, whole.length - 12),
    },
    {
      label: 'truncated in the part headers',
      contentType: withBoundary(),
      payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fi`),
    },
    { label: 'empty body', contentType: withBoundary(), payload: Buffer.alloc(0) },
    { label: 'closing boundary only', contentType: withBoundary(), payload: end() },
    {
      label: 'part without headers',
      contentType: withBoundary(),
      payload: Buffer.from(`--${BOUNDARY}\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`),
    },
    {
      label: 'boundary of 200 characters',
      contentType: withBoundary('b'.repeat(200)),
      payload: Buffer.concat([
        part(fileField('x.csv'), csv, 'b'.repeat(200)),
        end('b'.repeat(200)),
      ]),
    },
    {
      label: 'file field without filename',
      contentType: withBoundary(),
      payload: Buffer.concat([part('form-data; name="file"', csv), end()]),
    },
    {
      label: 'NUL in the file name',
      contentType: withBoundary(),
      payload: Buffer.concat([part(fileField('x\u0000.csv'), csv), end()]),
    },
    {
      label: 'two files',
      contentType: withBoundary(),
      payload: Buffer.concat([part(fileField('a.csv'), csv), part(fileField('b.csv'), csv), end()]),
    },
    {
      label: 'corrupt workbook (zip magic, then noise)',
      contentType: withBoundary(),
      payload: Buffer.concat([
        part(fileField('x.xlsx'), Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), noise])),
        end(),
      ]),
    },
    {
      label: 'csv with an unclosed quote',
      contentType: withBoundary(),
      payload: Buffer.concat([part(fileField('x.csv'), 'Code,Name\r\n"A,B\r\nC,D'), end()]),
    },
    {
      label: 'csv of one 500k-character cell',
      contentType: withBoundary(),
      payload: Buffer.concat([part(fileField('x.csv'), `Code\r\n${'a'.repeat(500_000)}`), end()]),
    },
  ];
}
