import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  campaignId: number | undefined;
}

/** Header value of a raw RFC 5322 message (unfolded; encoded words left as they are). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * A real SMTP server on loopback that accepts every mail (demo mode's catcher, the tests' peer).
 * `onMail` may throw to answer the client with an error (`responseCode` on the error).
 */
export async function startSmtpCatcher(
  port: number,
  onMail: (mail: CaughtMail) => Promise<void> | void,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const id = Number(header(raw, 'X-Campaign-Id'));
        // Through then(): an onMail that throws at once answers the client too, not the process.
        Promise.resolve()
          .then(() =>
            onMail({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              subject: decodeSubject(header(raw, 'Subject') ?? ''),
              campaignId: Number.isInteger(id) && id > 0 ? id : undefined,
            }),
          )
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / ?Q?) as nodemailer writes them for non-ASCII. */
function decodeSubject(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g,
    (_m, _charset, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) =>
                String.fromCharCode(parseInt(h, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  );
}
