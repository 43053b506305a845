import type { QuestListItem } from '@dealer/contracts/quest';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatQuestDateTime } from '../../../shared/time/businessTime';
import { QuestRowActions } from './QuestRowActions';
import { QuestStatusTag } from './StatusTag';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
// Wall-clock texts of one format (YYYY-MM-DDTHH:mm:ss) order as their times do.
const byWallClock = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const periodStart = (row: QuestListItem) => row.recurrence[0]?.validFrom ?? '';

/**
 * The quest list's columns. The list call sorts by nothing (newest first), so a column sorts
 * the rows on the client, and only while the page holds the whole search (`sortable`): sorting
 * one page of several would look like an order of every quest and not be one.
 */
export function questColumns(
  t: TFunction,
  { sortable, onDelete }: { sortable: boolean; onDelete: (row: QuestListItem) => void },
): TableColumnsType<QuestListItem> {
  const sorter = (compare: (a: QuestListItem, b: QuestListItem) => number) =>
    sortable ? { sorter: compare } : {};
  return [
    {
      title: t('quest.questCode'),
      dataIndex: 'questCode',
      key: 'questCode',
      width: 120,
      ...sorter((a, b) => byText(a.questCode, b.questCode)),
    },
    {
      title: t('quest.questName'),
      dataIndex: 'questName',
      key: 'questName',
      ...sorter((a, b) => byText(a.questName, b.questName)),
      render: (name: string, row) => <Link to={`/astraquest/view/${row.questId}`}>{name}</Link>,
    },
    {
      title: t('quest.keyword'),
      dataIndex: 'keyword',
      key: 'keyword',
      width: 130,
      ...sorter((a, b) => byText(a.keyword, b.keyword)),
    },
    {
      title: t('quest.statusLabel'),
      dataIndex: 'status',
      key: 'status',
      width: 120,
      // In the order of a quest's life: Draft, Open, Active, InActive, Cancelled, Deleted.
      ...sorter((a, b) => a.status - b.status),
      render: (value: number) => <QuestStatusTag status={value} />,
    },
    {
      title: t('quest.period'),
      key: 'period',
      width: 320,
      // By the start of the first recurrence, the first time the cell shows.
      ...sorter((a, b) => byWallClock(periodStart(a), periodStart(b))),
      render: (_, row) => {
        const first = row.recurrence[0];
        const last = row.recurrence[row.recurrence.length - 1];
        if (!first || !last) return '';
        return `${formatQuestDateTime(first.validFrom)} – ${formatQuestDateTime(last.validTo)} (${row.recurrence.length})`;
      },
    },
    {
      title: t('quest.actions'),
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_, row) => <QuestRowActions row={row} onDelete={onDelete} />,
    },
  ];
}
