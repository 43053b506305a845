import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CORRECTION_LIMITS, type Batch } from '@dealer/contracts/point-correction';
import { confirm } from '../../../shared/ui/dialogs';

interface ReverseModalProps {
  batch: Batch | null;
  onReverse: (batch: Batch, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Reversal of a committed batch as a whole: a reason, then 'Are you sure?'. */
export function ReverseModal({ batch, onReverse, onClose }: ReverseModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = async () => {
    setTouched(true);
    if (!batch || missing) return;
    if (
      !(await confirm(t('pointCorrection.reverse.confirm', { batchId: batch.batchId }), {
        danger: true,
      }))
    )
      return;
    setBusy(true);
    await onReverse(batch, reason.trim()).finally(() => setBusy(false));
  };
  return (
    <Modal
      open={batch !== null}
      title={t('pointCorrection.reverse.title', { batchId: batch?.batchId ?? '' })}
      okText={t('pointCorrection.reverse.ok')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('pointCorrection.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => {
        setReason('');
        setTouched(false);
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('pointCorrection.reverse.help')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('pointCorrection.reverse.reason')}
          htmlFor="pc-reverse-reason"
          required
          validateStatus={touched && missing ? 'error' : undefined}
          help={touched && missing ? t('pointCorrection.reverse.reasonRequired') : undefined}
        >
          <Input.TextArea
            id="pc-reverse-reason"
            value={reason}
            maxLength={CORRECTION_LIMITS.maxReason}
            showCount
            rows={3}
            onChange={(e) => setReason(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
