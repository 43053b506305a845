import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Table } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerPoints } from '@dealer/contracts/point-correction';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { notifySuccess } from '../../../shared/ui/notify';
import {
  exportPlayerPoints,
  fetchBranches,
  fetchPlayerPoints,
  pointKeys,
  type PlayerPointsFilter,
} from '../api';
import { EntriesDrawer } from '../components/EntriesDrawer';
import { OutstandingCard } from '../components/OutstandingCard';
import { pointsText } from '../components/points';
import '../pointCorrection.css';

/** Player Points (issue 12): balances per points type, the entries behind them, export. */
export function Component() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PlayerPointsFilter>({ branchCode: '', playerNo: '' });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<PlayerPoints | null>(null);
  const [exporting, setExporting] = useState(false);
  const branches = useQuery({
    queryKey: pointKeys.branches,
    queryFn: ({ signal }) => fetchBranches(signal),
  });
  const players = useQuery({
    queryKey: pointKeys.playerPoints({ ...filter, page }),
    queryFn: ({ signal }) => fetchPlayerPoints({ ...filter, page, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
    // Balances are money to the salesmen: coming back to the page never shows the balances of
    // the last visit while the fresh ones load (a reversal in between made them wrong).
    gcTime: 0,
  });
  const change = (next: Partial<PlayerPointsFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const runExport = async () => {
    setExporting(true);
    try {
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
                value={filter.branchCode}
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
          pagination={{
            current: page,
            pageSize: 20,
            total: players.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { title: t('pointCorrection.col.playerNo'), dataIndex: 'playerNo' },
            { title: t('pointCorrection.col.playerName'), dataIndex: 'playerName' },
            { title: t('pointCorrection.col.branch'), dataIndex: 'branchCode' },
            { title: t('pointCorrection.playerPoints.level'), dataIndex: 'playerLevel' },
            { title: t('pointCorrection.playerPoints.tier'), dataIndex: 'playerTier' },
            { title: t('pointCorrection.playerPoints.salesmanTier'), dataIndex: 'salesmanTier' },
            {
              title: t('pointCorrection.pointsType.PodiumPoints'),
              dataIndex: 'podiumPoints',
              align: 'end',
              render: pointsText,
            },
            {
              title: t('pointCorrection.pointsType.PointsBalance'),
              dataIndex: 'pointsBalance',
              align: 'end',
              render: pointsText,
            },
            {
              title: t('pointCorrection.playerPoints.entries.title'),
              render: (_: unknown, p) => (
                <Button
                  size="small"
                  aria-label={t('pointCorrection.playerPoints.openEntries', { player: p.playerNo })}
                  onClick={() => setOpen(p)}
                >
                  {t('pointCorrection.playerPoints.entries.open', { count: p.entryCount })}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <EntriesDrawer player={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
