import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { QUEST_API } from '@dealer/contracts/quest';
import { QUEST_ENGINE_API } from '@dealer/contracts/quest-engine';
import { METADATA_TYPE_IDS as T } from '@dealer/contracts/quest-rules';
import { BROWSER_TIME_ZONE, snapshotChecked } from '../support/browser';
import { field, listSettled, row } from '../support/master';
import { signedInSession } from '../support/session';

/**
 * One business clock (issue 35, item 10): the browser runs in BROWSER_TIME_ZONE, not Jakarta's,
 * and every time the console shows or sends is still Jakarta's.
 */
const baseURL = inject('baseURL');
const origin = inject('origin');
const SERVICE_AUTH = `Basic ${Buffer.from('demo-apps:demo-apps-secret-2026').toString('base64')}`;
const PLAYER = 'EMP-T010-01';
const EVENTS = 3;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let page: Page;
let bearer = '';
signedInSession('superadmin', 'Hi, Budi Santoso', async (ready) => {
  page = ready;
  const request = page.waitForRequest(
    (r) => r.url().includes('/api/') && !!r.headers().authorization,
  );
  await page.goto(`${baseURL}/astraquest`);
  bearer = (await request).headers().authorization!;
});

async function post<T>(path: string, body: unknown, authorization = bearer): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Jakarta's wall clock `minutes` from now, as the console shows it (DD-MM-YYYY HH:mm). */
function jakartaClock(minutes = 0): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A draft quest for one player: a vehicle sold counts (the backtest tries it on past events). */
async function draftQuest(): Promise<number> {
  const form = new FormData();
  form.set('filename', 'card.png');
  form.set('filetype', '1');
  form.set('file', new Blob([PNG], { type: 'image/png' }), 'card.png');
  const upload = await fetch(`${origin}${QUEST_API.uploadImage}`, {
    method: 'POST',
    headers: { authorization: bearer },
    body: form,
  });
  const { data: image } = (await upload.json()) as { data: { fileId: string } };
  const jakartaWall = (days: number) =>
    new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 19);
  const saved = await post<{ data: { questId: number } }>(QUEST_API.save, {
    questName: 'E2E business clock: sell a car',
    questType: 1,
    keyword: 'E2ECLOCK',
    rewardPoint: 10,
    experiencePoint: 1,
    maxPlayer: 99999,
    fileId: image.fileId,
    recurrenceType: 0,
    recurrences: [
      { validFrom: jakartaWall(1), validTo: jakartaWall(8), validToJoin: jakartaWall(3) },
    ],
    locationSetting: { playerSetting: [{ code: PLAYER, description: PLAYER }] },
    tasks: [
      {
        taskName: 'Sell a car',
        targetTask: 99,
        taskType: 2,
        rules: [{ metadataTypeId: T.VEHICLE_SOLD, rulename: 'Any sale', operation: [] }],
      },
    ],
  });
  return saved.data.questId;
}

describe('one business clock in a browser outside Jakarta', () => {
  it(`runs the browser in ${BROWSER_TIME_ZONE}`, async () => {
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zone).toBe(BROWSER_TIME_ZONE);
    expect(zone).not.toBe('Asia/Jakarta');
  });

  it("shows a campaign's publish time in its form as the list shows it", async () => {
    await page.goto(`${baseURL}/campaign`);
    await listSettled(page);
    const listed = row(page, 'Promo Servis Akhir Bulan');
    const publish = (await listed.locator('td').nth(2).textContent()) ?? '';
    expect(publish).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await listed.getByRole('link', { name: 'Edit Promo Servis Akhir Bulan' }).click();
    await expect.poll(() => field(page, 'Publish date').inputValue()).toBe(publish);
    await snapshotChecked(page, 'business-clock-campaign-edit');
  });

  it("starts a new campaign's publish time at Jakarta's now", async () => {
    await page.goto(`${baseURL}/campaign/create`);
    const shown = await field(page, 'Publish date').inputValue();
    // The minute may turn between reading the clock and rendering the form.
    expect([jakartaClock(-1), jakartaClock(0), jakartaClock(1)]).toContain(shown);
  });

  it("the backtest's default window covers events just posted", async () => {
    const questId = await draftQuest();
    const stamp = Date.now();
    const events = Array.from({ length: EVENTS }, (_, i) => ({
      eventId: `E2E-CLOCK-${stamp}-${i}`,
      metadataTypeCode: 'VEHICLE_SOLD',
      playerNo: PLAYER,
      occurredAt: new Date().toISOString(),
      details: { model: 'AVANZA', customerGroup: 'RETAIL', amount: 250_000_000 },
    }));
    await post(QUEST_ENGINE_API.serviceEvents, { events }, SERVICE_AUTH);
    await page.goto(`${baseURL}/astraquest/backtest/${questId}`);
    await page.getByText('A backtest books no points and changes no progress.').waitFor();
    const answered = page.waitForResponse((r) => r.url().endsWith('/backtest'));
    await page.getByRole('button', { name: 'Try on past events' }).click();
    expect((await answered).status()).toBe(200);
    const task = page.getByRole('row').filter({ hasText: '1. Sell a car' });
    // Columns: task, target, events, players, completed.
    await expect.poll(() => task.locator('td').nth(2).textContent()).toBe(String(EVENTS));
    await snapshotChecked(page, 'business-clock-backtest');
  });
});
