/**
 * How many SMS an SMS text costs (3GPP TS 23.038). A text of GSM-7 characters travels in septets,
 * 160 to a lone message and 153 to each part of a longer one (the other 7 carry the part header);
 * the extension table's characters (`€`, `[`, `{`, ...) cost two septets, an escape and the
 * character, and a pair is never split between parts. One character outside GSM-7 turns the whole
 * text into UCS-2: UTF-16 units, 70 to a lone message and 67 to a part, an emoji's surrogate pair
 * kept whole.
 */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Characters as a reader counts them (code points). */
  characters: number;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  /** Units one part holds: 160 or 153 for GSM-7, 70 or 67 for UCS-2. */
  unitsPerSegment: number;
  segments: number;
}

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

export function smsSegments(text: string): SmsSegments {
  const characters = [...text];
  const gsm = characters.every((c) => basic.has(c) || extension.has(c));
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  // What each character costs in the encoding's units; a character is never split between parts.
  const costs = characters.map((c) => (gsm ? (extension.has(c) ? 2 : 1) : c.length));
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const { single, part } = LIMITS[encoding];
  if (units <= single) {
    return { encoding, characters: characters.length, units, unitsPerSegment: single, segments: 1 };
  }
  let segments = 1;
  let filled = 0;
  for (const cost of costs) {
    if (filled + cost > part) {
      segments += 1;
      filled = 0;
    }
    filled += cost;
  }
  return { encoding, characters: characters.length, units, unitsPerSegment: part, segments };
}
