import type { TestDriveOrder } from '@dealer/contracts/order';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZOrderBoardExport } from '@dealer/contracts/order';
import { boardExportBody, fetchDashboard } from './api';
import { testOrder } from './test/order';

const counts = {
  orderReceipt: 9,
  openReceipt: 3,
  completeOrder: 1,
  pendingOrder: 2,
  cancelOrder: 3,
};
const order = (no: string, createdTime: string, statusCode: number) =>
  testOrder({ testDriveOrderNo: no, createdTime, statusCode, id: Number(no.slice(3)) });

/** Answers each dashboard call with the orders of its statusCode, as the server would. */
function fakeServer(byStatus: Record<string, TestDriveOrder[]>) {
  const bodies: { statusCode: string; page: number; pageSize: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as (typeof bodies)[number];
      bodies.push(body);
      const all = byStatus[body.statusCode] ?? [];
      const start = (body.page - 1) * body.pageSize;
      return new Response(
        JSON.stringify({
          acknowledge: 1,
          message: 'Success',
          testDriveOrders: all.slice(start, start + body.pageSize),
          counts,
          total: all.length,
          timeZone: 'Asia/Jakarta',
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('the board list calls', () => {
  const period = { branchCode: 'T010', startDate: '2026-11-01', endDate: '2026-11-30' };

  it('makes three calls for Submitted and merges them newest first', async () => {
    const bodies = fakeServer({
      SUBMITTED: [order('TD-5', '2026-11-05', 1), order('TD-1', '2026-11-01', 1)],
      REJECTEDBYSALESMAN: [order('TD-4', '2026-11-04', 14)],
      REJECTEDBYSYSTEM: [order('TD-3', '2026-11-03', 15), order('TD-2', '2026-11-02', 15)],
    });
    const page2 = await fetchDashboard({ ...period, status: 'Submitted' }, 2, 2);
    expect(bodies.map((b) => b.statusCode)).toEqual([
      'SUBMITTED',
      'REJECTEDBYSALESMAN',
      'REJECTEDBYSYSTEM',
    ]);
    // Each call asks for everything up to the end of page 2, so the merged page is exact.
    expect(bodies.every((b) => b.page === 1 && b.pageSize === 4)).toBe(true);
    expect(page2.orders.map((o) => o.testDriveOrderNo)).toEqual(['TD-3', 'TD-2']);
    expect(page2.total).toBe(5);
    expect(page2.counts).toEqual(counts);
  });

  it('makes one call for any other filter', async () => {
    const bodies = fakeServer({ '': [order('TD-1', '2026-11-01', 2)] });
    const page = await fetchDashboard({ ...period, status: '' }, 1, 20);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      statusCode: '',
      actionType: 'DASHBOARD',
      branchCode: 'T010',
    });
    expect(page.orders).toHaveLength(1);
  });
});

describe('boardExportBody', () => {
  const filter = { branchCode: 'T010', startDate: '2026-11-01', endDate: '2026-11-30' };
  it("sends the Submitted filter's three statuses as one list the export accepts", () => {
    const body = boardExportBody({ ...filter, status: 'Submitted' });
    expect(body.statusCode).toEqual(['SUBMITTED', 'REJECTEDBYSALESMAN', 'REJECTEDBYSYSTEM']);
    expect(ZOrderBoardExport.safeParse(body).success).toBe(true);
  });
  it('sends one status, a group or all as the board does', () => {
    for (const status of ['', 'Cancel', 'ASSIGNED']) {
      const body = boardExportBody({ ...filter, status });
      expect(body.statusCode).toBe(status);
      expect(ZOrderBoardExport.safeParse(body).success).toBe(true);
    }
  });
});
