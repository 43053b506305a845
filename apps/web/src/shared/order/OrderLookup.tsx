import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './orderDetail.css';

/** Order lookup by number (order/search, actionType GENERAL): opens the first match. */
export function OrderLookup({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <Input.Search
      className="order-lookup"
      aria-label={t('order.lookup.label')}
      placeholder={t('order.lookup.placeholder')}
      value={value}
      allowClear
      enterButton={t('order.lookup.find')}
      onChange={(event) => setValue(event.target.value)}
      onSearch={(text) => {
        const orderNo = text.trim();
        if (orderNo) onOpen(orderNo);
      }}
    />
  );
}
