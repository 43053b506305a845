import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { generateRecurrences } from '@dealer/contracts/quest';
import type { DbOrTx } from '../db/client';
import { rows } from '../db/client';
import {
  branch,
  branchCity,
  city,
  quest,
  questRecurrence,
  questTarget,
  questTask,
  region,
  storedFile,
} from '../db/schema/index';
import { DEMO_QUESTS, type DemoQuest } from './demoQuestSet';

/** Demo cities of the demo branches' areas (regions) and the branch in each. */
const DEMO_CITIES = [
  { cityCode: 'JKTU', cityName: 'Jakarta Utara', regionCode: 'JKT', branches: ['T002', 'T010'] },
  { cityCode: 'JKTT', cityName: 'Jakarta Timur', regionCode: 'JKT', branches: ['T011', 'T013'] },
  { cityCode: 'TGR', cityName: 'Tangerang', regionCode: 'JKT', branches: ['T030'] },
  { cityCode: 'BKS', cityName: 'Bekasi', regionCode: 'JBR', branches: ['T012'] },
  { cityCode: 'BDG', cityName: 'Bandung', regionCode: 'JBR', branches: ['T020'] },
  { cityCode: 'SBY', cityName: 'Surabaya', regionCode: 'JTM', branches: ['T021'] },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A quest card: a 320x180 PNG, a colour band per quest (no image files in the repository). */
export function demoCard(rgb: [number, number, number], width = 320, height = 180): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    const shade = 0.6 + (0.4 * y) / height;
    for (let x = 0; x < width; x++) {
      const offset = row + 1 + x * 3;
      raw[offset] = Math.round(rgb[0] * shade);
      raw[offset + 1] = Math.round(rgb[1] * shade);
      raw[offset + 2] = Math.round(rgb[2] * shade);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const addDaysTo = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Seeds the demo cities of the demo branches' areas; cities skip existing codes. */
async function seedDemoCities(tx: DbOrTx): Promise<void> {
  const regions = new Map(
    (await tx.select({ id: region.id, code: region.regionCode }).from(region)).map((r) => [
      r.code,
      r.id,
    ]),
  );
  const branches = new Map(
    (await tx.select({ id: branch.id, code: branch.branchCode }).from(branch)).map((b) => [
      b.code,
      b.id,
    ]),
  );
  for (const c of DEMO_CITIES) {
    const regionId = regions.get(c.regionCode);
    if (!regionId) continue;
    await tx
      .insert(city)
      .values({ cityCode: c.cityCode, cityName: c.cityName, regionId, createdBy: 'seed' })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: city.id })
      .from(city)
      .where(sql`${city.cityCode} = ${c.cityCode}`);
    const links = c.branches
      .map((code) => branches.get(code))
      .filter((id): id is number => id !== undefined)
      .map((branchId) => ({ branchId, cityId: row!.id }));
    if (links.length > 0) await tx.insert(branchCity).values(links).onConflictDoNothing();
  }
}

/**
 * Whether the demo needs its quests (again): when no quest exists yet, or, on a later start,
 * when no open or active demo quest has a window that ends today or later, so the engine would
 * score nothing the demo shows. `suffix` names the renewed set apart from the first one; `anchor`
 * is the day the quests' first windows count from.
 */
async function demoQuestsDue(
  tx: DbOrTx,
  today: string,
  timeZone: string,
): Promise<{ suffix: string; anchor: string } | undefined> {
  const [state] = await rows<{ quests: number; ahead: number }>(
    tx,
    sql`select (select count(*)::int from quest) as quests,
      (select count(*)::int from quest q
        where q.created_by = 'seed' and q.status in (1, 2)
          and exists (select 1 from quest_recurrence r where r.quest_id = q.id
            and r.valid_to >= ${today}::timestamp at time zone ${timeZone})) as ahead`,
  );
  if ((state?.quests ?? 0) === 0) return { suffix: '', anchor: `${today.slice(0, 7)}-01` };
  // Renewed from today, not the month's start: the active quest's first window then runs today.
  if ((state?.ahead ?? 0) > 0) return undefined;
  return { suffix: ` ${today.slice(0, 7)}`, anchor: today };
}

async function seedDemoQuest(
  tx: DbOrTx,
  q: DemoQuest,
  day: { anchor: string; today: string },
  timeZone: string,
  suffix: string,
): Promise<void> {
  const bytes = demoCard(q.color);
  const fileId = createHash('sha256').update(bytes).digest('hex');
  await tx
    .insert(storedFile)
    .values({
      fileId,
      mime: 'image/png',
      byteSize: bytes.length,
      width: 320,
      height: 180,
      data: bytes,
      createdBy: 'seed',
    })
    .onConflictDoNothing();
  const from = addDaysTo(q.fromToday ? day.today : day.anchor, q.startDay);
  const to = addDaysTo(from, q.days - 1);
  const windows = generateRecurrences(
    {
      validFrom: `${from}T00:00:00`,
      validTo: `${to}T23:59:59`,
      validToJoin: `${to}T12:00:00`,
    },
    q.recurrenceType,
    q.count,
  );
  const questName = q.questName + suffix;
  const [row] = await tx
    .insert(quest)
    .values({
      questName,
      questType: q.questType,
      keyword: q.keyword,
      isPodium: q.isPodium ?? false,
      questDescription: `${questName}: a demo quest for salesmen of the programme.`,
      termsConditions: 'Points are booked once per completed recurrence.',
      rewardPoint: q.rewardPoint,
      experiencePoint: q.rewardPoint / 10,
      maxPlayer: q.questType === 1 ? 99999 : 50,
      maxNumberOfParticipation: 1,
      fileId,
      recurrenceType: q.recurrenceType,
      recEnd: windows.length,
      status: q.status,
      cancellationReason: q.cancellationReason ?? '',
      publishedTime: q.status === 0 ? null : (sql`now() - interval '3 days'` as unknown as Date),
      createdBy: 'seed',
    })
    .returning({ id: quest.id });
  const questId = row!.id;
  await tx.insert(questRecurrence).values(
    windows.map((w) => ({
      questId,
      recurrenceNo: w.recurrenceNo,
      validFrom: sql`${w.validFrom}::timestamp at time zone ${timeZone}` as unknown as Date,
      validTo: sql`${w.validTo}::timestamp at time zone ${timeZone}` as unknown as Date,
      validToJoin: sql`${w.validToJoin}::timestamp at time zone ${timeZone}` as unknown as Date,
      recurrenceStatus: q.status === 0 ? 0 : 1,
    })),
  );
  await tx.insert(questTask).values(
    q.tasks.map((t, index) => ({
      questId,
      taskNo: index + 1,
      taskName: t.taskName,
      targetTask: t.targetTask,
      taskType: t.taskType,
      taskDescription: '',
      rules: t.rules,
    })),
  );
  if (q.targets.length > 0)
    await tx.insert(questTarget).values(q.targets.map((t) => ({ questId, ...t })));
}

/**
 * Demo cities (areas are the regions) and one quest per status, enough to open every screen of the
 * quest console, their windows from the current month. Idempotent. A demo started again once its
 * open and active quests have no window left (about three months after the first start) gets the
 * same set again from that day, named with the month ("Test Drive Champion 2027-03"); nothing
 * the user has is changed.
 */
export async function seedDemoQuests(tx: DbOrTx, today: string, timeZone: string): Promise<void> {
  await seedDemoCities(tx);
  const due = await demoQuestsDue(tx, today, timeZone);
  if (!due) return;
  for (const q of DEMO_QUESTS)
    await seedDemoQuest(tx, q, { anchor: due.anchor, today }, timeZone, due.suffix);
}
