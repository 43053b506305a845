import { header } from './catcher';

/**
 * The plain-text part of a raw e-mail as its reader sees it (the demo catcher shows it): the first
 * text/plain part of a multipart message, its transfer encoding (quoted-printable, base64)
 * undone. Empty when the message has no text part. Reads what nodemailer writes (UTF-8 text); it
 * is not a general MIME parser.
 */
export function plainTextOf(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = (header(raw, 'Content-Type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(header(raw, 'Content-Type') ?? '')?.[1];
    if (!boundary) return '';
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break; // the closing delimiter
      const text = plainTextOf(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (!type.startsWith('text/plain')) return '';
  const encoding = (header(raw, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n+$/, '');
}

/** RFC 2045 quoted-printable: soft line breaks dropped, =XX turned back into its byte. */
function quotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}
