import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_API,
  type BlastMessage,
  type BlastMessageListResponse,
} from '@dealer/contracts/campaign';
import { callerFor, type Caller } from '../../test/masterHelpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { exportedDate, readExport } from '../../platform/excel/test/exports';

let t: TestApp;
let desk: Caller;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const EVIL = '=HYPERLINK("http://evil","x") Export Alpha';

/**
 * A campaign published two days ahead (nothing is sent during the test), with a promo code of its
 * own: a code belongs to one live campaign.
 */
async function add(title: string, promoCode: string): Promise<BlastMessage> {
  const r = await desk.post(CAMPAIGN_API.command, {
    Action: 'Add',
    BlastMessage: {
      title,
      content: 'Halo! Promo servis bulan ini.',
      blastMessageTypeCode: 'PROMO',
      promoCode,
      publishDate: inDays(2),
      validFrom: inDays(2),
      validTo: inDays(9),
      minimumAge: 20,
      maximumAge: 60,
      gender: 'F',
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ blastMessage: BlastMessage }[]>()[0]!.blastMessage;
}

beforeAll(async () => {
  t = await createTestApp();
  desk = await callerFor(t, 'ho_campaign');
  await add('Export Alpha one', 'EXP1');
  await add(EVIL, 'EXP2');
  await add('Export Beta', 'EXP3');
});
afterAll(async () => {
  await t?.close();
});

async function exported(caller: Caller, body: Record<string, unknown>) {
  const response = await caller.post(CAMPAIGN_API.export, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toMatch(/campaigns-[\d-]+\.xlsx/);
  return readExport(response.rawPayload);
}

describe('campaign export', () => {
  it('writes the campaigns the list shows for its filters, naming them, formula text as text', async () => {
    const body = { Title: 'Export Alpha', Type: 'PROMO' };
    const listed = (await desk.post(CAMPAIGN_API.list, body)).json<BlastMessageListResponse>();
    expect(listed.listBlastMessages).toHaveLength(2);
    const file = await exported(desk, body);
    expect(file.column('Title')).toEqual(
      listed.listBlastMessages.map((c) => (c.title === EVIL ? `'${EVIL}` : c.title)),
    );
    expect(file.column('Title')).toContain(`'${EVIL}`);
    expect(file.lines.get('Title')).toBe('Export Alpha');
    expect(file.lines.get('Rows')).toBe('2');
    const first = listed.listBlastMessages[0]!;
    expect(file.column('Publish Date')[0]).toEqual(exportedDate(first.publishDate, 'Asia/Jakarta'));
    // A new campaign is saved inactive (commands.ts); the switch of the list says so too.
    expect(file.column('Status')[0]).toBe('InActive');
  });

  it('answers 403 to a role outside the campaign desk (campaigns belong to no branch)', async () => {
    const crc = await callerFor(t, 'crc');
    expect((await crc.post(CAMPAIGN_API.export, {})).statusCode).toBe(403);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const response = await desk.post(CAMPAIGN_API.export, { PublishDateStart: 'yesterday' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('PublishDateStart');
  });
});
