import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Head office's rejection asks why; the branch sees the reason on its promotion. */
export function RejectDialog({
  open,
  name,
  onCancel,
  onReject,
}: {
  open: boolean;
  name: string;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      title={t('content.rejectTitle', { name })}
      okText={t('content.reject')}
      okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
      cancelText={t('content.cancel')}
      onCancel={onCancel}
      onOk={() => {
        onReject(reason.trim());
        setReason('');
      }}
      destroyOnHidden
    >
      <label htmlFor="reject-reason">{t('content.rejectReason')}</label>
      <Input.TextArea
        id="reject-reason"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
