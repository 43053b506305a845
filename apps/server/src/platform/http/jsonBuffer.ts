import { SUCCESS } from '../records/messages';

/**
 * The JSON text `prefix` + `[item,item,...]` + `suffix`, written once into one Buffer.
 *
 * A board's page of 100 orders is about 130 KB of JSON. Made as JS strings (one text from
 * PostgreSQL, the answer around it, flattened again to encode it), each call put large strings on
 * V8's heap, which fill the old space. Written from the orders' own small texts, nothing large is
 * ever a string: at 100-order pages under load V8's helper threads spent 0.72-0.76 ms a call
 * instead of 0.92-0.93 ms, old-space collections fell from 81-91 to 66-76 in 20 s
 * (docs/history/performance-diary.md, session 13). Most of the rest is the state of the 50 calls in flight,
 * which lives long enough to be promoted.
 */
export function joinJsonArray(prefix: string, items: readonly string[], suffix: string): Buffer {
  let length = Buffer.byteLength(prefix) + Buffer.byteLength(suffix) + 2;
  for (const item of items) length += Buffer.byteLength(item);
  if (items.length > 1) length += items.length - 1;
  const out = Buffer.allocUnsafe(length);
  let at = out.write(prefix, 0);
  out[at++] = 0x5b; // [
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out[at++] = 0x2c; // ,
    at += out.write(items[i]!, at);
  }
  out[at++] = 0x5d; // ]
  out.write(suffix, at);
  return out;
}

/** The envelope every successful answer opens with, without its closing brace. */
const SUCCESS_OPENING = JSON.stringify(SUCCESS).slice(0, -1);

/**
 * A successful answer whose list `listKey` is made of JSON texts as they are:
 * `{"acknowledge":1,"message":"Success","<listKey>":[...]` + `rest` (which closes the object).
 */
export const successWithJsonList = (listKey: string, items: readonly string[], rest: string) =>
  joinJsonArray(`${SUCCESS_OPENING},${JSON.stringify(listKey)}:`, items, rest);
