import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ALL,
  RELIGIONS,
  type AudienceQuery,
  type BlastMessage,
  type BlastMessageByIdResponse,
} from '@dealer/contracts/campaign';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  Row,
  Space,
  Upload,
} from 'antd';
import { FormSelect } from '../../../shared/master/formItems';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { formModeOf, recordIdOf, type FormMode } from '../../../shared/master/formMode';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { confirmSaveThese } from '../../../shared/ui/dialogs';
import { applyFieldErrors } from '../../../shared/ui/formErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { isBerhasil, toggleActive } from '../activation';
import {
  blastCommand,
  campaignKeys,
  campaignQuery,
  commandResult,
  optionsQuery,
  typesQuery,
  uploadCampaignImage,
} from '../api';
import { AudiencePreview } from '../components/AudiencePreview';
import { DeliveryFigures } from '../components/DeliveryFigures';
import '../campaign.css';
import { fromPickerValue, pickerNow, toPickerValue } from '../../../shared/time/businessTime';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf } from '../../../shared/form/numberBounds';
import { numberRules } from '../../../shared/form/numberRules';
import { ZCampaignAge } from '@dealer/contracts/campaign';

interface Values {
  title: string;
  content: string;
  blastMessageTypeCode: string | undefined;
  promoCode: string;
  publishDate: Dayjs;
  validity: [Dayjs, Dayjs];
  shareLink: string;
  customerTargetCode: string;
  regionCode: string;
  vehicleTypeCode: string;
  religion: string;
  gender: string;
  minimumAge: number;
  maximumAge: number;
  isPush: boolean;
  isEmail: boolean;
  isSms: boolean;
  companyCode: string;
}

const FIELDS = [
  'title',
  'content',
  'blastMessageTypeCode',
  'promoCode',
  'publishDate',
  'validity',
  'shareLink',
  'regionCode',
  'vehicleTypeCode',
  'religion',
  'gender',
  'minimumAge',
  'maximumAge',
  'isPush',
  'isEmail',
  'isSms',
];
const ALIASES = { validFrom: 'validity', validTo: 'validity' };

/** Spec 1 section 9: company 0002, push on, e-mail and SMS off, 'ALL' targets, age 1-100 on add. */
function defaults(mode: FormMode): Values {
  // Pickers hold business wall times (the list shows Jakarta's time whatever the browser's zone).
  const now = pickerNow().second(0).millisecond(0);
  return {
    title: '',
    content: '',
    blastMessageTypeCode: undefined,
    promoCode: '',
    publishDate: now,
    validity: [now, now.add(1, 'month')],
    shareLink: '',
    customerTargetCode: ALL,
    regionCode: ALL,
    vehicleTypeCode: ALL,
    religion: ALL,
    gender: ALL,
    minimumAge: mode === 'create' ? 1 : 0,
    maximumAge: 100,
    isPush: true,
    isEmail: false,
    isSms: false,
    companyCode: '0002',
  };
}

function fromRecord(m: BlastMessage): Values {
  return {
    title: m.title,
    content: m.content,
    blastMessageTypeCode: m.blastMessageTypeCode,
    promoCode: m.promoCode,
    publishDate: toPickerValue(m.publishDate)!,
    validity: [toPickerValue(m.validFrom)!, toPickerValue(m.validTo)!],
    shareLink: m.shareLink,
    customerTargetCode: m.customerTargetCode,
    regionCode: m.regionCode,
    vehicleTypeCode: m.vehicleTypeCode,
    religion: m.religion,
    gender: m.gender,
    minimumAge: m.minimumAge,
    maximumAge: m.maximumAge,
    isPush: m.isPush,
    isEmail: m.isEmail,
    isSms: m.isSms,
    companyCode: m.companyCode,
  };
}

type Image = { fileId: string; url: string } | undefined;

