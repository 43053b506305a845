import type { AnswerSetType } from '@dealer/contracts/order-checklist';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChecklistBody } from './ChecklistBody';
import './checklist.css';

export interface ChecklistModalProps {
  open: boolean;
  orderNo: string;
  answerSetType: AnswerSetType;
  /** Called after the server accepted the set; the caller moves the order and closes the popup. */
  onSaved: () => void | Promise<void>;
  onClose: () => void;
}

/**
 * The checklist questionnaire popup of the order dashboard (spec 1 sections 2 and 4): the BEFORE
 * set at CHECKBEFORETDONPROCESS, the AFTER set at CHECKAFTERTDONPROCESS.
 */
export function ChecklistModal({
  open,
  orderNo,
  answerSetType,
  onSaved,
  onClose,
}: ChecklistModalProps) {
  const { t } = useTranslation();
  const title = answerSetType === 'BEFORE' ? t('checklist.titleBefore') : t('checklist.titleAfter');
  return (
    <Modal
      open={open}
      title={
        <span>
          {title}{' '}
          <Typography.Text type="secondary">{t('checklist.order', { orderNo })}</Typography.Text>
        </span>
      }
      width={760}
      centered
      // The body holds the form and its queries: each opening starts from the stored set.
      destroyOnHidden
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <ChecklistBody
        key={`${orderNo}:${answerSetType}`}
        orderNo={orderNo}
        answerSetType={answerSetType}
        onSaved={onSaved}
        onClose={onClose}
      />
    </Modal>
  );
}
