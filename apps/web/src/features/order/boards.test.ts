import { describe, expect, it } from 'vitest';
import {
  BOARDS,
  boardOnRoute,
  dashboardBoardOf,
  defaultBranch,
  offersAllBranch,
  statusCodesToSend,
  statusOptions,
} from './boards';

describe('the planning boards (spec 1 sections 3 and 6)', () => {
  it('shows each role the statuses the spec gives it', () => {
    expect(boardOnRoute('crc', 'crc').statuses).toEqual([1, 2, 4, 13, 14, 15]);
    expect(boardOnRoute('pdi', 'pdi').statuses).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(boardOnRoute('pictestdrive', 'pictestdrive').statuses).toEqual([
      1, 5, 6, 8, 9, 10, 13, 14, 15,
    ]);
    expect(boardOnRoute('headOffice', 'ho_testdrive').statuses).toHaveLength(16);
  });

  it("follows the caller's role on another role's page, and keeps the page's links", () => {
    const board = boardOnRoute('pictestdrive', 'ho_testdrive');
    expect(board.kind).toBe('headOffice');
    expect(board.route).toBe('pictestdrive');
    // pictestdrive/daily is the PIC role's only: head office drills into its own daily view.
    expect(board.dailyRoute).toBe('dashboard/daily');
    expect(boardOnRoute('pictestdrive', 'pictestdrive').dailyRoute).toBe('pictestdrive/daily');
  });

  it('makes the Submitted filter three calls: SUBMITTED, REJECTEDBYSALESMAN, REJECTEDBYSYSTEM', () => {
    expect(statusCodesToSend('Submitted')).toEqual([
      'SUBMITTED',
      'REJECTEDBYSALESMAN',
      'REJECTEDBYSYSTEM',
    ]);
    expect(statusCodesToSend('ASSIGNED')).toEqual(['ASSIGNED']);
    expect(statusCodesToSend('')).toEqual(['']);
  });

  it('offers the dashboard-state groups to head office and Submitted where new tickets show', () => {
    const values = (kind: keyof typeof BOARDS) => statusOptions(BOARDS[kind]).map((o) => o.value);
    expect(values('headOffice').slice(0, 5)).toEqual([
      '',
      'Completed',
      'New Ticket',
      'Pending Task',
      'Cancel',
    ]);
    expect(values('crc')).toEqual(['', 'Submitted', 'ASSIGNED', 'CLAIMED', 'CANCELLED']);
    expect(values('pdi')).not.toContain('Submitted');
    expect(values('pdi')).toContain('PREPAREUNIT');
  });

  it('defaults to All Branch for head office and a PIC with several branches only', () => {
    expect(defaultBranch('ho_testdrive', ['T002'], 'T002')).toBe('');
    expect(defaultBranch('superadmin', ['T002'], null)).toBe('');
    expect(defaultBranch('pictestdrive', ['T010', 'T011'], 'T010')).toBe('');
    expect(defaultBranch('pictestdrive', ['T010'], null)).toBe('T010');
    expect(defaultBranch('crc', ['T010'], 'T010')).toBe('T010');
    expect(defaultBranch('pdi', ['T020', 'T021'], null)).toBe('T020');
    expect(offersAllBranch('pdi', ['T020', 'T021'])).toBe(false);
    expect(offersAllBranch('pictestdrive', ['T010', 'T011'])).toBe(true);
  });
});

describe("the board 'dashboard' shows", () => {
  it('counts an additional role as the route guard does: ho_campaign with ho_testdrive gets head office', () => {
    expect(dashboardBoardOf('ho_campaign', ['ho_testdrive'])).toBe('headOffice');
    expect(dashboardBoardOf('pickontenho', ['pictestdrive'])).toBe('pictestdrive');
  });

  it('gives each board role its own board, and none to the content roles', () => {
    expect(dashboardBoardOf('superadmin', [])).toBe('headOffice');
    expect(dashboardBoardOf('ho_testdrive', ['pickontenho'])).toBe('headOffice');
    expect(dashboardBoardOf('pictestdrive', [])).toBe('pictestdrive');
    expect(dashboardBoardOf('pickontenho', [])).toBeUndefined();
    expect(dashboardBoardOf('ho_campaign', [])).toBeUndefined();
  });
});
