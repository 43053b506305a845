import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Table } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { listTableProps } from '../../../shared/kit/listTable';
import { sortOf, type FilterParam, type ListQuery } from '../../../shared/kit/search';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLAYER_POINTS_SORT_FIELDS,
  type PlayerPoints,
  type PlayerPointsExportQuery,
} from '@dealer/contracts/point-correction';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { notifySuccess } from '../../../shared/ui/notify';
import { exportPlayerPoints, fetchBranches, fetchPlayerPoints, pointKeys } from '../api';
import { EntriesDrawer } from '../components/EntriesDrawer';
import { OutstandingCard } from '../components/OutstandingCard';
import { playerColumns } from '../components/playerColumns';
import { filterText } from '../../../shared/kit/search';
import { useTypedText } from '../../../shared/kit/useTypedText';
import '../pointCorrection.css';

/** The list's filters in the URL (`?branchCode=T013&playerNo=Budi&sort=pointsBalance...`). */
const PARAMS: readonly FilterParam[] = [
  { name: 'branchCode', valueType: 'string' },
  { name: 'playerNo', valueType: 'string' },
];

/** The URL's filters and sort as the list and its export send them. */
function playerSearch(query: ListQuery): PlayerPointsExportQuery {
  const branchCode = filterText(query.filters.branchCode);
  const playerNo = filterText(query.filters.playerNo);
  return {
    ...(branchCode ? { branchCode } : {}),
    ...(playerNo ? { playerNo } : {}),
    ...sortOf(query, PLAYER_POINTS_SORT_FIELDS),
  };
}

/** Player Points (issue 12): balances per points type, the entries behind them, export. */
export function Component() {
  const { t } = useTranslation();
  const [query, setQuery] = useListQuery('/playerpoints', PARAMS);
  const filter = playerSearch(query);
  const [search, setSearch] = useTypedText(filter.playerNo ?? '');
  const [open, setOpen] = useState<PlayerPoints | null>(null);
  const [exporting, setExporting] = useState(false);
  const branches = useQuery({
    queryKey: pointKeys.branches,
    queryFn: ({ signal }) => fetchBranches(signal),
  });
  const request = { ...filter, page: query.page, pageSize: query.pageSize };
  const players = useQuery({
    queryKey: pointKeys.playerPoints(request),
    queryFn: ({ signal }) => fetchPlayerPoints(request, signal),
    placeholderData: keepPreviousData,
    // Balances are money to the salesmen: coming back to the page never shows the balances of
    // the last visit while the fresh ones load (a reversal in between made them wrong).
    gcTime: 0,
  });
  /** A new branch or player search: the URL's filters, back to the first page, sort kept. */
  const change = (next: { branchCode?: string; playerNo?: string }) =>
    setQuery({ filters: { ...query.filters, ...next }, page: 1 });
  const runExport = async () => {
    setExporting(true);
    try {
      // What the list shows: the URL's filters and sort, read when the button is pressed.
      await exportPlayerPoints(filter);
      notifySuccess(t('pointCorrection.playerPoints.exported'));
    } catch {
      // shown by the transfer helper
    } finally {
      setExporting(false);
    }
  };
  return (
    <Flex vertical gap={16} className="page player-points-page">
      <PageHeader
        title={t('pointCorrection.playerPoints.title')}
        subtitle={t('pointCorrection.playerPoints.subtitle')}
        extra={
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            loading={exporting}
            onClick={() => void runExport()}
          >
            {t('pointCorrection.playerPoints.export')}
          </Button>
        }
      />
      <OutstandingCard />
      <Card>
        <Form layout="vertical" component="div">
          <Flex gap={12} wrap align="end">
            <Form.Item label={t('pointCorrection.col.branch')} htmlFor="pp-branch">
              <FormSelect
                id="pp-branch"
                className="pc-picker"
                value={filter.branchCode ?? ''}
                loading={branches.isLoading}
                showSearch
                optionFilterProp="label"
                options={[
                  { value: '', label: t('pointCorrection.playerPoints.allBranches') },
                  ...(branches.data ?? []).map((b) => ({
                    value: b.branchCode,
                    label: `${b.branchCode} - ${b.branchName}`,
                  })),
                ]}
                onChange={(branchCode: string) => change({ branchCode })}
              />
            </Form.Item>
            <Form.Item label={t('pointCorrection.playerPoints.player')} htmlFor="pp-player">
              <Input.Search
                id="pp-player"
                className="pc-picker"
                value={search}
                maxLength={60}
                allowClear
                placeholder={t('pointCorrection.playerPoints.playerPlaceholder')}
                onChange={(e) => {
                  setSearch(e.target.value);
                  if (e.target.value === '') change({ playerNo: '' });
                }}
                onSearch={(value) => change({ playerNo: value.trim() })}
              />
            </Form.Item>
          </Flex>
        </Form>
        <Table<PlayerPoints>
          size="small"
          aria-label={t('pointCorrection.playerPoints.table')}
          rowKey="playerNo"
          loading={players.isFetching}
          dataSource={players.data?.players ?? []}
          locale={{ emptyText: t('pointCorrection.playerPoints.empty') }}
          scroll={{ x: 960 }}
          {...listTableProps(query, setQuery, playerColumns(t, setOpen), {
            total: players.data?.total ?? 0,
            t,
          })}
        />
      </Card>
      <EntriesDrawer player={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
