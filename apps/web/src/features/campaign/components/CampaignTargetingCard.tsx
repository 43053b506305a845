import { ALL, RELIGIONS, ZCampaignAge, type AudienceQuery } from '@dealer/contracts/campaign';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Col, Flex, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf } from '../../../shared/form/numberBounds';
import { numberRules } from '../../../shared/form/numberRules';
import { FormSelect } from '../../../shared/kit/formItems';
import { optionsQuery } from '../api';
import type { CampaignValues } from '../campaignForm';
import { AudiencePreview } from './AudiencePreview';

/** The campaign form's right column: who it targets, on which channels, and how many that is. */
export function CampaignTargetingCard({ targeting }: { targeting: AudienceQuery | undefined }) {
  const { t } = useTranslation();
  const options = useQuery(optionsQuery);
  const select = (
    name: keyof CampaignValues,
    label: string,
    opts: { value: string; label: string }[],
  ) => (
    <Form.Item name={name} label={label}>
      <FormSelect
        showSearch
        optionFilterProp="label"
        options={[{ value: ALL, label: t('campaign.all') }, ...opts]}
      />
    </Form.Item>
  );
  return (
    <>
      <Card size="small" title={t('campaign.targeting')}>
        <Form.Item name="customerTargetCode" label={t('campaign.customerTarget')}>
          <FormSelect disabled options={[{ value: ALL, label: t('campaign.allCustomers') }]} />
        </Form.Item>
        {select(
          'regionCode',
          t('campaign.region'),
          (options.data?.regions ?? []).map((r) => ({ value: r.code, label: r.name })),
        )}
        {select(
          'vehicleTypeCode',
          t('campaign.vehicleType'),
          (options.data?.vehicleTypes ?? []).map((r) => ({ value: r.code, label: r.name })),
        )}
        {select(
          'religion',
          t('campaign.religion'),
          RELIGIONS.map((r) => ({ value: r, label: r })),
        )}
        {select('gender', t('campaign.gender'), [
          { value: 'M', label: t('campaign.male') },
          { value: 'F', label: t('campaign.female') },
        ])}
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="minimumAge"
              label={t('campaign.minimumAge')}
              rules={numberRules(boundsOf(ZCampaignAge), {
                required: t('campaign.required'),
              })}
            >
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="maximumAge"
              label={t('campaign.maximumAge')}
              dependencies={['minimumAge']}
              rules={[
                ...numberRules(boundsOf(ZCampaignAge), { required: t('campaign.required') }),
                ({ getFieldValue }) => ({
                  validator: (_, value: number) =>
                    value >= (getFieldValue('minimumAge') as number)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('campaign.ageRule'))),
                }),
              ]}
            >
              <NumberInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={16} wrap>
          <Form.Item name="isPush" valuePropName="checked">
            <Checkbox>{t('campaign.push')}</Checkbox>
          </Form.Item>
          <Form.Item name="isEmail" valuePropName="checked">
            <Checkbox>{t('campaign.email')}</Checkbox>
          </Form.Item>
          <Form.Item name="isSms" valuePropName="checked">
            <Checkbox>{t('campaign.sms')}</Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item name="companyCode" label={t('campaign.company')}>
          <Input disabled />
        </Form.Item>
      </Card>
      <div style={{ marginTop: 16 }}>
        <AudiencePreview targeting={targeting} />
      </div>
    </>
  );
}
