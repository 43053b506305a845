import { FieldTimeOutlined } from '@ant-design/icons';
import { ORDER_API, type TestDriveOrder } from '@dealer/contracts/order';
import { Alert, Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { orderPath } from '../../../shared/order/orderLink';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { useSession } from '../../../shared/session/sessionStore';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { boardOnRoute, defaultBranch, offersAllBranch, type BoardKind } from '../boards';
import { DEFAULT_TIME_ZONE, businessToday, inZone } from '../../../shared/time/businessTime';
import { BoardCounters } from '../components/BoardCounters';
import { BoardFilters } from '../components/BoardFilters';
import { OrderDetailModal } from '../components/OrderDetailModal';
import { OrderLookup } from '../../../shared/order/OrderLookup';
import { OrderTable } from '../components/OrderTable';
import { StatusLegend } from '../components/StatusLegend';
import { boardExportBody } from '../api';
import { actorOf } from '../moves';
import { useBoardList, useOrdersChanged } from '../useBoardState';
import '../order.css';

/** Set on the history entry of an order opened from the board: closing goes back to it. */
interface OpenedFromBoard {
  fromBoard: true;
}
const openedFromBoard = (state: unknown): state is OpenedFromBoard =>
  typeof state === 'object' && state !== null && 'fromBoard' in state;

/**
 * A planning board's monthly list (spec 1 section 2): filters, counters, the orders newest
 * first, order lookup, and the way into the daily timeline of a branch. An order opened here
 * has its own link (`/order/{orderNo}`, the filters kept in the query), which shows this page
 * with `openOrder` set; closing the popup returns to the board's own address.
 */
export function BoardPage({ route, openOrder }: { route: BoardKind; openOrder?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession()!;
  const board = boardOnRoute(route, session.role);
  const userBranches = session.userAreas.map((a) => a.branchCode);
  const { filter, changeFilter, paging, setPaging, list } = useBoardList(
    defaultBranch(session.role, userBranches, session.selectedBranch),
  );
  const setOpenOrder = (orderNo: string) =>
    void navigate(`${orderPath(orderNo)}${location.search}`, {
      state: { fromBoard: true } satisfies OpenedFromBoard,
    });
  // Back where the user came from when the board opened it (Back in the browser does the same);
  // otherwise (a pasted link, a reload) to the board's address, not to whatever page was before.
  const closeOrder = () =>
    openedFromBoard(location.state)
      ? void navigate(-1)
      : void navigate(`/${board.route}${location.search}`, { replace: true });
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
      <Card
        title={t('order.list.title')}
        extra={
          <ExportButton
            path={ORDER_API.export}
            body={() => boardExportBody(filter)}
            fileName="test-drive-orders.xlsx"
            title={t('order.list.title')}
          />
        }
      >
        {list.isError && !list.data ? (
          <Alert
            type="error"
            showIcon
            title={t('order.list.loadFailed')}
            action={<Button onClick={() => void list.refetch()}>{t('order.retry')}</Button>}
          />
        ) : (
          <OrderTable
            orders={list.data?.orders ?? []}
            total={list.data?.total ?? 0}
            page={paging.page}
            pageSize={paging.pageSize}
            loading={list.isFetching}
            awaitingFirstPage={list.isLoading}
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
          onClose={closeOrder}
        />
      ) : null}
    </Flex>
  );
}
