import { describe, expect, it } from 'vitest';
import { boardParams, boardStateFromParams } from './useBoardState';

describe('the board filter in the URL', () => {
  it('defaults to the user branch, all statuses, the current month, page 1 of 20', () => {
    expect(boardStateFromParams(new URLSearchParams(), 'T010', '2026-11-23')).toEqual({
      filter: { branchCode: 'T010', status: '', startDate: '2026-11-01', endDate: '2026-11-30' },
      paging: { page: 1, pageSize: 20 },
    });
  });

  it('survives a reload: what the board wrote is what it reads back', () => {
    const filter = {
      branchCode: '',
      status: 'Submitted',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    };
    const paging = { page: 3, pageSize: 50 };
    const params = new URLSearchParams(boardParams(filter, paging).toString());
    expect(boardStateFromParams(params, 'T010', '2026-11-23')).toEqual({ filter, paging });
    expect(params.get('branch')).toBe('');
  });

  it('falls back to the defaults on a malformed or reversed period and an odd page size', () => {
    const params = new URLSearchParams('from=2026-13-01&to=x&size=7&page=-2');
    const state = boardStateFromParams(params, 'T002', '2026-11-23');
    expect(state.filter.startDate).toBe('2026-11-01');
    expect(state.paging).toEqual({ page: 1, pageSize: 20 });
    const reversed = boardStateFromParams(
      new URLSearchParams('from=2026-11-30&to=2026-11-01'),
      'T002',
      '2026-11-23',
    );
    expect(reversed.filter.endDate).toBe('2026-11-30');
  });
});
