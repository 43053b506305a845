import { Col, Divider, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol, FormSelect, StatusItem, useRequired } from '../../../shared/kit/formItems';
import { useBranchTypes, useRegions } from '../../../shared/kit/lookups';
import type { BranchFormValues } from '../branchForm';
import { OpeningHoursItem } from './OpeningHoursItem';
import { PositionPreview } from './PositionPreview';
import '../branch.css';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf } from '../../../shared/form/numberBounds';
import { numberRules } from '../../../shared/form/numberRules';
import { ZMasterBranchInput } from '@dealer/contracts/branch';

function Section({ title }: { title: string }) {
  return (
    <Col span={24}>
      <Divider titlePlacement="start" className="branch-section">
        {title}
      </Divider>
    </Col>
  );
}

/** The branch form: identity, contact, people, links, opening hours, position, status. */
export function BranchFields() {
  const { t } = useTranslation();
  const required = useRequired();
  const email = { type: 'email' as const, message: t('branch.invalidEmail') };
  const regions = useRegions();
  const types = useBranchTypes();
  const form = Form.useFormInstance<BranchFormValues>();
  const latitude = Form.useWatch('latitude', form);
  const longitude = Form.useWatch('longitude', form);

  return (
    <>
      <Section title={t('branch.sectionBranch')} />
      <FieldCol name="regionId" label={t('branch.region')} rules={[required]}>
        <FormSelect
          showSearch
          optionFilterProp="label"
          loading={regions.isPending}
          options={(regions.data ?? []).map((r) => ({
            value: r.id,
            label: `${r.regionCode} · ${r.regionName}`,
          }))}
        />
      </FieldCol>
      <FieldCol name="branchTypeId" label={t('branch.type')} rules={[required]}>
        <FormSelect
          loading={types.isPending}
          options={(types.data ?? []).map((type) => ({
            value: type.id,
            label: `${type.branchTypeCode} · ${type.branchTypeDesc}`,
          }))}
        />
      </FieldCol>
      <FieldCol name="branchCode" label={t('branch.code')} rules={[required]}>
        <Input maxLength={10} autoComplete="off" />
      </FieldCol>
      <FieldCol name="branchDescription" label={t('branch.description')} rules={[required]}>
        <Input maxLength={150} />
      </FieldCol>
      <FieldCol name="address" label={t('branch.address')} rules={[required]} wide>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} />
      </FieldCol>
      <FieldCol
        name="postalCode"
        label={t('branch.postalCode')}
        rules={[required, { pattern: /^\d{5}$/, message: t('branch.postalCodeDigits') }]}
      >
        <Input maxLength={5} inputMode="numeric" />
      </FieldCol>

      <Section title={t('branch.sectionContact')} />
      <FieldCol name="phone1" label={t('branch.phone1')} rules={[required]}>
        <Input maxLength={30} type="tel" />
      </FieldCol>
      <FieldCol name="phone2" label={t('branch.phone2')}>
        <Input maxLength={30} type="tel" />
      </FieldCol>
      <FieldCol name="fax" label={t('branch.fax')}>
        <Input maxLength={30} type="tel" />
      </FieldCol>
      <FieldCol name="branchEmailTo" label={t('branch.emailTo')} rules={[required, email]}>
        <Input type="email" />
      </FieldCol>
      <FieldCol name="branchEmailCc" label={t('branch.emailCc')} rules={[required, email]}>
        <Input type="email" />
      </FieldCol>
      <FieldCol name="picHead" label={t('branch.picHead')} rules={[required]}>
        <Input maxLength={100} />
      </FieldCol>
      <FieldCol name="picServiceHead" label={t('branch.picServiceHead')}>
        <Input maxLength={100} />
      </FieldCol>

      <Section title={t('branch.sectionLinks')} />
      <FieldCol name="webSiteLink" label={t('branch.website')} rules={[required]}>
        <Input type="url" maxLength={300} />
      </FieldCol>
      <FieldCol name="twitterLink" label={t('branch.twitter')}>
        <Input type="url" maxLength={300} />
      </FieldCol>
      <FieldCol name="facebookLink" label={t('branch.facebook')}>
        <Input type="url" maxLength={300} />
      </FieldCol>

      <Section title={t('branch.sectionHours')} />
      <OpeningHoursItem
        label={t('branch.mondayToFriday')}
        openName="weekdayOpen"
        closeName="weekdayClose"
      />
      <OpeningHoursItem
        label={t('branch.saturday')}
        openName="saturdayOpen"
        closeName="saturdayClose"
      />
      <OpeningHoursItem label={t('branch.sunday')} openName="sundayOpen" closeName="sundayClose" />

      <Section title={t('branch.sectionPosition')} />
      <Col xs={24} md={8}>
        <Form.Item
          name="latitude"
          label={t('branch.latitude')}
          rules={[required, ...numberRules(boundsOf(ZMasterBranchInput.shape.latitude))]}
        >
          <NumberInput step={0.000001} className="branch-number" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="longitude"
          label={t('branch.longitude')}
          rules={[required, ...numberRules(boundsOf(ZMasterBranchInput.shape.longitude))]}
        >
          <NumberInput step={0.000001} className="branch-number" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <PositionPreview latitude={latitude} longitude={longitude} />
      </Col>
      <StatusItem />
    </>
  );
}
