import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { emailMail } from './compose';
import { plainTextOf } from './mimeText';

/** The MIME nodemailer writes for a campaign message, as the SMTP catcher receives it. */
async function raw(text: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const mail = emailMail('Auto2000 <no-reply@example.com>', {
    ref: '1:2:email',
    campaignId: 1,
    to: 'someone@example.com',
    subject: 'Subject',
    text,
    optOutUrl: 'http://localhost/api/campaign/optout/t?channel=email',
  });
  return ((await transport.sendMail(mail)) as { message: Buffer }).message.toString('utf8');
}

describe('the plain text of a caught e-mail', () => {
  it('is the message’s text part, with its opt-out line', async () => {
    expect(plainTextOf(await raw('Diskon 20% untuk servis.'))).toBe(
      'Diskon 20% untuk servis.\n\n--\nStop these messages: http://localhost/api/campaign/optout/t?channel=email',
    );
  });

  it('undoes quoted-printable: long lines, equals signs and letters outside ASCII', async () => {
    const text = `${'Servis berkala = hemat. '.repeat(8)}Café, 日本語 and 🚗.`;
    expect(plainTextOf(await raw(text)).startsWith(text)).toBe(true);
  });

  it('reads a base64 text part and a message that is not multipart', () => {
    const part = Buffer.from('Halo dunia', 'utf8').toString('base64');
    expect(
      plainTextOf(
        `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${part}\r\n`,
      ),
    ).toBe('Halo dunia');
    expect(plainTextOf('Subject: x\r\n\r\nplain body\r\n')).toBe('plain body');
  });

  it('is empty for a message with only an HTML part', () => {
    expect(plainTextOf('Content-Type: text/html\r\n\r\n<p>x</p>')).toBe('');
  });
});
