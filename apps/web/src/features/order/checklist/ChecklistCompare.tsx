import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompareView } from './CompareView';
import './checklist.css';

export interface ChecklistCompareProps {
  open: boolean;
  orderNo: string;
  onClose: () => void;
}

/** Both answer sets of an order side by side (spec 1 section 4: at status 11 both are viewable). */
export function ChecklistCompare({ open, orderNo, onClose }: ChecklistCompareProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={
        <span>
          {t('checklist.compareTitle')}{' '}
          <Typography.Text type="secondary">{t('checklist.order', { orderNo })}</Typography.Text>
        </span>
      }
      width={1000}
      centered
      // The view holds the queries and the switch: each opening starts fresh.
      destroyOnHidden
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('checklist.close')}</Button>}
    >
      <CompareView key={orderNo} orderNo={orderNo} />
    </Modal>
  );
}
