import { statusName } from '@dealer/contracts/order-workflow';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, textColorOn } from './statusColors';
import { StatusIcon } from './StatusIcon';
import './orderDetail.css';

/** An order status as a coloured tag with its icon and name (colour is never the only signal). */
export function StatusTag({ code }: { code: number }) {
  const { t } = useTranslation();
  const color = STATUS_COLORS[code as keyof typeof STATUS_COLORS] ?? '#d9d9d9';
  return (
    <Tag
      color={color}
      // A status colour is a solid fill, as antd 5 drew a tag of a custom colour.
      variant="solid"
      style={{ color: textColorOn(code) }}
      className="order-status-tag"
      icon={<StatusIcon code={code} />}
    >
      {t(`order.status.${statusName(code) ?? 'UNKNOWN'}`)}
    </Tag>
  );
}
