import { ZClusterListResponse, type Cluster } from '@dealer/contracts/cluster';
import { MASTER_API } from '@dealer/contracts/master';
import { fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { apiPost } from '../api/client';
import { expectReply } from '../api/expectReply';
import { queryClient } from '../api/queryClient';
import { loadTranslations } from '../i18n/i18n';
import { endSession, startSession } from '../session/sessionStore';
import { statusColumn } from './columns';
import { MasterListPage } from './MasterListPage';
import { statusSearchField } from './statusField';

const cluster = (id: number, isEnabled: boolean): Cluster => ({
  id,
  version: 1,
  createdTime: '2026-01-05T03:00:00Z',
  updatedTime: null,
  clusterCode: `CL-0${id}`,
  clusterTypeId: 1,
  clusterTypeCode: 'TD',
  clusterTypeDesc: 'Test Drive Cluster',
  clusterDescription: `Cluster ${id}`,
  isEnabled,
  isActive: true,
});
const CLUSTERS = [cluster(1, true), cluster(2, false)];

// antd's table is heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });

beforeEach(async () => {
  const replies: Record<string, unknown> = {
    [MASTER_API.cluster.search]: { acknowledge: 1, message: 'OK', listCluster: CLUSTERS, total: 2 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => jsonResponse(replies[String(input)] ?? {}, 200)),
  );
  await startSession(makeSession({ role: 'ho_testdrive', roles: ['ho_testdrive'] }));
  await loadTranslations('ar');
});

afterEach(async () => {
  await loadTranslations('en');
  endSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** A cluster list built the way the seven master-data screens build theirs. */
function ClusterList() {
  const { t } = useTranslation();
  return (
    <MasterListPage<Cluster>
      config={{
        queryKey: ['cluster'],
        title: t('cluster.title'),
        basePath: '/cluster',
        emptyText: t('cluster.empty'),
        searchFields: [statusSearchField(t)],
        fetchPage: async (query) => {
          const reply = await apiPost(MASTER_API.cluster.search, { page: query.page });
          const list = expectReply(ZClusterListResponse, reply);
          return { rows: list.listCluster, total: list.total };
        },
        columns: [
          { title: t('cluster.code'), key: 'clusterCode', dataIndex: 'clusterCode' },
          statusColumn(t),
        ],
        rowRef: (row) => ({ id: row.id, version: row.version }),
        rowLabel: (row) => row.clusterCode,
        bulk: () => Promise.reject(new Error('not sent in this test')),
      }}
    />
  );
}

describe('a master-data list in Arabic', () => {
  it('shows the Active / InActive tags and the bulk actions in Arabic, not English', async () => {
    renderRoutes([{ path: '/cluster', element: <ClusterList /> }], '/cluster');
    const activeRow = (await screen.findByText('CL-01')).closest('tr')!;
    const inactiveRow = screen.getByText('CL-02').closest('tr')!;
    expect(within(activeRow).getByText('نشط')).toBeInTheDocument();
    expect(within(inactiveRow).getByText('غير نشط')).toBeInTheDocument();

    // The bulk bar appears with a selection.
    fireEvent.click(within(activeRow).getByRole('checkbox', { hidden: true }));
    const bar = await screen.findByRole('toolbar', { hidden: true });
    expect(within(bar).getByRole('button', { name: 'نشط', hidden: true })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'حذف', hidden: true })).toBeInTheDocument();

    // No element of the page says the English words.
    expect(screen.queryAllByText(/^(Active|InActive|Delete)$/)).toEqual([]);
  });
});
