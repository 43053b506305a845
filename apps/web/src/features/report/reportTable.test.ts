import { describe, expect, it } from 'vitest';
import {
  defaultReportBranch,
  drillFilter,
  formatMinutes,
  reportLines,
  statusColumns,
} from './reportTable';

const row = (month: string, branchCode: string, counts: Record<string, number>) => ({
  month,
  branchCode,
  branchDescription: branchCode,
  total: Object.values(counts).reduce((a, b) => a + b, 0),
  counts,
});

describe('the report table', () => {
  it('joins the stage times to their month and branch', () => {
    const lines = reportLines(
      [row('2030-02', 'T010', { COMPLETED: 1 }), row('2030-01', 'T010', { SUBMITTED: 2 })],
      [
        {
          month: '2030-01',
          branchCode: 'T010',
          orders: 2,
          submittedToAssigned: 12,
          assignedToPrepared: null,
          testDrive: null,
          returnToCompleted: null,
          autoRejected: 1,
        },
      ],
    );
    expect(lines.map((l) => l.key)).toEqual(['2030-01|T010', '2030-02|T010']);
    expect(lines[0]!.stage?.autoRejected).toBe(1);
    expect(lines[1]!.stage).toBeUndefined();
  });

  it('shows only the statuses of the filter that have orders, in status order', () => {
    const lines = reportLines([
      row('2030-01', 'T010', { COMPLETED: 1, SUBMITTED: 2, CANCELLED: 1 }),
    ]);
    expect(statusColumns('', lines)).toEqual(['SUBMITTED', 'CANCELLED', 'COMPLETED']);
    expect(statusColumns('Cancel', lines)).toEqual(['CANCELLED']);
  });

  it('narrows a count to its month inside the chosen range', () => {
    const query = {
      branchCode: '',
      status: 'Cancel',
      startDate: '2030-01-15',
      endDate: '2030-03-10',
    };
    expect(drillFilter(query, { month: '2030-01', branchCode: 'T010' }, 'CANCELLED')).toEqual({
      branchCode: 'T010',
      status: 'CANCELLED',
      startDate: '2030-01-15',
      endDate: '2030-01-31',
    });
    expect(drillFilter(query, { month: '2030-03', branchCode: 'T011' }, '')).toMatchObject({
      status: 'Cancel',
      startDate: '2030-03-01',
      endDate: '2030-03-10',
    });
  });

  it('formats minutes and picks the default branch per role', () => {
    expect(formatMinutes(null)).toBe('—');
    expect(formatMinutes(12.5)).toBe('12.5 min');
    expect(formatMinutes(125)).toBe('2 h 05 min');
    expect(defaultReportBranch('ho_testdrive', ['T002'])).toBe('');
    expect(defaultReportBranch('pictestdrive', ['T010', 'T011'])).toBe('');
    expect(defaultReportBranch('pdi', ['T010'])).toBe('T010');
  });
});
