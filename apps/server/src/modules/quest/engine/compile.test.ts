import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_PLACEHOLDER_VALUES,
  METADATA_TYPES,
  OPERATORS_BY_VALUE_TYPE,
  ZTaskRules,
  detailsOfType,
  type RecurrenceDates,
  type Rule,
} from '@dealer/contracts/quest-rules';
import { questEvent } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { compileTask, type EngineEvent } from './compile';
import { questDateTime } from './time';

const TZ = 'Asia/Jakarta';
let t: TestApp;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXTS: Record<string, string[]> = {
  model: ['AVANZA', 'AVANZA VELOZ', 'RAIZE', 'FORTUNER', 'avanza'],
  material: ['AVZ-1.5G', 'AVZ-1.3E', 'RZ-1.0T', 'FT-2.4VRZ'],
  branch: ['T010', 'T011', 'T020', 'T0100'],
  customerCity: ['Jakarta', 'Jakarta Selatan', 'Bandung', 'Surabaya', 'Bekasi'],
  orderType: ['REGULAR', 'HOME', 'EVENT'],
  locationType: ['SHOWROOM', 'HOME'],
  customerGroup: ['RETAIL', 'FLEET', 'GOVERNMENT'],
  salesSource: ['WALKIN', 'DIGITAL', 'REFERRAL'],
};
const AMOUNTS = [0, 1, 250_000_000, 250_000_001, 349_999_999, 350_000_000, 999_999_999_999];
const BASE = Date.parse('2026-10-01T00:00:00+07:00');
const DAY = 86_400_000;
const dates: RecurrenceDates = {
  validFrom: new Date(BASE + 5 * DAY),
  validTo: new Date(BASE + 20 * DAY),
  validToJoin: new Date(BASE + 10 * DAY),
};

function generateEvents(count: number, next: () => number): EngineEvent[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, () => {
    const type = pick(METADATA_TYPES);
    const data: Record<string, string | number> = {};
    for (const detail of detailsOfType(type.id)) {
      if (detail.valueType === 'date' || next() < 0.1) continue; // some details are missing
      data[detail.key] = detail.valueType === 'number' ? pick(AMOUNTS) : pick(TEXTS[detail.key]!);
    }
    // Exactly on the recurrence boundaries now and then, else anywhere in 30 days.
    const at =
      next() < 0.1
        ? pick([dates.validFrom, dates.validTo, dates.validToJoin]).getTime()
        : BASE + Math.floor((next() * 30 * DAY) / 1000) * 1000;
    return { metadataTypeId: type.id, occurredAt: new Date(at), data };
  });
}

function generateRules(next: () => number): Rule[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const rules = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
    const type = pick(METADATA_TYPES);
    const operation = Array.from({ length: Math.floor(next() * 4) }, () => {
      const detail = pick(detailsOfType(type.id));
      const operators = pick(OPERATORS_BY_VALUE_TYPE[detail.valueType]);
      let value: string;
      if (detail.valueType === 'date') {
        value =
          next() < 0.5
            ? pick(DATE_PLACEHOLDER_VALUES)
            : questDateTime(new Date(BASE + Math.floor(next() * 30) * DAY), TZ);
      } else if (detail.valueType === 'number') {
        value = String(pick(AMOUNTS));
      } else {
        const whole = pick(TEXTS[detail.key]!);
        value = operators === 7 ? whole.slice(0, 1 + Math.floor(next() * whole.length)) : whole;
      }
      return { metadataTypeDetailId: detail.id, operators, value };
    });
    return { metadataTypeId: type.id, rulename: `rule of ${type.code}`, operation };
  });
  // Every generated structure is one the contract admits.
  return ZTaskRules.parse(rules);
}

let stored: (EngineEvent & { id: number })[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const events = generateEvents(3000, random(20261124));
  const rows = await t.db
    .insert(questEvent)
    .values(
      events.map((event, index) => ({
        eventId: `gen-${index}`,
        metadataTypeId: event.metadataTypeId,
        playerNo: `P${index % 7}`,
        occurredAt: event.occurredAt,
        data: event.data,
        source: 'service',
      })),
    )
    .returning({ id: questEvent.id });
  stored = events.map((event, index) => ({ ...event, id: rows[index]!.id }));
});
afterAll(async () => {
  await t?.close();
});

describe('rule compilation', () => {
  it('the JS check and the SQL predicate select the same generated events for 150 random tasks', async () => {
    const next = random(7);
    let matchedSomewhere = 0;
    let matchedTotal = 0;
    for (let round = 0; round < 150; round += 1) {
      const rules = generateRules(next);
      const task = compileTask(rules, dates, TZ);
      const js = stored.filter((event) => task.matches(event)).map((event) => event.id);
      const rows = await t.db
        .select({ id: questEvent.id })
        .from(questEvent)
        .where(task.where())
        .orderBy(questEvent.id);
      const fromSql = rows.map((row) => row.id);
      expect(fromSql, JSON.stringify(rules)).toEqual(js);
      // explain() says null exactly for the events that count.
      for (const event of stored.slice(0, 200))
        expect(task.explain(event) === null).toBe(task.matches(event));
      if (js.length > 0 && js.length < stored.length) matchedSomewhere += 1;
      matchedTotal += js.length;
    }
    // The generator is not vacuous: most tasks select some events but not all.
    expect(matchedSomewhere).toBeGreaterThan(60);
    expect(matchedTotal).toBeGreaterThan(1000);
  });

  it('a missing detail never holds, not even for "not equal"', () => {
    const task = compileTask(
      [
        {
          metadataTypeId: 5,
          rulename: 'not a fleet sale',
          operation: [{ metadataTypeDetailId: 8, operators: 6, value: 'FLEET' }],
        },
      ],
      dates,
      TZ,
    );
    const sale = { metadataTypeId: 5, occurredAt: dates.validFrom };
    expect(task.matches({ ...sale, data: { customerGroup: 'RETAIL' } })).toBe(true);
    expect(task.matches({ ...sale, data: {} })).toBe(false);
    expect(task.explain({ ...sale, data: {} })).toMatchObject({
      kind: 'operation',
      metadataTypeDetailId: 8,
      actual: null,
    });
    expect(
      task.explain({ metadataTypeId: 3, occurredAt: dates.validFrom, data: {} }),
    ).toMatchObject({ kind: 'type' });
  });

  it('date placeholders stand for the recurrence and fixed dates for business-zone wall time', () => {
    const beforeJoin = compileTask(
      [
        {
          metadataTypeId: 3,
          rulename: 'before the join deadline',
          operation: [{ metadataTypeDetailId: 6, operators: 4, value: '@validToJoin' }],
        },
      ],
      dates,
      TZ,
    );
    const drive = (at: number) => ({ metadataTypeId: 3, occurredAt: new Date(at), data: {} });
    expect(beforeJoin.matches(drive(dates.validToJoin.getTime()))).toBe(true);
    expect(beforeJoin.matches(drive(dates.validToJoin.getTime() + 1000))).toBe(false);
    const fixed = compileTask(
      [
        {
          metadataTypeId: 3,
          rulename: 'from 9 in the morning in Jakarta',
          operation: [{ metadataTypeDetailId: 6, operators: 5, value: '2026-10-02T09:00:00' }],
        },
      ],
      undefined,
      TZ,
    );
    expect(fixed.matches(drive(Date.parse('2026-10-02T02:00:00Z')))).toBe(true);
    expect(fixed.matches(drive(Date.parse('2026-10-02T01:59:59Z')))).toBe(false);
  });
});
