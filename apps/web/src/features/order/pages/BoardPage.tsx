import { FieldTimeOutlined } from '@ant-design/icons';
import type { TestDriveOrder } from '@dealer/contracts/order';
import { Alert, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/sessionStore';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { boardOnRoute, defaultBranch, offersAllBranch, type BoardKind } from '../boards';
import { DEFAULT_TIME_ZONE, businessToday, inZone } from '../../../shared/time/businessTime';
import { BoardCounters } from '../components/BoardCounters';
import { BoardFilters } from '../components/BoardFilters';
import { OrderDetailModal } from '../components/OrderDetailModal';
import { OrderLookup } from '../components/OrderLookup';
import { OrderTable } from '../components/OrderTable';
import { StatusLegend } from '../components/StatusLegend';
import { actorOf } from '../moves';
import { useBoardList, useOrdersChanged } from '../useBoardState';
import '../order.css';

/**
 * A planning board's monthly list (spec 1 section 2): filters, counters, the orders newest
 * first, order lookup, and the way into the daily timeline of a branch.
 */
export function BoardPage({ route }: { route: BoardKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession()!;
  const board = boardOnRoute(route, session.role);
  const userBranches = session.userAreas.map((a) => a.branchCode);
  const { filter, changeFilter, paging, setPaging, list } = useBoardList(
    defaultBranch(session.role, userBranches, session.selectedBranch),
  );
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const ordersChanged = useOrdersChanged();
  const timeZone = list.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const actor = actorOf(session);

  const openDay = (day: string, branchCode: string) =>
    void navigate(`/${board.dailyRoute}/${day}/${encodeURIComponent(branchCode)}`);
  const timelineBranch = filter.branchCode || session.selectedBranch || userBranches[0] || '';

  return (
    <Flex vertical gap={16} className="page order-page">
      <PageHeader
        title={t(board.titleKey)}
        subtitle={t('order.board.subtitle')}
        extra={
          <>
            <OrderLookup onOpen={setOpenOrder} />
            <Button
              type="primary"
              icon={<FieldTimeOutlined aria-hidden />}
              disabled={!timelineBranch}
              onClick={() => openDay(businessToday(timeZone), timelineBranch)}
            >
              {t('order.timeline.open')}
            </Button>
          </>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          <BoardFilters
            board={board}
            filter={filter}
            allBranch={offersAllBranch(session.role, userBranches)}
            onChange={changeFilter}
          />
          <BoardCounters counts={list.data?.counts} loading={list.isLoading} />
        </Flex>
      </Card>
      <Card title={t('order.list.title')}>
        {list.isError && !list.data ? (
          <Alert
            type="error"
            showIcon
            message={t('order.list.loadFailed')}
            action={<Button onClick={() => void list.refetch()}>{t('order.retry')}</Button>}
          />
        ) : (
          <OrderTable
            orders={list.data?.orders ?? []}
            total={list.data?.total ?? 0}
            page={paging.page}
            pageSize={paging.pageSize}
            loading={list.isFetching}
            timeZone={timeZone}
            onPage={(page, pageSize) =>
              setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })
            }
            onOpen={setOpenOrder}
            onOpenDay={(order: TestDriveOrder) =>
              openDay(inZone(order.startDateTime, timeZone).format('YYYY-MM-DD'), order.branchCode)
            }
          />
        )}
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
