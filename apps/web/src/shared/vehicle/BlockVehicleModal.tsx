import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError';
import { DISPLAY_DATE } from '../kit/format';
import { FormSelect, useRequired } from '../kit/formItems';
import {
  BLOCK_NOTES_MAX,
  isPastDay,
  toBlockValues,
  type BlockFormFields,
  type BlockVehicleValues,
} from './blockForm';
import type { BlockRefusal } from './blockRefusal';
import { useBlockReasons } from './blockReasons';
import { CollidingOrders } from './CollidingOrders';
import './vehicle.css';

export interface BlockVehicleModalProps {
  open: boolean;
  title: string;
  /** Who is blocked, shown at the top, e.g. 'B 1101 TDA · Avanza'. */
  unitLabel: string;
  /** Sends the block; true when it is done (the popup closes), false to keep it open. */
  onSubmit: (values: BlockVehicleValues) => Promise<boolean>;
  onClose: () => void;
  /** Why the last submit was refused (shown inside the popup), e.g. the orders in the way. */
  refusal?: BlockRefusal | null;
  /** The confirm button's text; 'Block' by default. */
  okText?: string;
}

/**
 * The block-vehicle popup: a date range that does not start in the past, a block reason
 * (category 11) and optional notes. It calls nothing but the reasons lookup, so every screen
 * decides what blocking means there (a plain block, or a rejection that also blocks).
 */
export function BlockVehicleModal({
  open,
  title,
  unitLabel,
  onSubmit,
  onClose,
  refusal,
  okText,
}: BlockVehicleModalProps) {
  const { t } = useTranslation();
  const required = useRequired();
  const [form] = Form.useForm<BlockFormFields>();
  const [submitting, setSubmitting] = useState(false);
  const reasons = useBlockReasons();

  const submit = async () => {
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    setSubmitting(true);
    try {
      const done = await onSubmit(toBlockValues(fields as Required<BlockFormFields>));
      if (done) onClose();
    } catch (error) {
      // The API client has shown the failure; the popup stays open for another try.
      if (!isApiError(error)) throw error;
    } finally {
      setSubmitting(false);
    }
  };

  const notBeforeStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, end: Dayjs | null | undefined) => {
      const start = getFieldValue('startDate') as Dayjs | null | undefined;
      if (end && start && end.isBefore(start, 'day'))
        throw new Error(t('vehicles.block.endBeforeStart'));
    },
  });
  const notInPast = {
    validator: async (_: unknown, day: Dayjs | null | undefined) => {
      if (day && isPastDay(day)) throw new Error(t('vehicles.block.startInPast'));
    },
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('vehicles.block.submit')}
      cancelText={t('vehicles.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
      mask={{ closable: false }}
      className="vehicle-modal"
    >
      <Typography.Paragraph className="vehicle-modal__unit">
        <Typography.Text type="secondary">{t('vehicles.block.unit')}: </Typography.Text>
        <Typography.Text strong>{unitLabel}</Typography.Text>
      </Typography.Paragraph>
      {refusal ? <CollidingOrders refusal={refusal} /> : null}
      <Form<BlockFormFields>
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark
        onFinish={() => void submit()}
      >
        <div className="vehicle-modal__dates">
          <Form.Item
            name="startDate"
            label={t('vehicles.block.startDate')}
            rules={[required, notInPast]}
          >
            <DatePicker format={DISPLAY_DATE} disabledDate={(day) => isPastDay(day)} />
          </Form.Item>
          <Form.Item
            name="endDate"
            label={t('vehicles.block.endDate')}
            dependencies={['startDate']}
            rules={[required, notBeforeStart]}
          >
            <DatePicker format={DISPLAY_DATE} disabledDate={(day) => isPastDay(day)} />
          </Form.Item>
        </div>
        <Form.Item
          name="reasonListMappingId"
          label={t('vehicles.block.reason')}
          rules={[{ required: true, message: t('vehicles.block.reasonRequired') }]}
        >
          <FormSelect<number>
            showSearch
            optionFilterProp="label"
            loading={reasons.isPending}
            placeholder={t('vehicles.block.reasonPlaceholder')}
            options={(reasons.data ?? []).map((r) => ({ value: r.id, label: r.reasonDescription }))}
          />
        </Form.Item>
        <Form.Item
          name="blockNotes"
          label={t('vehicles.block.notes')}
          rules={[
            {
              max: BLOCK_NOTES_MAX,
              message: t('vehicles.block.notesTooLong', { max: BLOCK_NOTES_MAX }),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={BLOCK_NOTES_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
