import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_API } from '@dealer/contracts';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let authorization: string;

beforeAll(async () => {
  t = await createTestApp();
  authorization = t.authHeader((await t.signIn('ho_testdrive')).access_token).authorization;
});
afterAll(async () => {
  await t?.close();
});

const UPLOADS = [
  MASTER_API.cluster.upload,
  MASTER_API.branch.upload,
  MASTER_API.branchCluster.upload,
  MASTER_API.branchStock.upload,
  MASTER_API.reason.upload,
  MASTER_API.question.upload,
];

const BOUNDARY = 'dealerMalformedBoundary';
const filePart = (field: string, fileName: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
  `Content-Type: text/csv\r\n\r\n${content}\r\n`;
const END = `--${BOUNDARY}--\r\n`;
const CSV = 'ClusterCode,ClusterName\nCL-X,X\n';

/** Bodies a careless client or an attacker sends as multipart; none may reach a 500. */
const MALFORMED: { name: string; contentType: string; body: string; says: RegExp }[] = [
  {
    name: 'a body cut off in the middle of the file',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: filePart('file', 'a.csv', CSV).slice(0, -12),
    says: /file/,
  },
  {
    name: 'a boundary that the body does not use',
    contentType: 'multipart/form-data; boundary=somethingElse',
    body: filePart('file', 'a.csv', CSV) + END,
    says: /file/,
  },
  {
    name: 'no boundary parameter',
    contentType: 'multipart/form-data',
    body: filePart('file', 'a.csv', CSV) + END,
    says: /file/,
  },
  {
    name: 'an empty boundary parameter',
    contentType: 'multipart/form-data; boundary=',
    body: filePart('file', 'a.csv', CSV) + END,
    says: /file/,
  },
  {
    name: 'an empty body',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: '',
    says: /file is required/,
  },
  {
    name: 'a part whose header never ends',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n`,
    says: /file/,
  },
  {
    name: 'the file in another field',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: filePart('attachment', 'a.csv', CSV) + END,
    says: /field "file", not "attachment"/,
  },
  {
    name: 'two files in the field file',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: filePart('file', 'a.csv', CSV) + filePart('file', 'b.csv', CSV) + END,
    says: /one file/,
  },
  {
    name: 'a second file in another field',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: filePart('file', 'a.csv', CSV) + filePart('other', 'b.csv', CSV) + END,
    says: /one file/,
  },
  {
    name: 'a plain field named file instead of a file',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\nCL-X\r\n${END}`,
    says: /file is required/,
  },
  {
    name: 'a part named like a prototype key',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: filePart('__proto__', 'a.csv', CSV) + END,
    says: /file/,
  },
];

describe('malformed multipart on every upload route', () => {
  for (const variant of MALFORMED) {
    it(`answers 400 naming the field file for ${variant.name}`, async () => {
      for (const url of UPLOADS) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { authorization, 'content-type': variant.contentType },
          payload: variant.body,
        });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        const body = response.json();
        expect(body.message).toMatch(variant.says);
        expect(body.errors).toEqual([expect.objectContaining({ field: 'file' })]);
      }
    });
  }
});
