import { MASTER_API } from '@dealer/contracts/master';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession } from './fixtures';
import { headerCell } from './listPageKit';
import { renderRoutes } from './masterHarness';
import { queryClient } from '../shared/api/queryClient';
import { endSession, startSession } from '../shared/session/sessionStore';

/**
 * Test kit, imported by the master lists' tests only: every data column of a list sorts on the
 * server, and the sort lives in the URL.
 */
export interface SortableListCase {
  path: string;
  Page: ComponentType;
  /** The search call's path. */
  search: string;
  /** Every data column of the list, by its English title, with the field the server sorts by. */
  columns: Record<string, string>;
}

/** Empty lists and lookups: the table's headers are what the test clicks. */
const REPLIES: Record<string, unknown> = {
  [MASTER_API.branch.query]: [{ acknowledge: 1, message: 'OK', listBranch: [], total: 0 }],
  [MASTER_API.branch.regions]: { acknowledge: 1, message: 'OK', listRegions: [] },
  [MASTER_API.branchCluster.command]: [
    { acknowledge: 1, message: 'OK', clusterBranches: [], total: 0 },
  ],
  [MASTER_API.cluster.getAll]: { acknowledge: 1, message: 'OK', listCluster: [], total: 0 },
  [MASTER_API.reason.command]: [
    { acknowledge: 1, message: 'OK', reasonListMappings: [], total: 0 },
  ],
  [MASTER_API.reason.categories]: { acknowledge: 1, message: 'OK', reasonCategoryModel: [] },
  [MASTER_API.question.search]: { acknowledge: 1, message: 'OK', questions: [], total: 0 },
  [MASTER_API.question.categories]: { acknowledge: 1, message: 'OK', questionnaireCategorys: [] },
};

export function describeSortableList(
  name: string,
  { path, Page, search, columns }: SortableListCase,
) {
  const fetchMock = vi.fn<typeof fetch>();
  const bodiesSent = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === search)
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

  // antd's table is heavy in jsdom; a busy machine needs the room.
  vi.setConfig({ testTimeout: 120_000 });
  configure({ asyncUtilTimeout: 20_000 });

  describe(`${name} list sorting`, () => {
    beforeEach(async () => {
      vi.stubGlobal('fetch', fetchMock);
      await startSession(makeSession({ role: 'ho_testdrive', roles: ['ho_testdrive'] }));
      fetchMock.mockImplementation(async (input) => {
        const reply = REPLIES[String(input)];
        return reply ? jsonResponse(reply) : jsonResponse({}, 404);
      });
    });

    afterEach(() => {
      endSession();
      queryClient.clear();
      fetchMock.mockReset();
      vi.unstubAllGlobals();
    });

    it('sorts by every data column on the server, the sort in the URL', async () => {
      const { router, container } = renderRoutes([{ path, element: <Page /> }], path);
      await waitFor(() => expect(bodiesSent().length).toBeGreaterThan(0));
      // No sort asked: none is sent, so the server's default order holds.
      expect(bodiesSent()[0]).not.toHaveProperty('sortField');
      await screen.findAllByText(Object.keys(columns)[0]!);

      const sortable = container.querySelectorAll('thead th.ant-table-column-has-sorters');
      expect(sortable).toHaveLength(Object.keys(columns).length);
      for (const [title, field] of Object.entries(columns)) {
        fireEvent.click(headerCell(container, title));
        await waitFor(() =>
          expect(bodiesSent().at(-1)).toMatchObject({
            sortField: field,
            sortOrder: 'ascend',
            page: 1,
          }),
        );
        expect(router.state.location.search).toContain(`sort=${field}&order=ascend`);
      }
      const [lastTitle, lastField] = Object.entries(columns).at(-1)!;
      fireEvent.click(headerCell(container, lastTitle));
      await waitFor(() =>
        expect(bodiesSent().at(-1)).toMatchObject({ sortField: lastField, sortOrder: 'descend' }),
      );
    });
  });
}
