import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Result, Skeleton, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { findOrder, orderKeys } from '../api';
import { formatDateTime } from '../../../shared/time/businessTime';
import type { Actor } from '../moves';
import { OrderActions } from './OrderActions';
import { RemainingMinutes } from './RemainingMinutes';
import { StatusTag } from './StatusTag';
import { useEscapeCloses } from '../../../shared/ui/useEscapeCloses';

interface OrderDetailModalProps {
  orderNo: string;
  actor: Actor;
  fallbackTimeZone: string;
  onMoved: () => void;
  onClose: () => void;
}

/** Order detail with its activity log and the moves the user may make (spec 1 section 2). */
export function OrderDetailModal({
  orderNo,
  actor,
  fallbackTimeZone,
  onMoved,
  onClose,
}: OrderDetailModalProps) {
  const { t } = useTranslation();
  useEscapeCloses(onClose);
  const detail = useQuery({
    queryKey: orderKeys.detail(orderNo),
    queryFn: ({ signal }) => findOrder(orderNo, signal),
  });
  const order = detail.data?.order;
  const timeZone = detail.data?.timeZone ?? fallbackTimeZone;
  const at = (iso: string | null | undefined) => formatDateTime(iso, timeZone);

  return (
    <Modal
      open
      width={880}
      title={t('order.detail.title', { orderNo })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('order.close')}</Button>}
      destroyOnHidden
    >
      {detail.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {detail.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('order.detail.loadFailed')}
          action={<Button onClick={() => void detail.refetch()}>{t('order.retry')}</Button>}
        />
      ) : null}
      {detail.data && !order ? (
        <Result status="404" title={t('order.detail.notFound', { orderNo })} />
      ) : null}
      {order ? (
        <div className="order-detail">
          <OrderActions order={order} actor={actor} onMoved={onMoved} />
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2 }}
            className="order-detail__fields"
            items={[
              {
                key: 'status',
                label: t('order.field.status'),
                children: (
                  <span className="order-status-cell">
                    <StatusTag code={order.statusCode} />
                    <RemainingMinutes order={order} />
                  </span>
                ),
              },
              {
                key: 'schedule',
                label: t('order.field.schedule'),
                children: `${at(order.startDateTime)} – ${at(order.endDateTime).slice(11)}`,
              },
              { key: 'customer', label: t('order.field.customer'), children: order.customerName },
              {
                key: 'contact',
                label: t('order.field.contact'),
                children: `${order.customerPhoneNo} · ${order.customerEmail}`,
              },
              {
                key: 'address',
                label: t('order.field.address'),
                children: [order.address, order.city].filter(Boolean).join(', '),
              },
              {
                key: 'branch',
                label: t('order.field.branch'),
                children: `${order.branchCode} - ${order.testDriveUnit.branchDescription}`,
              },
              {
                key: 'vehicle',
                label: t('order.field.vehicle'),
                children: `${order.testDriveUnit.policeRegNo} · ${order.testDriveUnit.modelMaterialDesc} ${order.testDriveUnit.materialDesc} · ${order.testDriveUnit.colorDesc} · ${order.testDriveUnit.transmissionType}`,
              },
              {
                key: 'salesman',
                label: t('order.field.salesman'),
                children: order.testDriveOrderPartners[0]
                  ? `${order.testDriveOrderPartners[0].employeeName} (${order.testDriveOrderPartners[0].employeeNo}) · ${order.testDriveOrderPartners[0].hpno}`
                  : t('order.detail.noSalesman'),
              },
              {
                key: 'type',
                label: t('order.field.orderType'),
                children: [order.orderType, order.locationType].filter(Boolean).join(' · '),
              },
              {
                key: 'created',
                label: t('order.field.createdTime'),
                children: at(order.createdTime),
              },
              ...(order.vehicleDateStart
                ? [
                    {
                      key: 'block',
                      label: t('order.field.vehicleBlock'),
                      children: `${order.vehicleDateStart} – ${order.vehicleDateEnd ?? ''} · ${order.vehicleReason ?? ''}`,
                    },
                  ]
                : []),
              ...(order.comment
                ? [{ key: 'comment', label: t('order.field.comment'), children: order.comment }]
                : []),
            ]}
          />
          <h3 className="order-detail__log-title">{t('order.detail.log')}</h3>
          <Timeline
            className="order-detail__log"
            items={order.testDriveActivityLogs
              .slice()
              .reverse()
              .map((log) => ({
                key: log.id,
                children: (
                  <div>
                    <div>{log.logMessage}</div>
                    <small className="order-detail__log-meta">
                      {at(log.createdTime)} · {log.loggedBy}
                    </small>
                  </div>
                ),
              }))}
          />
        </div>
      ) : null}
    </Modal>
  );
}
