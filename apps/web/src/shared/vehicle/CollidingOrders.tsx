import { statusName } from '@dealer/contracts/order-workflow';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderLink } from '../order/OrderLink';
import { formatDateTime } from '../time/businessTime';
import type { BlockRefusal, CollidingOrder } from './blockRefusal';

/**
 * 'DD-MM-YYYY HH:mm – HH:mm' in the business time zone, or both dates in full when the order runs
 * past midnight there.
 */
function period(order: CollidingOrder): string {
  const start = formatDateTime(order.startDateTime);
  const end = formatDateTime(order.endDateTime);
  const endText = end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end;
  return `${start} – ${endText}`;
}

/** The refusal of a block inside the popup: the server's message and the orders in the way. */
export function CollidingOrders({ refusal }: { refusal: BlockRefusal }) {
  const { t } = useTranslation();
  const orders = refusal.collidingOrders;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="vehicle-refusal"
      title={refusal.message}
      description={
        orders.length > 0 ? (
          <>
            <Typography.Paragraph className="vehicle-refusal__help">
              {t('vehicles.block.collidingHelp')}
            </Typography.Paragraph>
            <table className="vehicle-refusal__orders">
              <caption className="sr-only">{t('vehicles.block.collidingCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('vehicles.block.orderNo')}</th>
                  <th scope="col">{t('vehicles.block.orderPeriod')}</th>
                  <th scope="col">{t('vehicles.block.orderStatus')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => {
                  const name = statusName(order.statusCode);
                  return (
                    <tr key={order.testDriveOrderNo}>
                      <td>
                        <OrderLink orderNo={order.testDriveOrderNo} />
                      </td>
                      <td>{period(order)}</td>
                      <td>
                        {name
                          ? t(`order.status.${name}`, { defaultValue: name })
                          : String(order.statusCode)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        ) : undefined
      }
    />
  );
}
