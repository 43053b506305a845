import type { OrderPartner } from '@dealer/contracts/order';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSalesmen, orderKeys } from '../api';
import { PlainList } from '../../../shared/ui/PlainList';

interface AssignSalesmanModalProps {
  orderNo: string;
  /** Resolves true when the order moved (the modal closes). */
  onAssign: (salesman: OrderPartner) => Promise<boolean>;
  onClose: () => void;
}

/** Assign salesman: the salesman lookup of the order's branch (spec 1 section 7), pick one. */
export function AssignSalesmanModal({ orderNo, onAssign, onClose }: AssignSalesmanModalProps) {
  const { t } = useTranslation();
  const salesmen = useQuery({
    queryKey: orderKeys.salesmen(orderNo),
    queryFn: ({ signal }) => fetchSalesmen(orderNo, signal),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const needle = filter.trim().toLowerCase();
  const shown = (salesmen.data ?? []).filter(
    (s) =>
      !needle ||
      s.employeeName.toLowerCase().includes(needle) ||
      s.employeeNo.toLowerCase().includes(needle),
  );
  const submit = async () => {
    const salesman = salesmen.data?.find((s) => s.employeeId === chosen);
    if (!salesman) return;
    setBusy(true);
    const done = await onAssign(salesman).finally(() => setBusy(false));
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={t('order.assign.title', { orderNo })}
      onCancel={onClose}
      okText={t('order.assign.ok')}
      cancelText={t('order.cancel')}
      okButtonProps={{ disabled: chosen === null, loading: busy }}
      onOk={() => void submit()}
      destroyOnHidden
    >
      {salesmen.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('order.assign.loadFailed')}
          action={<Button onClick={() => void salesmen.refetch()}>{t('order.retry')}</Button>}
        />
      ) : (
        <>
          <Input.Search
            aria-label={t('order.assign.filter')}
            placeholder={t('order.assign.filter')}
            allowClear
            onChange={(event) => setFilter(event.target.value)}
            className="order-assign__filter"
          />
          <Radio.Group
            value={chosen}
            onChange={(event) => setChosen(event.target.value as number)}
            className="order-assign__list"
            aria-label={t('order.assign.salesmen')}
          >
            <PlainList
              loading={salesmen.isLoading}
              dataSource={shown}
              itemKey={(s) => s.employeeId}
              emptyText={t('order.assign.empty')}
              renderItem={(s) => (
                <Radio value={s.employeeId} aria-label={s.employeeName}>
                  <span className="order-assign__person">
                    <Avatar src={s.photo ?? undefined} alt="">
                      {s.employeeName.slice(0, 1)}
                    </Avatar>
                    <span>
                      <strong>{s.employeeName}</strong>
                      <Typography.Text type="secondary">
                        {' '}
                        {s.employeeNo} · {s.hpno}
                      </Typography.Text>
                    </span>
                  </span>
                </Radio>
              )}
            />
          </Radio.Group>
        </>
      )}
    </Modal>
  );
}