function CampaignForm({
  mode,
  record,
}: {
  mode: FormMode;
  record: BlastMessageByIdResponse | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const types = useQuery(typesQuery);
  const options = useQuery(optionsQuery);
  const readOnly = mode === 'view';
  const first = record?.blastMessageImageList[0];
  const [image, setImage] = useState<Image>(
    first ? { fileId: first.fileId, url: first.url } : undefined,
  );
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const initial = record ? fromRecord(record.blastMessage) : defaults(mode);
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const targeting: AudienceQuery | undefined = watched
    ? {
        regionCode: watched.regionCode ?? ALL,
        vehicleTypeCode: watched.vehicleTypeCode ?? ALL,
        religion: (watched.religion ?? ALL) as AudienceQuery['religion'],
        gender: (watched.gender ?? ALL) as AudienceQuery['gender'],
        minimumAge: watched.minimumAge ?? initial.minimumAge,
        maximumAge: watched.maximumAge ?? initial.maximumAge,
      }
    : undefined;

  async function pick(file: File) {
    setUploading(true);
    try {
      const stored = await uploadCampaignImage(file);
      setImage({ fileId: stored.fileId, url: stored.urlImage });
    } catch {
      // The server's reason is already shown.
    } finally {
      setUploading(false);
    }
  }

  async function save(v: Values) {
    if (!(await confirmSaveThese())) return;
    setSaving(true);
    setUnmatched([]);
    try {
      const blast = {
        title: v.title,
        content: v.content,
        blastMessageTypeCode: v.blastMessageTypeCode,
        promoCode: v.promoCode ?? '',
        publishDate: fromPickerValue(v.publishDate)!,
        validFrom: fromPickerValue(v.validity[0])!,
        validTo: fromPickerValue(v.validity[1])!,
        shareLink: v.shareLink ?? '',
        customerTargetCode: ALL,
        regionCode: v.regionCode,
        vehicleTypeCode: v.vehicleTypeCode,
        religion: v.religion,
        gender: v.gender,
        minimumAge: v.minimumAge,
        maximumAge: v.maximumAge,
        isPush: v.isPush,
        isEmail: v.isEmail,
        isSms: v.isSms,
        companyCode: v.companyCode,
        ...(mode === 'edit' && record
          ? { id: record.blastMessage.id, version: record.blastMessage.version }
          : {}),
      };
      const reply = await blastCommand({
        Action: mode === 'edit' ? 'Edit' : 'Add',
        BlastMessage: blast,
        BlastMessageImage: image ? [{ fileId: image.fileId, sequence: 0 }] : [],
      });
      const errors = (reply as { errors?: { field: string; message: string }[] }).errors;
      if (errors) {
        const rest = applyFieldErrors(
          form,
          errors.map((e) => ({ ...e, field: e.field.replace(/^BlastMessage\./, '') })),
          FIELDS,
          ALIASES,
        );
        setUnmatched(rest.map((e) => `${e.field}: ${e.message}`));
      }
      const result = commandResult(reply);
      if (isBerhasil(result.message)) {
        notifySuccess(result.message);
        await client.invalidateQueries({ queryKey: campaignKeys.all });
        void navigate('/campaign');
      } else {
        notifyError(result.message);
      }
    } finally {
      setSaving(false);
    }
  }

  const select = (name: keyof Values, label: string, opts: { value: string; label: string }[]) => (
    <Form.Item name={name} label={label}>
      <FormSelect
        showSearch
        optionFilterProp="label"
        options={[{ value: ALL, label: t('campaign.all') }, ...opts]}
      />
    </Form.Item>
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={initial}
      onFinish={(v) => void save(v)}
      scrollToFirstError
    >
      {unmatched.length > 0 ? <Alert type="error" showIcon message={unmatched.join('; ')} /> : null}
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('campaign.message')}>
            <Form.Item
              name="title"
              label={t('campaign.title')}
              rules={[{ required: true, whitespace: true, message: t('campaign.required') }]}
            >
              <Input maxLength={150} />
            </Form.Item>
            <Form.Item
              name="content"
              label={t('campaign.content')}
              rules={[{ required: true, whitespace: true, message: t('campaign.required') }]}
            >
              <Input.TextArea rows={5} maxLength={2000} showCount />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="blastMessageTypeCode"
                  label={t('campaign.type')}
                  rules={[{ required: true, message: t('campaign.required') }]}
                >
                  <FormSelect
                    loading={types.isPending}
                    options={(types.data ?? []).map((x) => ({
                      value: x.code,
                      label: x.description,
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="promoCode"
                  label={t('campaign.promoCode')}
                  rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: t('campaign.promoCodeRule') }]}
                >
                  <Input maxLength={30} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="publishDate"
                  label={t('campaign.publishDate')}
                  rules={[{ required: true, message: t('campaign.required') }]}
                >
                  <DatePicker
                    showTime={{ format: 'HH:mm' }}
                    format="DD-MM-YYYY HH:mm"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="validity"
                  label={t('campaign.validity')}
                  rules={[{ required: true, message: t('campaign.required') }]}
                >
                  <DatePicker.RangePicker
                    showTime={{ format: 'HH:mm' }}
                    format="DD-MM-YYYY HH:mm"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="shareLink" label={t('campaign.shareLink')}>
              <Input maxLength={500} />
            </Form.Item>
            <Form.Item label={t('campaign.image')} extra={t('campaign.imageHint')}>
              <Space direction="vertical">
                {image ? (
                  <img src={image.url} alt={t('campaign.imageAlt')} className="campaign-image" />
                ) : null}
                {!readOnly ? (
                  <Space>
                    <Upload
                      accept="image/png,image/jpeg,image/webp,image/gif"
                      maxCount={1}
                      showUploadList={false}
                      beforeUpload={(file) => {
                        void pick(file);
                        return false;
                      }}
                    >
                      <Button icon={<UploadOutlined />} loading={uploading}>
                        {image ? t('campaign.replaceImage') : t('campaign.uploadImage')}
                      </Button>
                    </Upload>
                    {image ? (
                      <Button icon={<DeleteOutlined />} onClick={() => setImage(undefined)}>
                        {t('campaign.removeImage')}
                      </Button>
                    ) : null}
                  </Space>
                ) : null}
              </Space>
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
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
        </Col>
      </Row>
      {!readOnly ? (
        <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={() => void navigate('/campaign')} disabled={false}>
            {t('campaign.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('campaign.save')}
          </Button>
        </Flex>
      ) : null}
    </Form>
  );
}

function CampaignFormPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mode = formModeOf(pathname);
  const id = recordIdOf(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useQuery({
    ...campaignQuery(id ?? 0),
    enabled: mode !== 'create' && id !== undefined,
  });
  useEffect(() => {
    if (mode !== 'create' && (id === undefined || record.isError)) void navigate('/campaign');
  }, [mode, id, record.isError, navigate]);
  const title = {
    create: t('campaign.addTitle'),
    edit: t('campaign.editTitle'),
    view: t('campaign.viewTitle'),
    copy: t('campaign.copyTitle'),
  }[mode];
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: '/campaign', label: t('campaign.back') }}
        extra={
          mode === 'view' && record.data ? (
            <Button
              type={record.data.blastMessage.status === 3 ? 'primary' : 'default'}
              onClick={() =>
                void toggleActive(record.data.blastMessage, t).then(() =>
                  client.invalidateQueries({ queryKey: campaignKeys.all }),
                )
              }
            >
              {record.data.blastMessage.status === 3
                ? t('campaign.activate')
                : t('campaign.deactivate')}
            </Button>
          ) : null
        }
      />
      {mode !== 'create' && !record.data ? (
        <PageLoading />
      ) : (
        <Flex vertical gap={16}>
          {mode === 'view' && id !== undefined ? <DeliveryFigures id={id} /> : null}
          <CampaignForm key={`${mode}-${id ?? 'new'}`} mode={mode} record={record.data} />
        </Flex>
      )}
    </>
  );
}

/** Route module for campaign/create, campaign/edit/:id, campaign/view/:id, campaign/copy/:id. */
export function Component() {
  return <CampaignFormPage />;
}
