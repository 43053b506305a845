import { Button, Table, Tooltip } from 'antd';
import { listTableProps } from '../../../shared/kit/listTable';
import type { ListQuery } from '../../../shared/kit/search';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatMinutes, statusColumns, type ReportLine } from '../reportTable';

interface CountsTableProps {
  /** The URL's list query: the table's sort and page. */
  query: ListQuery;
  onQuery: (patch: Partial<ListQuery>) => void;
  lines: ReportLine[];
  status: string;
  loading: boolean;
  stagesLoading: boolean;
  /** Opens the orders behind a count ('' = the line's total). */
  onOpen: (line: ReportLine, status: string, count: number) => void;
}

/** The report's table: a month at a branch per line, its counts per status and its stage times. */
export function CountsTable({
  lines,
  query,
  onQuery,
  status,
  loading,
  stagesLoading,
  onOpen,
}: CountsTableProps) {
  const { t } = useTranslation();
  const count = (line: ReportLine, name: string, value: number, label: string) =>
    value > 0 ? (
      <Button
        type="link"
        className="report-count"
        aria-label={t('report.table.openCount', {
          count: value,
          what: label,
          branch: line.branchCode,
          month: dayjs(`${line.month}-01`).format('MM-YYYY'),
        })}
        onClick={() => onOpen(line, name, value)}
      >
        {value}
      </Button>
    ) : (
      <span className="report-zero">0</span>
    );
  const stage = (
    key: 'submittedToAssigned' | 'assignedToPrepared' | 'testDrive' | 'returnToCompleted',
  ) => ({
    title: (
      <Tooltip title={t('report.table.stageHelp')}>
        <span>{t(`report.table.${key}`)}</span>
      </Tooltip>
    ),
    key,
    align: 'end' as const,
    render: (_: unknown, line: ReportLine) =>
      stagesLoading && !line.stage ? '…' : formatMinutes(line.stage?.[key]),
  });
  const columns: ColumnsType<ReportLine> = [
    {
      title: t('report.table.month'),
      key: 'month',
      fixed: 'left',
      // The lines are all here (one call): the table sorts them in the browser.
      sorter: (a, b) => a.month.localeCompare(b.month),
      render: (_, line) => dayjs(`${line.month}-01`).format('MM-YYYY'),
    },
    {
      title: t('report.table.branch'),
      key: 'branch',
      sorter: (a, b) => a.branchCode.localeCompare(b.branchCode),
      render: (_, line) => `${line.branchCode} - ${line.branchDescription}`,
    },
    {
      title: t('report.table.total'),
      key: 'total',
      align: 'end',
      sorter: (a, b) => a.total - b.total,
      render: (_, line) => count(line, '', line.total, t('report.table.total')),
    },
    ...statusColumns(status, lines).map((name) => ({
      title: t(`order.status.${name}`),
      key: name,
      align: 'end' as const,
      render: (_: unknown, line: ReportLine) =>
        count(line, name, line.counts[name] ?? 0, t(`order.status.${name}`)),
    })),
    {
      title: t('report.table.autoRejected'),
      key: 'autoRejected',
      align: 'end',
      sorter: (a, b) => (a.stage?.autoRejected ?? 0) - (b.stage?.autoRejected ?? 0),
      render: (_, line) => (stagesLoading && !line.stage ? '…' : (line.stage?.autoRejected ?? 0)),
    },
    stage('submittedToAssigned'),
    stage('assignedToPrepared'),
    stage('testDrive'),
    stage('returnToCompleted'),
  ];
  const table = listTableProps(query, onQuery, columns, { total: lines.length, t });
  return (
    <Table<ReportLine>
      className="report-table"
      rowKey="key"
      size="small"
      {...table}
      dataSource={lines}
      loading={loading}
      // A report that fits one page shows no pager.
      pagination={lines.length > query.pageSize ? table.pagination : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('report.empty') }}
    />
  );
}
