import { DatePicker, Form, Modal } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_LEVELS, PLAYER_TIERS } from '@dealer/contracts/players';
import { ZPodiumSave, type Podium, type PodiumSave } from '@dealer/contracts/game';
import { savePodium } from '../api';
import { RefusalsAlert } from '../../../shared/kit/RefusalsAlert';
import { useGameSave } from './useGameSave';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf } from '../../../shared/form/numberBounds';
import { numberRules } from '../../../shared/form/numberRules';
import { ZPodiumInput } from '@dealer/contracts/game';
import { QUEST_DAY } from '../../../shared/time/dateFormats';

interface Values {
  employeeLevel: PodiumSave['employeeLevel'];
  playerTier: PodiumSave['playerTier'];
  monthlyTarget: number;
  validFrom: Dayjs;
  validTo: Dayjs;
}
const FIELDS = ['employeeLevel', 'playerTier', 'monthlyTarget', 'validFrom', 'validTo'];
/** Podium days are shown as they are sent (spec 2 section 9). */
const DATE = QUEST_DAY;

interface PodiumModalProps {
  /** undefined = closed; null = add; a row = edit. */
  editing: Podium | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit one target podium row; an overlap of the same level and tier is refused. */
export function PodiumModal({ editing, onClose, onSaved }: PodiumModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, saving, unmatched } = useGameSave(form, FIELDS);
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        employeeLevel: editing.employeeLevel as Values['employeeLevel'],
        playerTier: editing.playerTier as Values['playerTier'],
        monthlyTarget: editing.monthlyTarget,
        validFrom: dayjs(editing.validFrom),
        validTo: dayjs(editing.validTo),
      });
    }
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const request = {
      ...(editing ? { podiumId: editing.podiumId, version: editing.version } : {}),
      employeeLevel: values.employeeLevel,
      playerTier: values.playerTier,
      monthlyTarget: values.monthlyTarget,
      validFrom: values.validFrom.format(DATE),
      validTo: values.validTo.format(DATE),
    };
    if (await save(request, ZPodiumSave, savePodium)) onSaved();
  };

  return (
    <Modal
      open={open}
      title={editing ? t('game.podium.edit') : t('game.podium.add')}
      okText={t('game.save')}
      cancelText={t('game.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} name="podium" layout="vertical" preserve={false}>
        <RefusalsAlert refusals={unmatched} />
        <Form.Item
          name="employeeLevel"
          label={t('game.podium.employeeLevel')}
          rules={[{ required: true, message: t('game.required') }]}
        >
          <FormSelect
            options={PLAYER_LEVELS.map((l) => ({
              value: l.code,
              label: `${l.code} · ${l.description}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="playerTier"
          label={t('game.podium.playerTier')}
          rules={[{ required: true, message: t('game.required') }]}
        >
          <FormSelect
            options={PLAYER_TIERS.map((x) => ({
              value: x.code,
              label: `${x.code} · ${x.description}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="monthlyTarget"
          label={t('game.podium.monthlyTarget')}
          rules={numberRules(boundsOf(ZPodiumInput.shape.monthlyTarget), {
            required: t('game.required'),
          })}
        >
          <NumberInput style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="validFrom"
          label={t('game.podium.validFrom')}
          rules={[{ required: true, message: t('game.required') }]}
        >
          <DatePicker format={DATE} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="validTo"
          label={t('game.podium.validTo')}
          dependencies={['validFrom']}
          rules={[
            { required: true, message: t('game.required') },
            ({ getFieldValue }) => ({
              validator: (_, value?: Dayjs) => {
                const from = getFieldValue('validFrom') as Dayjs | undefined;
                return !value || !from || !value.isBefore(from, 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('game.podium.toBeforeFrom')));
              },
            }),
          ]}
        >
          <DatePicker format={DATE} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
