import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_API, CAMPAIGN_MESSAGES, type BlastMessage } from '@dealer/contracts/campaign';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Issue 35 item 18: a promo code belongs to one live campaign at a time. */
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = t.authHeader((await t.signIn('ho_campaign')).access_token);
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const campaignWith = (promoCode: string, over: object = {}) => ({
  title: `Promo ${promoCode || 'none'}`,
  content: 'Servis hemat bulan ini.',
  blastMessageTypeCode: 'PROMO',
  promoCode,
  publishDate: new Date(Date.now() - 60_000).toISOString(),
  validFrom: new Date(Date.now() - 60_000).toISOString(),
  validTo: new Date(Date.now() + 7 * DAY).toISOString(),
  ...over,
});

const command = (body: object) =>
  t.app.inject({ method: 'POST', url: CAMPAIGN_API.command, headers: auth, payload: body });

async function add(body: object): Promise<BlastMessage> {
  const r = await command({ Action: 'Add', BlastMessage: body });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ blastMessage: BlastMessage }[]>()[0]!.blastMessage;
}

const refusedAtPromoCode = (r: { statusCode: number; json: <T>() => T }) => {
  expect(r.statusCode).toBe(409);
  expect(r.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
    { field: 'BlastMessage.promoCode', message: CAMPAIGN_MESSAGES.promoCodeTaken },
  ]);
};

describe('the promo code of a campaign', () => {
  it('is refused at the field (409) when a live campaign has it, in any case, and nothing is written', async () => {
    await add(campaignWith('KILAT35'));
    const before = await t.app.inject({
      method: 'POST',
      url: CAMPAIGN_API.list,
      headers: auth,
      payload: { Title: 'Promo kilat35' },
    });
    const second = await command({ Action: 'Add', BlastMessage: campaignWith('kilat35') });
    refusedAtPromoCode(second);
    const after = await t.app.inject({
      method: 'POST',
      url: CAMPAIGN_API.list,
      headers: auth,
      payload: { Title: 'Promo kilat35' },
    });
    expect(after.body).toBe(before.body);
  });

  it('cannot be taken over by editing another campaign, and stays with its own on edit', async () => {
    const own = await add(campaignWith('HEMAT35'));
    const other = await add(campaignWith('LAIN35'));
    refusedAtPromoCode(
      await command({
        Action: 'Edit',
        BlastMessage: { ...campaignWith('Hemat35'), id: other.id, version: other.version },
      }),
    );
    const kept = await command({
      Action: 'Edit',
      BlastMessage: {
        ...campaignWith('HEMAT35', { title: 'Renamed' }),
        id: own.id,
        version: own.version,
      },
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('is free again once its campaign is deleted or has ended', async () => {
    const deleted = await add(campaignWith('BEBAS35'));
    const removed = await command({
      Action: 'Remove',
      BlastMessage: { id: deleted.id, version: deleted.version },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await add(campaignWith('BEBAS35'));
    await add(
      campaignWith('LALU35', {
        validFrom: new Date(Date.now() - 30 * DAY).toISOString(),
        validTo: new Date(Date.now() - DAY).toISOString(),
      }),
    );
    await add(campaignWith('LALU35'));
  });

  it('may be left empty by any number of campaigns', async () => {
    await add(campaignWith(''));
    await add(campaignWith(''));
  });
});
