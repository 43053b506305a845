import { describe, expect, it } from 'vitest';
import { hubRoom, pendingTaskStatuses, ZActivityLogRequest } from './notification';

describe('hub rooms', () => {
  it('joins the branch and the role label with a vertical bar', () => {
    expect(hubRoom('T010', 'crc')).toBe('T010|CRC');
    expect(hubRoom('T010', 'pdi')).toBe('T010|PDI');
    expect(hubRoom('T011', 'pictestdrive')).toBe('T011|PICTESTDRIVE');
    expect(hubRoom('T002', 'ho_testdrive')).toBe('T002|ho_testdrive');
  });
});

describe('pending tasks', () => {
  it('are the dashboard statuses from which the role makes the next move forward', () => {
    expect(pendingTaskStatuses('crc')).toEqual([1, 14, 15]);
    expect(pendingTaskStatuses('pdi')).toEqual([5, 6, 9, 10, 11]);
    expect(pendingTaskStatuses('pictestdrive')).toEqual([5, 6, 9, 10]);
    expect(pendingTaskStatuses('ho_testdrive')).toEqual([1, 5, 6, 9, 10, 11, 14, 15]);
    expect(pendingTaskStatuses('superadmin')).toEqual(pendingTaskStatuses('ho_testdrive'));
  });

  it('do not exist for the game, campaign and content roles', () => {
    for (const role of ['astraquestadmin', 'ho_campaign', 'pickontenho'] as const)
      expect(pendingTaskStatuses(role)).toEqual([]);
  });
});

describe('the activity-log request', () => {
  it('refuses a period that ends before it starts, naming endDate', () => {
    const result = ZActivityLogRequest.safeParse({
      startDate: '2026-12-02',
      endDate: '2026-12-01',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
  });
});
