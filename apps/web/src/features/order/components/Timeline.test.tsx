import type { TestDriveOrder } from '@dealer/contracts/order';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineUnit } from '../timelineLayout';
import { Timeline } from './Timeline';

const DAY = '2026-11-21';
const units: TimelineUnit[] = Array.from({ length: 300 }, (_, i) => ({
  id: i + 1,
  policeRegNo: `B ${String(1000 + i)} TL`,
  modelMaterialDesc: 'Avanza',
  materialDesc: '1.5 G',
  colorDesc: 'White',
  transmissionType: 'Manual',
  blockageDetails: [],
}));
const order = {
  testDriveOrderNo: 'TD-T010-261121-000001',
  testDriveUnitId: 1,
  customerName: 'Tono',
  startDateTime: `${DAY}T09:00:00+07:00`,
  endDateTime: `${DAY}T10:00:00+07:00`,
  statusCode: 8,
  testDriveUnit: { ...units[0]!, branchCode: 'T010' },
} as unknown as TestDriveOrder;

describe('the daily timeline', () => {
  it('puts only the rows in view in the DOM for 300 vehicles', () => {
    const { container } = render(
      <Timeline
        day={DAY}
        timeZone="Asia/Jakarta"
        units={units}
        orders={[order]}
        onOpen={vi.fn()}
      />,
    );
    const rows = container.querySelectorAll('.order-timeline__row');
    // 300 vehicles and 3 group rows; a 600 px viewport of 44 px rows plus the overscan.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(30);
    expect(screen.getByText('Booking (1)')).toBeInTheDocument();
  });

  it('keeps every row of the viewport in the DOM wherever the scroll stops inside a step', () => {
    const { container } = render(
      <Timeline
        day={DAY}
        timeZone="Asia/Jakarta"
        units={units}
        orders={[order]}
        onOpen={vi.fn()}
      />,
    );
    const viewport = container.querySelector('.order-timeline__viewport')!;
    // Rows are 44 px and jsdom's viewport counts as 600 px; stop at odd points inside steps.
    for (const top of [0, 43, 1_000, 2_250, 5_303, 13_000]) {
      fireEvent.scroll(viewport, { target: { scrollTop: top } });
      const shown = [...container.querySelectorAll<HTMLElement>('.order-timeline__row')].map(
        (row) => Number.parseInt(row.style.top, 10) / 44,
      );
      const firstInView = Math.floor(top / 44);
      const lastInView = Math.min(302, Math.floor((top + 600) / 44));
      for (let index = firstInView; index <= lastInView; index++) {
        expect(shown, `row ${index} at scrollTop ${top}`).toContain(index);
      }
    }
  });

  it('opens an order from its bar, which blinks at status 8', () => {
    const onOpen = vi.fn();
    render(
      <Timeline day={DAY} timeZone="Asia/Jakarta" units={units} orders={[order]} onOpen={onOpen} />,
    );
    const bar = screen.getByRole('button', { name: /^TD-T010-261121-000001, 09:00–10:00 Tono/ });
    expect(bar).toHaveClass('order-blink');
    fireEvent.click(bar);
    expect(onOpen).toHaveBeenCalledWith('TD-T010-261121-000001');
  });

  // axe's own rule cannot run in jsdom (its icon-ligature check draws on a canvas); the e2e
  // axe check of the timeline (e2e/specs/notificationDesk.e2e.ts) runs it in Chromium.
  it('names every order bar with its whole visible text inside (WCAG 2.5.3)', () => {
    const { container } = render(
      <Timeline
        day={DAY}
        timeZone="Asia/Jakarta"
        units={units}
        orders={[order]}
        onOpen={vi.fn()}
      />,
    );
    const bar = container.querySelector('.order-bar')!;
    const visible = bar.textContent!.replace(/\s+/g, ' ').trim();
    expect(visible).toBe('09:00–10:00 Tono');
    expect(bar.getAttribute('aria-label')).toContain(visible);
  });

  it('tells Start TestDrive from Completed TestDrive without colour: each bar leads with its status icon', () => {
    const completed = {
      ...order,
      testDriveOrderNo: 'TD-T010-261121-000002',
      testDriveUnitId: 2,
      testDriveUnit: { ...units[1]!, branchCode: 'T010' },
      statusCode: 9,
    } as unknown as TestDriveOrder;
    const { container } = render(
      <Timeline
        day={DAY}
        timeZone="Asia/Jakarta"
        units={units}
        orders={[order, completed]}
        onOpen={vi.fn()}
      />,
    );
    const iconOf = (orderNo: string) =>
      screen
        .getByRole('button', { name: new RegExp(`^${orderNo}`) })
        .querySelector('.order-bar__icon');
    const started = iconOf('TD-T010-261121-000001');
    const done = iconOf('TD-T010-261121-000002');
    expect(started).toHaveClass('anticon-play-circle');
    expect(done).toHaveClass('anticon-flag');
    // The icon is decoration for sighted users; the name already says the status.
    expect(started).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.order-bar')).toHaveLength(2);
  });

  it('says so when the branch has no vehicles', () => {
    render(<Timeline day={DAY} timeZone="Asia/Jakarta" units={[]} orders={[]} onOpen={vi.fn()} />);
    expect(screen.getByText('This branch has no test-drive vehicles')).toBeInTheDocument();
  });
});
