import { createHash } from 'node:crypto';

/**
 * A deterministic job id (a UUID shaped like version 5) from a business key: sending the same
 * key twice names the same job, which the queue inserts once (its id is the table's key).
 */
export function jobId(key: string): string {
  const h = createHash('sha1').update(`dealer-job:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}
