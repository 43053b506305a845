import {
  ALL,
  ZBlastMessageEdit,
  ZBlastMessageInput,
  type AudienceQuery,
  type BlastMessageByIdResponse,
} from '@dealer/contracts/campaign';
import type { FieldError } from '@dealer/contracts/envelope';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Flex, Form, Input, Row } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { formModeOf, recordIdOf, type FormMode } from '../../../shared/kit/formMode';
import { listPath } from '../../../shared/kit/listReturn';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { RefusalsAlert } from '../../../shared/kit/RefusalsAlert';
import { formFieldsSink } from '../../../shared/kit/refusalSinks';
import { useFormSave, type SaveOutcome } from '../../../shared/kit/useFormSave';
import { isBerhasil, toggleActive } from '../activation';
import { blastCommand, campaignKeys, campaignQuery, commandResult, typesQuery } from '../api';
import {
  CAMPAIGN_ALIASES,
  CAMPAIGN_FIELDS,
  campaignDefaults,
  campaignRefusalTexts,
  campaignRequestOf,
  campaignValuesOf,
  type CampaignValues as Values,
} from '../campaignForm';
import { CAMPAIGN_LIST_PATH } from '../campaignList';
import { CampaignImageField, type CampaignImage as Image } from '../components/CampaignImageField';
import { CampaignTargetingCard } from '../components/CampaignTargetingCard';
import { DeliveryFigures } from '../components/DeliveryFigures';
import { MessagePreview, type PreviewInput } from '../components/MessagePreview';
import '../campaign.css';

function CampaignForm({
  mode,
  record,
}: {
  mode: FormMode;
  record: BlastMessageByIdResponse | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const types = useQuery(typesQuery);
  const readOnly = mode === 'view';
  const { markEdited, release } = useUnsavedEdits(!readOnly);
  const first = record?.blastMessageImageList[0];
  const [image, setImage] = useState<Image>(
    first ? { fileId: first.fileId, url: first.url } : undefined,
  );
  const [previewing, setPreviewing] = useState<PreviewInput>();
  /** The preview needs a title and content: missing, they are asked for at their fields. */
  const preview = () =>
    void form.validateFields(['title', 'content']).then(
      ({ title, content }) =>
        setPreviewing({ title, content, ...(image ? { imageFileId: image.fileId } : {}) }),
      () => undefined,
    );
  const initial = record ? campaignValuesOf(record.blastMessage, mode) : campaignDefaults(mode);
  const texts = campaignRefusalTexts(t);
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

  const {
    save: saveBlast,
    saving,
    unmatched,
  } = useFormSave({
    // The server names its refusals by the request's path (`BlastMessage.title`).
    sink: formFieldsSink(form, CAMPAIGN_FIELDS, {
      aliases: CAMPAIGN_ALIASES,
      prefix: 'BlastMessage.',
    }),
    texts,
    invalidates: campaignKeys.all,
    release,
    after: CAMPAIGN_LIST_PATH,
  });

  function save(v: Values) {
    const editing = mode === 'edit' && record ? record.blastMessage : undefined;
    const blast = campaignRequestOf(
      v,
      editing ? { id: editing.id, version: editing.version } : undefined,
    );
    return saveBlast(blast, editing ? ZBlastMessageEdit : ZBlastMessageInput, (request) =>
      send(request, editing !== undefined),
    );
  }

  /** Spec 1 section 5: an add or edit succeeded only when its message says 'berhasil'. */
  async function send(blast: object, editing: boolean): Promise<SaveOutcome> {
    const reply = await blastCommand({
      Action: editing ? 'Edit' : 'Add',
      BlastMessage: blast,
      BlastMessageImage: image ? [{ fileId: image.fileId, sequence: 0 }] : [],
    });
    const { message } = commandResult(reply);
    if (isBerhasil(message)) return { ok: true, message, data: reply };
    return { ok: false, message, errors: (reply as { errors?: FieldError[] }).errors ?? [] };
  }

  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={initial}
        onValuesChange={markEdited}
        onFinish={(v) => void save(v)}
        scrollToFirstError
      >
        <RefusalsAlert refusals={unmatched} />
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
              <CampaignImageField image={image} onChange={setImage} readOnly={readOnly} />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <CampaignTargetingCard targeting={targeting} />
          </Col>
        </Row>
        <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={preview} disabled={false}>
            {t('campaign.previewButton')}
          </Button>
          {!readOnly ? (
            <>
              <Button onClick={() => void navigate(listPath(CAMPAIGN_LIST_PATH))} disabled={false}>
                {t('campaign.cancel')}
              </Button>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('campaign.save')}
              </Button>
            </>
          ) : null}
        </Flex>
      </Form>
      <MessagePreview
        input={previewing}
        blastMessageId={mode === 'view' || mode === 'edit' ? record?.blastMessage.id : undefined}
        onClose={() => setPreviewing(undefined)}
      />
    </>
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
    if (mode !== 'create' && (id === undefined || record.isError))
      void navigate(listPath(CAMPAIGN_LIST_PATH));
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
        back={{ to: listPath(CAMPAIGN_LIST_PATH), label: t('campaign.back') }}
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
