import { constants, publicEncrypt } from 'node:crypto';
import { API, ORDER_API, ORDER_SERVICE_API, type TokenResponse } from '@dealer/contracts';
import { CONTENT_API } from '@dealer/contracts/content';
import type { Database } from '../db/client';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import type { ProductionServer as ServerProcess } from './productionServer';

/** One call's answer, with when it was asked and answered. */
export interface Outcome {
  what: 'order' | 'board' | 'news';
  /** The order's userId (unique per call): how the database check finds what a call wrote. */
  key: string;
  status: number | 'network';
  retryAfter: string | null;
  started: number;
  ended: number;
  orderNo?: string;
}

export interface Traffic {
  readonly outcomes: readonly Outcome[];
  /** Answers in 2xx that were asked at or after `time`. */
  successesSince(time: number): number;
  /** Stops asking and waits for the calls in flight. */
  stop(): Promise<void>;
}

type Call = (n: number) => Promise<Outcome>;

/** Keys of the orders a test's calls create: never reused across runs of a file. */
let sequence = 0;

/**
 * Calls as the console and the apps make them while a fault happens: `workers` loops, each
 * asking again as soon as it has its answer, until stopped.
 */
export function startTraffic(workers: Call[]): Traffic {
  const outcomes: Outcome[] = [];
  let stopping = false;
  const loops = workers.map(async (call) => {
    while (!stopping) outcomes.push(await call(++sequence));
  });
  return {
    outcomes,
    successesSince: (time) =>
      outcomes.filter((o) => o.started >= time && typeof o.status === 'number' && o.status < 300)
        .length,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

async function timed(
  what: Outcome['what'],
  key: string,
  send: () => Promise<Response>,
): Promise<{ outcome: Outcome; body: unknown }> {
  const started = Date.now();
  try {
    const response = await send();
    const body: unknown = await response.json().catch(() => undefined);
    return {
      outcome: {
        what,
        key,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        started,
        ended: Date.now(),
      },
      body,
    };
  } catch {
    return {
      outcome: { what, key, status: 'network', retryAfter: null, started, ended: Date.now() },
      body: undefined,
    };
  }
}

/** POST service/order/create for `unitId`: a two-hour slot of its own per call, in 2031. */
export const createOrderCall =
  (server: ServerProcess, unitId: number): Call =>
  async (n) => {
    const start = new Date(Date.UTC(2031, 0, 1) + n * 2 * 3_600_000);
    const key = `fault-${n}`;
    const { outcome, body } = await timed('order', key, () =>
      fetch(`${server.origin}${ORDER_SERVICE_API.create}`, {
        method: 'POST',
        headers: { authorization: server.serviceAuthorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          testDriveUnitId: unitId,
          startDateTime: start.toISOString().replace('Z', '+00:00'),
          endDateTime: new Date(start.getTime() + 3_600_000).toISOString().replace('Z', '+00:00'),
          userId: key,
          customerName: 'Fault Test',
          customerEmail: 'fault.test@example.co.id',
          customerPhoneNo: '0813 1234 5678',
          city: 'Jakarta',
          address: 'Jl. Sunter Permai No. 3',
          orderType: 'TESTDRIVE',
          locationType: 'DEALER',
        }),
      }),
    );
    const orderNo = (body as { testDriveOrder?: { testDriveOrderNo?: string } } | undefined)
      ?.testDriveOrder?.testDriveOrderNo;
    return orderNo ? { ...outcome, orderNo } : outcome;
  };

/** The public news list (GET, no session): a plain read. */
export const newsCall =
  (server: ServerProcess): Call =>
  async (n) =>
    (await timed('news', `news-${n}`, () => fetch(`${server.origin}${CONTENT_API.public.news}`)))
      .outcome;

/** A signed-in superadmin's order board for branch T010 (the hot prepared reads). */
export async function boardCall(server: ServerProcess): Promise<Call> {
  const { publicKey } = (await (await fetch(`${server.origin}${API.auth.publicKey}`)).json()) as {
    publicKey: string;
  };
  const password = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(DEMO_PASSWORD),
  ).toString('base64url');
  const signIn = await fetch(`${server.origin}${API.auth.token}`, {
    method: 'POST',
    headers: {
      authorization: server.consoleAuthorization,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: 'superadmin', password }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const { access_token } = (await signIn.json()) as TokenResponse;
  const today = new Date().toISOString().slice(0, 10);
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return async (n) =>
    (
      await timed('board', `board-${n}`, () =>
        fetch(`${server.origin}${ORDER_API.dashboard}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            actionType: 'DASHBOARD',
            branchCode: 'T010',
            startDate: today,
            endDate: until,
          }),
        }),
      )
    ).outcome;
}

/** An active unit of branch T010 (demo data), for the order calls. */
export async function unitOfT010(database: Database): Promise<number> {
  const [unit] = await database.query<{ id: number }>(
    `select u.id from test_drive_unit u join branch b on b.id = u.branch_id
     where b.branch_code = 'T010' and u.is_active and u.is_enabled order by u.id limit 1`,
  );
  if (!unit) throw new Error('no active unit at T010');
  return unit.id;
}

/**
 * What the order calls left in the database, against what they were told: each order answered
 * 2xx exists exactly once under its number; an order answered otherwise exists once or not at
 * all; every order is whole (numbered, its activity-log row and its notifications). Returns the
 * problems found (none is the goal).
 */
export async function orderProblems(
  database: Database,
  outcomes: readonly Outcome[],
): Promise<string[]> {
  const stored = await database.query<{
    key: string;
    orderNo: string;
    logs: number;
    notes: number;
  }>(
    `select o.user_id as key, o.test_drive_order_no as "orderNo",
       (select count(*)::int from test_drive_activity_log l where l.test_drive_order_id = o.id) as logs,
       (select count(*)::int from order_notification n where n.test_drive_order_id = o.id) as notes
     from test_drive_order o where o.user_id like 'fault-%'`,
  );
  const byKey = new Map<string, typeof stored>();
  for (const row of stored) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const problems: string[] = [];
  const notes = new Set(stored.map((row) => row.notes));
  if (notes.size > 1) problems.push(`orders with different notification counts: ${[...notes]}`);
  for (const row of stored) {
    if (!/^TD-T010-\d{6}-\d{6}$/.test(row.orderNo) || row.logs !== 1 || row.notes < 1) {
      problems.push(`half-written order ${JSON.stringify(row)}`);
    }
  }
  for (const outcome of outcomes.filter((o) => o.what === 'order')) {
    const found = byKey.get(outcome.key) ?? [];
    if (found.length > 1) problems.push(`${outcome.key} stored ${found.length} times`);
    const ok = typeof outcome.status === 'number' && outcome.status < 300;
    if (ok && (found.length !== 1 || found[0]!.orderNo !== outcome.orderNo)) {
      problems.push(`${outcome.key} answered ${outcome.orderNo} but stored ${found.length}`);
    }
  }
  return problems;
}

/**
 * How many orders answered 503 were stored all the same (the connection was cut after the commit
 * reached the server, before its answer came back): the reason a client checks before it repeats
 * a write that is not idempotent.
 */
export async function storedDespite503(
  database: Database,
  outcomes: readonly Outcome[],
): Promise<number> {
  const keys = outcomes.filter((o) => o.what === 'order' && o.status === 503).map((o) => o.key);
  if (keys.length === 0) return 0;
  const [row] = await database.query<{ n: number }>(
    'select count(*)::int as n from test_drive_order where user_id = any($1)',
    [keys],
  );
  return row?.n ?? 0;
}
