import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Select, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useBranchesInScope } from '../../../shared/kit/lookups';
import { useSession } from '../../../shared/session/sessionStore';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { fetchBranchUnits, fetchDayOrders, orderKeys } from '../api';
import { boardOnRoute, type BoardKind } from '../boards';
import {
  DEFAULT_TIME_ZONE,
  DISPLAY_DATE,
  formatDate,
  WIRE_DATE,
  businessToday,
  isWireDate,
} from '../../../shared/time/businessTime';
import { BoardCounters } from '../components/BoardCounters';
import { OrderDetailModal } from '../components/OrderDetailModal';
import { OrderLookup } from '../../../shared/order/OrderLookup';
import { StatusLegend } from '../components/StatusLegend';
import { actorOf } from '../moves';
import { Timeline } from '../components/Timeline';
import { BOARD_REFRESH_MS, useOrdersChanged } from '../useBoardState';
import '../order.css';

/**
 * The daily timeline of one branch (routes {board}/daily/{id}/{branch}, {id} being the business
 * day YYYY-MM-DD): its vehicles grouped Booking, Non Booking and Block, the day's orders as bars.
 */
export function DailyPage({ route }: { route: BoardKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession()!;
  const board = boardOnRoute(route, session.role);
  const params = useParams();
  const day = isWireDate(params.id) ? params.id : businessToday();
  const branchCode = params.branch ?? '';
  const branches = useBranchesInScope();
  const branch = branches.data?.find((b) => b.branchCode === branchCode);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const ordersChanged = useOrdersChanged();

  const orders = useQuery({
    queryKey: orderKeys.day(branchCode, day),
    queryFn: ({ signal }) => fetchDayOrders(branchCode, day, signal),
    enabled: branchCode !== '',
    refetchInterval: BOARD_REFRESH_MS,
  });
  const units = useQuery({
    queryKey: orderKeys.units(branch?.id ?? 0),
    queryFn: ({ signal }) => fetchBranchUnits(branch!.id, signal),
    enabled: branch !== undefined,
  });
  const timeZone = orders.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const go = (nextDay: string, nextBranch: string) =>
    void navigate(`/${board.dailyRoute}/${nextDay}/${encodeURIComponent(nextBranch)}`);
  const actor = actorOf(session);
  const failed = orders.isError || units.isError;
  const unknownBranch = branches.isSuccess && !branch;

  return (
    <Flex vertical gap={16} className="page order-page">
      <PageHeader
        title={t('order.timeline.heading', {
          day: formatDate(day),
          branch: branch ? `${branch.branchCode} - ${branch.branchDescription}` : branchCode,
        })}
        subtitle={t(board.titleKey)}
        back={{ to: `/${board.route}`, label: t('order.timeline.back') }}
        extra={<OrderLookup onOpen={setOpenOrder} />}
      />
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={12} wrap align="center">
            <Button onClick={() => go(dayjs(day).subtract(1, 'day').format(WIRE_DATE), branchCode)}>
              {t('order.timeline.previousDay')}
            </Button>
            <DatePicker
              aria-label={t('order.timeline.day')}
              value={dayjs(day)}
              format={DISPLAY_DATE}
              allowClear={false}
              onChange={(value) => value && go(value.format(WIRE_DATE), branchCode)}
            />
            <Button onClick={() => go(dayjs(day).add(1, 'day').format(WIRE_DATE), branchCode)}>
              {t('order.timeline.nextDay')}
            </Button>
            <Select
              aria-label={t('order.filter.branch')}
              className="order-filters__branch"
              value={branchCode}
              showSearch
              optionFilterProp="label"
              loading={branches.isLoading}
              options={(branches.data ?? []).map((b) => ({
                value: b.branchCode,
                label: `${b.branchCode} - ${b.branchDescription}`,
              }))}
              onChange={(next: string) => go(day, next)}
            />
            <Typography.Text type="secondary">
              {t('order.timeline.timeZone', { timeZone })}
            </Typography.Text>
          </Flex>
          <BoardCounters counts={orders.data?.counts} loading={orders.isLoading} />
        </Flex>
      </Card>
      <Card title={t('order.timeline.vehicles')} className="order-timeline-card">
        {unknownBranch ? (
          <Alert type="warning" showIcon title={t('order.timeline.noBranch')} />
        ) : null}
        {failed ? (
          <Alert
            type="error"
            showIcon
            title={t('order.timeline.loadFailed')}
            action={
              <Button
                onClick={() => {
                  void orders.refetch();
                  void units.refetch();
                }}
              >
                {t('order.retry')}
              </Button>
            }
          />
        ) : null}
        {!failed && !unknownBranch && (!orders.data || !units.data) ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : null}
        {orders.data && units.data ? (
          <Timeline
            day={day}
            timeZone={timeZone}
            units={units.data}
            orders={orders.data.orders}
            onOpen={setOpenOrder}
          />
        ) : null}
      </Card>
      <StatusLegend kind={board.kind} />
      {openOrder ? (
        <OrderDetailModal
          orderNo={openOrder}
          actor={actor}
          fallbackTimeZone={timeZone}
          onMoved={ordersChanged}
          onClose={() => setOpenOrder(null)}
        />
      ) : null}
    </Flex>
  );
}
