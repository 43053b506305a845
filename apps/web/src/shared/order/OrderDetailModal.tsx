import { LinkOutlined } from '@ant-design/icons';
import type { TestDriveOrder } from '@dealer/contracts/order';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Result, Skeleton, Timeline } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BASE_PATH } from '../browser/basePath';
import { formatDateTime } from '../time/businessTime';
import { feedback } from '../ui/feedback';
import { findOrder, orderDetailKey } from './findOrder';
import { isOrderNo, orderPath } from './orderLink';
import { RemainingMinutes } from './RemainingMinutes';
import { StatusTag } from './StatusTag';
import './orderDetail.css';

export interface OrderDetailModalProps {
  orderNo: string;
  fallbackTimeZone: string;
  onClose: () => void;
  /** What the user may do with the order (the boards' moves); nothing for a read-only view. */
  actions?: (order: TestDriveOrder) => ReactNode;
}

/**
 * The order popup (order/search, actionType GENERAL): the order's fields and activity log, plus
 * whatever `actions` the caller's screen offers (spec 1 section 2; spec 2 section 2's lookup).
 */
export function OrderDetailModal({
  orderNo,
  fallbackTimeZone,
  onClose,
  actions,
}: OrderDetailModalProps) {
  const { t } = useTranslation();
  // A number no order can have (from a hand-edited link) is not found without asking the server.
  const askable = isOrderNo(orderNo);
  const detail = useQuery({
    queryKey: orderDetailKey(orderNo),
    queryFn: ({ signal }) => findOrder(orderNo, signal),
    enabled: askable,
  });
  const link = `${window.location.origin}${BASE_PATH}${orderPath(orderNo)}`;
  const copyLink = () => {
    const done = () =>
      feedback().message.open({ type: 'success', content: t('order.link.copied', { orderNo }) });
    const failed = () =>
      feedback().message.open({ type: 'info', content: t('order.link.copyFailed', { url: link }) });
    // The clipboard exists on https and localhost only; elsewhere the user gets the address.
    if (navigator.clipboard) navigator.clipboard.writeText(link).then(done, failed);
    else failed();
  };
  const order = detail.data?.order;
  const timeZone = detail.data?.timeZone ?? fallbackTimeZone;
  const at = (iso: string | null | undefined) => formatDateTime(iso, timeZone);

  return (
    <Modal
      open
      width={880}
      title={t('order.detail.title', { orderNo })}
      onCancel={onClose}
      footer={
        <>
          {askable ? (
            <Button
              icon={<LinkOutlined aria-hidden />}
              href={link}
              // A click copies; 'Copy link address' and a new tab work on the link itself.
              onClick={(event) => {
                event.preventDefault();
                copyLink();
              }}
            >
              {t('order.link.copy')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('order.close')}</Button>
        </>
      }
      destroyOnHidden
    >
      {detail.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {detail.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('order.detail.loadFailed')}
          action={<Button onClick={() => void detail.refetch()}>{t('order.retry')}</Button>}
        />
      ) : null}
      {/* The server answers 404 alike for no such order and an order outside the user's branches. */}
      {!askable || (detail.data && !order) ? (
        <Result status="404" title={t('order.link.notFound', { orderNo })} />
      ) : null}
      {order ? (
        <div className="order-detail">
          {actions?.(order)}
          <Descriptions
            bordered
            size="small"
            // Every breakpoint named: antd falls back to 3 columns for one left out, and at 3 the
            // modal broke phone numbers and order types mid-word.
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
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
                // One per line: side by side, the column broke the e-mail address mid-word.
                children: (
                  <span className="order-detail__contact">
                    <span>{order.customerPhoneNo}</span>
                    <span>{order.customerEmail}</span>
                  </span>
                ),
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
