import { RawJson } from './badValues';

/** JSON text of a value; RawJson parts are spliced in verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@fuzz-raw-${raws.length - 1}@@`;
    }
    return v;
  });
  if (text === undefined) return '';
  return text.replace(/"@@fuzz-raw-(\d+)@@"/g, (_match, index: string) => raws[Number(index)]!);
}

/**
 * Percent-encoding that also carries lone surrogates, as the bytes a broken client would send
 * (ED A0 80...: invalid UTF-8), where encodeURIComponent would throw.
 */
function percent(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    if (char.length === 1 && char >= '\ud800' && char <= '\udfff') {
      const code = char.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}

/** A scalar as form or query text: what a client would type. */
function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'object') return toJson(value);
  return String(value);
}

/**
 * Form or query text of an object: arrays repeat the key, nested objects use bracket keys
 * (`a[b]=1`, as qs-style parsers read them), so wrong structures reach the parser as such.
 */
export function toForm(value: unknown): string {
  if (
    value === null ||
    typeof value !== 'object' ||
    Array.isArray(value) ||
    value instanceof RawJson
  ) {
    return percent(scalarText(value));
  }
  const pairs: string[] = [];
  const add = (key: string, v: unknown) => {
    if (Array.isArray(v)) {
      for (const item of v) add(key, item);
    } else if (v !== null && typeof v === 'object' && !(v instanceof RawJson)) {
      for (const [sub, inner] of Object.entries(v)) add(`${key}[${sub}]`, inner);
    } else {
      pairs.push(`${percent(key)}=${percent(scalarText(v))}`);
    }
  };
  for (const [key, v] of Object.entries(value)) add(key, v);
  return pairs.join('&');
}

/** One path segment: scalars as text, anything else as its JSON. */
export function toPathSegment(value: unknown): string {
  return percent(scalarText(value));
}
