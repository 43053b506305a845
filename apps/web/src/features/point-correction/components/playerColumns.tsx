import { Button, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { PlayerPoints } from '@dealer/contracts/point-correction';
import { pointsText } from './points';

/**
 * The player points table's columns. A sortable column's key is the field the server sorts by
 * (PLAYER_POINTS_SORT_FIELDS), and the sort's name in the URL.
 */
export function playerColumns(
  t: TFunction,
  onEntries: (player: PlayerPoints) => void,
): TableColumnsType<PlayerPoints> {
  return [
    {
      title: t('pointCorrection.col.playerNo'),
      key: 'playerNo',
      dataIndex: 'playerNo',
      sorter: true,
    },
    {
      title: t('pointCorrection.col.playerName'),
      key: 'playerName',
      dataIndex: 'playerName',
      sorter: true,
    },
    { title: t('pointCorrection.col.branch'), key: 'branchCode', dataIndex: 'branchCode' },
    {
      title: t('pointCorrection.playerPoints.level'),
      key: 'playerLevel',
      dataIndex: 'playerLevel',
    },
    { title: t('pointCorrection.playerPoints.tier'), key: 'playerTier', dataIndex: 'playerTier' },
    {
      title: t('pointCorrection.playerPoints.salesmanTier'),
      key: 'salesmanTier',
      dataIndex: 'salesmanTier',
    },
    {
      title: t('pointCorrection.pointsType.PodiumPoints'),
      key: 'podiumPoints',
      dataIndex: 'podiumPoints',
      align: 'end',
      sorter: true,
      render: pointsText,
    },
    {
      title: t('pointCorrection.pointsType.PointsBalance'),
      key: 'pointsBalance',
      dataIndex: 'pointsBalance',
      align: 'end',
      sorter: true,
      render: pointsText,
    },
    {
      title: t('pointCorrection.playerPoints.entries.title'),
      key: 'entries',
      render: (_: unknown, p) => (
        <Button
          size="small"
          aria-label={t('pointCorrection.playerPoints.openEntries', { player: p.playerNo })}
          onClick={() => onEntries(p)}
        >
          {t('pointCorrection.playerPoints.entries.open', { count: p.entryCount })}
        </Button>
      ),
    },
  ];
}
