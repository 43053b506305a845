import { AUTO_JOIN_MAX_PLAYER } from '@dealer/contracts/quest';
import { Card, Col, Form, Input, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf } from '../../../shared/form/numberBounds';
import { numberRules } from '../../../shared/form/numberRules';
import { ZQuestSaveRequest } from '@dealer/contracts/quest';

/** A number of the quest checked against the bounds of the quest's save request. */
const rulesOf = (
  field: 'rewardPoint' | 'experiencePoint' | 'maxPlayer' | 'maxNumberOfParticipation',
) => numberRules(boundsOf(ZQuestSaveRequest.shape[field]));

/** Basic fields with section 4's rules: Auto Join fixes maxPlayer, podium/hidden disable points. */
export function BasicSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const questType = Form.useWatch('questType', form) as number | undefined;
  const isPodium = Form.useWatch('isPodium', form) as boolean | undefined;
  const isHidden = Form.useWatch('isHidden', form) as boolean | undefined;
  const noReward = Boolean(isPodium || isHidden);
  return (
    <Card title={t('quest.basic')}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="questName"
            label={t('quest.questName')}
            rules={[{ required: true, whitespace: true, message: t('quest.required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="keyword" label={t('quest.keyword')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="questType" label={t('quest.questType')}>
            <Radio.Group
              onChange={(event) => {
                if (event.target.value === 1) form.setFieldValue('maxPlayer', AUTO_JOIN_MAX_PLAYER);
              }}
              options={[
                { value: 1, label: t('quest.autoJoin') },
                { value: 2, label: t('quest.manualJoin') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="isPodium" label={t('quest.isPodium')} valuePropName="checked">
            <Switch
              onChange={(on) => {
                if (on) form.setFieldValue('rewardPoint', 0);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="isHidden" label={t('quest.isHidden')} valuePropName="checked">
            <Switch
              onChange={(on) => {
                if (on) form.setFieldValue('rewardPoint', 0);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="rewardPoint"
            label={t('quest.rewardPoint')}
            rules={rulesOf('rewardPoint')}
          >
            <NumberInput style={{ width: '100%' }} disabled={noReward || undefined} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="experiencePoint"
            label={t('quest.experiencePoint')}
            rules={rulesOf('experiencePoint')}
          >
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="maxPlayer" label={t('quest.maxPlayer')} rules={rulesOf('maxPlayer')}>
            <NumberInput style={{ width: '100%' }} disabled={questType === 1 || undefined} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="maxNumberOfParticipation"
            label={t('quest.maxParticipation')}
            rules={rulesOf('maxNumberOfParticipation')}
          >
            <NumberInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="questDescription" label={t('quest.description')}>
            <Input.TextArea rows={3} maxLength={4000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="termsConditions" label={t('quest.terms')}>
            <Input.TextArea rows={3} maxLength={8000} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
