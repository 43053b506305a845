import { describe, expect, it } from 'vitest';
import { filterEntries, filterLabel } from './listExport';

describe('the Filters sheet of a list export', () => {
  it('names the filters as the screens do, and any other field in words', () => {
    expect(filterLabel('businessAreaCode')).toBe('Branch');
    expect(filterLabel('isEnabled')).toBe('Status');
    expect(filterLabel('clusterTypeCode')).toBe('Cluster type code');
    expect(filterLabel('Title')).toBe('Title');
    expect(filterLabel('player_level')).toBe('Player level');
  });

  it('lists the filters given, not paging, and says when there are none', async () => {
    expect(
      await filterEntries({
        isEnabled: false,
        branchCode: '',
        page: 2,
        pageSize: 20,
        keyword: 'ab',
      }),
    ).toEqual([
      ['Status', 'InActive'],
      ['Keyword', 'ab'],
    ]);
    expect(await filterEntries({ page: 1, pageSize: 20 })).toEqual([['Filters', 'None']]);
  });

  it('names an id filter whatever its spelling, with the value the list looks up', async () => {
    expect(filterLabel('BranchId')).toBe('Branch');
    expect(filterLabel('clusterid')).toBe('Cluster');
    const named = async (key: string, value: unknown) =>
      key === 'BranchId' ? `T0${String(value)} · Kelapa Gading` : undefined;
    expect(await filterEntries({ BranchId: 10, IsEnabled: true }, named)).toEqual([
      ['Branch', 'T010 · Kelapa Gading'],
      ['Status', 'Active'],
    ]);
  });
});
