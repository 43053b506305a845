import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { listPath } from './listReturn';
import { tableChangePatch, sortedColumns } from './listTable';
import type { ListQuery } from './search';
import { useListQuery } from './useListQuery';

afterEach(() => sessionStorage.clear());

const PARAMS = [
  { name: 'title', valueType: 'string' },
  { name: 'from', valueType: 'string' },
] as const;
const DEFAULTS = { from: '2026-12-01' };

function atAddress(address: string, prefix?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListQuery('/campaign', PARAMS, DEFAULTS, { prefix }),
      location: useLocation(),
    }),
    { wrapper },
  );
}

describe("a list's query in its address", () => {
  it('reads filters, page and sort from the address, a missing filter from its default', () => {
    const { result } = atAddress('/campaign?title=Promo&page=3&sort=title&order=descend');
    expect(result.current.list[0]).toEqual({
      filters: { title: 'Promo', from: '2026-12-01' },
      page: 3,
      pageSize: 20,
      sortField: 'title',
      sortOrder: 'descend',
    });
  });

  it('writes a new search to the address, leaving out what equals its default', () => {
    const { result } = atAddress('/campaign');
    act(() => result.current.list[1]({ filters: { title: 'Lebaran', from: '2026-12-01' } }));
    expect(result.current.location.search).toBe('?title=Lebaran');
    act(() => result.current.list[1]({ filters: { title: 'Lebaran', from: '2026-11-01' } }));
    expect(result.current.location.search).toBe('?title=Lebaran&from=2026-11-01');
  });

  it("keeps the page's other parameters, and a card's list reads only its own prefixed ones", () => {
    const { result } = atAddress('/campaign?tab=customers&page=7&batches.page=2', 'batches');
    expect(result.current.list[0].page).toBe(2);
    act(() => result.current.list[1]({ page: 3, sortField: 'title', sortOrder: 'descend' }));
    expect(result.current.location.search).toBe(
      '?tab=customers&page=7&batches.page=3&batches.sort=title&batches.order=descend',
    );
  });

  it("holds a hand-edited page and size within the calls' bounds", () => {
    const { result } = atAddress('/campaign?page=-4&size=100000');
    expect(result.current.list[0]).toMatchObject({ page: 1, pageSize: 100 });
  });

  it("remembers the list's address for its forms' way back", () => {
    const { result } = atAddress('/campaign');
    act(() => result.current.list[1]({ page: 2, sortField: 'title', sortOrder: 'ascend' }));
    expect(listPath('/campaign')).toBe('/campaign?page=2&sort=title&order=ascend');
  });
});

describe("a list's table and its address", () => {
  const query: ListQuery = { filters: {}, page: 3, pageSize: 20, sortField: 'title' };
  const withOrder = { ...query, sortOrder: 'ascend' as const };

  it('shows the arrow on the sorted column only', () => {
    const columns = sortedColumns(
      [{ key: 'title', sorter: true }, { key: 'type', sorter: true }, { key: 'channels' }],
      withOrder,
    );
    expect(columns.map((column) => ('sortOrder' in column ? column.sortOrder : 'none'))).toEqual([
      'ascend',
      null,
      'none',
    ]);
  });

  it('keeps the page when only the page changes', () => {
    expect(
      tableChangePatch(
        withOrder,
        { current: 4, pageSize: 20 },
        { columnKey: 'title', order: 'ascend' },
      ),
    ).toMatchObject({ page: 4, sortField: 'title', sortOrder: 'ascend' });
  });

  it('goes back to page 1 on another order, another column or another page size', () => {
    const page = (patch: Partial<ListQuery>) => patch.page;
    expect(
      page(
        tableChangePatch(
          withOrder,
          { current: 3, pageSize: 20 },
          { columnKey: 'title', order: 'descend' },
        ),
      ),
    ).toBe(1);
    expect(
      page(
        tableChangePatch(
          withOrder,
          { current: 3, pageSize: 20 },
          { columnKey: 'type', order: 'ascend' },
        ),
      ),
    ).toBe(1);
    expect(
      page(
        tableChangePatch(
          withOrder,
          { current: 3, pageSize: 50 },
          { columnKey: 'title', order: 'ascend' },
        ),
      ),
    ).toBe(1);
  });

  it('drops the sort when the column is clicked back to none', () => {
    expect(
      tableChangePatch(
        withOrder,
        { current: 3, pageSize: 20 },
        { columnKey: 'title', order: undefined },
      ),
    ).toMatchObject({ sortField: undefined, sortOrder: undefined, page: 1 });
  });
});
