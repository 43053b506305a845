import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { filterText } from '../../../shared/kit/search';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { useTranslation } from 'react-i18next';
import { OrderDetailModal } from '../../../shared/order/OrderDetailModal';
import { OrderLookup } from '../../../shared/order/OrderLookup';
import { useSession } from '../../../shared/session/sessionStore';
import { DEFAULT_TIME_ZONE, currentMonth } from '../../../shared/time/businessTime';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { fetchCounts, fetchStageTimes, reportKeys, type ReportQuery } from '../api';
import { CountsTable } from '../components/CountsTable';
import { DailyChart } from '../components/DailyChart';
import { DrillDownModal } from '../components/DrillDownModal';
import { ExportButton } from '../components/ExportButton';
import { ReportFilters } from '../components/ReportFilters';
import { defaultReportBranch, drillFilter, reportLines, type ReportLine } from '../reportTable';
import '../report.css';

const FILTER_PARAMS = [
  { name: 'branchCode', valueType: 'string' },
  { name: 'status', valueType: 'string' },
  { name: 'startDate', valueType: 'string' },
  { name: 'endDate', valueType: 'string' },
] as const;
/** Lines a page of the counts table holds (one page for most filters: a month of a branch). */
const REPORT_PAGE_SIZE = 50;

interface Drill {
  title: string;
  filter: ReportQuery;
}

/**
 * Report Order (spec 2 section 2): counts per month, branch and status of the test-drive orders,
 * with stage times and auto-rejections, a daily chart, the orders behind every count, the Excel
 * export and the order lookup. The server decides the branch scope of everything shown.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession()!;
  const userBranches = session.userAreas.map((a) => a.branchCode);
  const allBranch = defaultReportBranch(session.role, userBranches) === '';
  // The filter and the table's sort live in the URL (the kit's list query), so a reload, Back
  // from an order and a shared link show the same report; the default (the user's branch, this
  // business month) is left out of it.
  const defaults = {
    branchCode: defaultReportBranch(session.role, userBranches),
    ...currentMonth(),
  };
  const [query, setQuery] = useListQuery('/reportorder', FILTER_PARAMS, defaults, {
    defaultPageSize: REPORT_PAGE_SIZE,
  });
  const filter: ReportQuery = {
    branchCode: filterText(query.filters.branchCode),
    status: filterText(query.filters.status),
    startDate: filterText(query.filters.startDate),
    endDate: filterText(query.filters.endDate),
  };
  const setFilter = (next: ReportQuery) => setQuery({ filters: { ...next }, page: 1 });
  const [drill, setDrill] = useState<Drill | null>(null);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const counts = useQuery({
    queryKey: reportKeys.counts(filter),
    queryFn: ({ signal }) => fetchCounts(filter, signal),
    placeholderData: keepPreviousData,
  });
  const stages = useQuery({
    queryKey: reportKeys.stageTimes(filter),
    queryFn: ({ signal }) => fetchStageTimes(filter, signal),
    placeholderData: keepPreviousData,
  });
  const lines = reportLines(counts.data?.rows ?? [], stages.data?.rows ?? []);
  const timeZone = counts.data?.timeZone ?? DEFAULT_TIME_ZONE;

  const openCount = (line: ReportLine, status: string, count: number) => {
    const what = status === '' ? t('report.table.total') : t(`order.status.${status}`);
    setDrill({
      title: t('report.drill.title', {
        what,
        count,
        branch: `${line.branchCode} - ${line.branchDescription}`,
        month: dayjs(`${line.month}-01`).format('MM-YYYY'),
      }),
      filter: drillFilter(filter, line, status),
    });
  };

  return (
    <Flex vertical gap={16} className="page report-page">
      <PageHeader
        title={t('report.title')}
        subtitle={t('report.subtitle')}
        extra={
          <>
            <OrderLookup onOpen={setOpenOrder} />
            <ExportButton filter={filter} disabled={!counts.data || lines.length === 0} />
          </>
        }
      />
      <Card>
        <ReportFilters filter={filter} allBranch={allBranch} onChange={setFilter} />
      </Card>
      {counts.isError && !counts.data ? (
        <Alert
          type="error"
          showIcon
          title={t('report.loadFailed')}
          action={<Button onClick={() => void counts.refetch()}>{t('report.retry')}</Button>}
        />
      ) : (
        <>
          <Card title={t('report.table.title')}>
            <CountsTable
              lines={lines}
              query={query}
              onQuery={setQuery}
              status={filter.status}
              loading={counts.isFetching}
              stagesLoading={stages.isFetching}
              onOpen={openCount}
            />
          </Card>
          <Card title={t('report.chart.title')}>
            {counts.data ? (
              <DailyChart
                days={counts.data.days}
                startDate={counts.data.startDate}
                endDate={counts.data.endDate}
              />
            ) : null}
          </Card>
        </>
      )}
      {drill ? (
        <DrillDownModal
          title={drill.title}
          filter={drill.filter}
          onOpenOrder={setOpenOrder}
          onClose={() => setDrill(null)}
        />
      ) : null}
      {openOrder ? (
        <OrderDetailModal
          orderNo={openOrder}
          fallbackTimeZone={timeZone}
          onClose={() => setOpenOrder(null)}
        />
      ) : null}
    </Flex>
  );
}
