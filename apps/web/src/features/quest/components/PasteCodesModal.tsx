import type {
  DefectData,
  ValidateSettingRequest,
  ValidateSettingResponse,
} from '@dealer/contracts/quest';
import { Alert, Form, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateSetting } from '../api';
import type { SettingKey } from '../questForm';

const split = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);

interface Props {
  /** The quest's own targeting: a pasted code outside it comes back as a defect. */
  questSetting: NonNullable<ValidateSettingRequest['questSetting']>;
  onApply: (found: Partial<Record<SettingKey, { code: string; description: string }[]>>) => void;
  onClose: () => void;
}

/**
 * Codes pasted in bulk are checked by validate-setting, against the quest's own targeting too:
 * valid ones are applied, defects listed with their reasons.
 */
export function PasteCodesModal({ questSetting, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string>>();
  const [result, setResult] = useState<ValidateSettingResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    const v = form.getFieldsValue();
    setBusy(true);
    try {
      setResult(
        await validateSetting({
          areaCodes: split(v.areaCodes).slice(0, 1000),
          cityCodes: split(v.cityCodes).slice(0, 5000),
          branchCodes: split(v.branchCodes).slice(0, 5000),
          salesmanNos: split(v.salesmanNos).slice(0, 20000),
          questSetting,
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={720}
      title={t('quest.pasteCodes')}
      okText={result ? t('quest.apply') : t('quest.check')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() =>
        result
          ? onApply({
              areaSetting: result.areaCodes,
              citySetting: result.cityCodes,
              branchSetting: result.branchCodes,
              playerSetting: result.salesmanNos,
            })
          : void check()
      }
    >
      <Form form={form} layout="vertical" onValuesChange={() => setResult(null)}>
        <Form.Item name="areaCodes" label={t('quest.area')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="cityCodes" label={t('quest.city')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="branchCodes" label={t('quest.branch')}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="salesmanNos" label={t('quest.player')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
      {result ? (
        <>
          <Alert
            type={result.defectDatas.length ? 'warning' : 'success'}
            title={t('quest.validCount', {
              count:
                result.areaCodes.length +
                result.cityCodes.length +
                result.branchCodes.length +
                result.salesmanNos.length,
              defects: result.defectDatas.length,
            })}
            style={{ marginBottom: 8 }}
          />
          {result.defectDatas.length ? (
            <Table<DefectData>
              size="small"
              rowKey={(row) => `${row.type}:${row.code}:${row.reason}`}
              pagination={{ pageSize: 10 }}
              dataSource={result.defectDatas}
              columns={[
                { title: t('quest.code'), dataIndex: 'code' },
                { title: t('quest.reason'), dataIndex: 'reason' },
              ]}
            />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
