import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry, PlayerPoints } from '@dealer/contracts/point-correction';
import { formatDateTime } from '../../../shared/time/businessTime';
import { fetchEntries, pointKeys } from '../api';
import { pointsText, signedText } from './points';

const SOURCE_COLORS: Record<string, string> = {
  correction: 'blue',
  quest_award: 'green',
  redemption: 'purple',
  reversal: 'orange',
};

/** A player's balance per points type and the entries that made it, newest first. */
export function EntriesDrawer({
  player,
  onClose,
}: {
  player: PlayerPoints | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const playerNo = player?.playerNo ?? '';
  const entries = useInfiniteQuery({
    queryKey: pointKeys.entries(playerNo),
    queryFn: ({ pageParam, signal }) => fetchEntries(playerNo, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) =>
      last.entries.length === 50 ? last.entries[last.entries.length - 1]!.entryId : undefined,
    enabled: player !== null,
  });
  const pages = entries.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.entries);
  const balances = pages[0]?.balances ?? [];
  const sourceText = (e: LedgerEntry) => {
    if (e.source === 'correction')
      return t('pointCorrection.playerPoints.source.correctionRef', { ref: e.sourceRef });
    if (e.source === 'reversal')
      return t('pointCorrection.playerPoints.source.reversalRef', {
        ref: e.sourceRef.replace(/^correction:/, ''),
      });
    return `${t(`pointCorrection.playerPoints.source.${e.source}`)} ${e.sourceRef}`;
  };
  return (
    <Drawer
      open={player !== null}
      onClose={onClose}
      size={880}
      title={player ? `${player.playerNo} - ${player.playerName}` : ''}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Descriptions size="small" column={{ xs: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} bordered>
          {balances.map((b) => (
            <Descriptions.Item
              key={b.pointsType}
              label={t(`pointCorrection.pointsType.${b.pointsType}`)}
            >
              {pointsText(b.balance)}
            </Descriptions.Item>
          ))}
        </Descriptions>
        <Table<LedgerEntry>
          size="small"
          aria-label={t('pointCorrection.playerPoints.entries.title')}
          rowKey="entryId"
          loading={entries.isFetching}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: t('pointCorrection.playerPoints.entries.empty') }}
          columns={[
            {
              title: t('pointCorrection.playerPoints.entries.time'),
              dataIndex: 'createdTime',
              render: (v: string) => formatDateTime(v),
            },
            {
              title: t('pointCorrection.col.pointsType'),
              dataIndex: 'pointsType',
              render: (v: string) => t(`pointCorrection.pointsType.${v}`),
            },
            {
              title: t('pointCorrection.playerPoints.entries.points'),
              dataIndex: 'amount',
              align: 'end',
              render: signedText,
            },
            {
              title: t('pointCorrection.playerPoints.entries.source'),
              render: (_: unknown, e) => (
                <Tag className="pc-tag" color={SOURCE_COLORS[e.source]}>
                  {sourceText(e)}
                </Tag>
              ),
            },
            {
              title: t('pointCorrection.playerPoints.entries.description'),
              dataIndex: 'description',
            },
            { title: t('pointCorrection.playerPoints.entries.by'), dataIndex: 'createdBy' },
          ]}
        />
        {entries.hasNextPage ? (
          <Button loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
            {t('pointCorrection.playerPoints.entries.more')}
          </Button>
        ) : null}
      </Flex>
    </Drawer>
  );
}
