import type { ReasonCategoryCode } from '@dealer/contracts/order-workflow';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/ApiError';
import { FormSelect } from '../../../shared/kit/formItems';
import { MOVE_NOTES_MAX, useMoveReasons } from '../moveReasons';

/** What a cancel or reject sends besides its status (order/updatestatus). */
export interface MoveReasonValues {
  reasonListMappingId: number;
  reasonNotes?: string;
}

interface MoveReasonModalProps {
  title: string;
  /** The reason category the move asks for (the transition's `needsReason`). */
  category: ReasonCategoryCode;
  /** The confirm button's text, e.g. 'Cancel order'. */
  okText: string;
  /** Sends the move; true when it is done (the popup closes), false to keep it open. */
  onSubmit: (values: MoveReasonValues) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The cancel / reject popup: the reason (required, from the reason master data of the move's
 * category) and an optional note, both written into the order's activity log by the server.
 */
export function MoveReasonModal({
  title,
  category,
  okText,
  onSubmit,
  onClose,
}: MoveReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MoveReasonValues>();
  const [submitting, setSubmitting] = useState(false);
  const reasons = useMoveReasons(category);

  const submit = async () => {
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    setSubmitting(true);
    try {
      const note = fields.reasonNotes?.trim();
      const done = await onSubmit({
        reasonListMappingId: fields.reasonListMappingId,
        ...(note ? { reasonNotes: note } : {}),
      });
      if (done) onClose();
    } catch (error) {
      // The API client has shown the failure; the popup stays open for another try.
      if (!isApiError(error)) throw error;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={t('order.moveReason.back')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<MoveReasonValues>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={() => void submit()}
      >
        <Form.Item
          name="reasonListMappingId"
          label={t('order.moveReason.reason')}
          rules={[{ required: true, message: t('order.moveReason.reasonRequired') }]}
        >
          <FormSelect<number>
            showSearch
            optionFilterProp="label"
            loading={reasons.isPending}
            placeholder={t('order.moveReason.reasonPlaceholder')}
            options={(reasons.data ?? []).map((r) => ({ value: r.id, label: r.reasonDescription }))}
          />
        </Form.Item>
        <Form.Item
          name="reasonNotes"
          label={t('order.moveReason.notes')}
          rules={[
            {
              max: MOVE_NOTES_MAX,
              message: t('order.moveReason.notesTooLong', { max: MOVE_NOTES_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={MOVE_NOTES_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
