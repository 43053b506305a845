import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BatchStatus } from '@dealer/contracts/point-correction';

const COLORS: Record<BatchStatus, string> = {
  Previewed: 'blue',
  Committed: 'green',
  Reversed: 'orange',
  Discarded: 'default',
};

export function BatchStatusTag({ status }: { status: BatchStatus }) {
  const { t } = useTranslation();
  return (
    <Tag className="pc-tag" color={COLORS[status]}>
      {t(`pointCorrection.status.${status}`)}
    </Tag>
  );
}
