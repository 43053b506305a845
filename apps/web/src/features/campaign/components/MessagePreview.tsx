import type { CampaignPreviewQuery, CampaignPreviewResponse } from '@dealer/contracts/campaign';
import type { FieldError } from '@dealer/contracts/envelope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Segmented, Select, Skeleton, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/ApiError';
import { customersQuery, messagePreviewQuery } from '../api';
import { TestSendForm } from './TestSendForm';

/** The form's message as it stands: what the dialog shows each channel's message of. */
export type PreviewInput = Omit<CampaignPreviewQuery, 'customerId'>;

/** A refusal of the preview, said at the field it names (a customer or image gone meanwhile). */
function refusalAt(error: unknown, field: string): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  const errors = (error.body as { errors?: FieldError[] } | undefined)?.errors ?? [];
  return errors.some((e) => e.field === field);
}

function CustomerPicker({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    ...customersQuery({ q, page: 1, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  return (
    <Select<number>
      id="campaign-preview-customer"
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      loading={found.isFetching}
      placeholder={t('campaign.previewSample')}
      notFoundContent={t('campaign.noCustomers')}
      options={(found.data?.customers ?? []).map((c) => ({
        value: c.id,
        label: `${c.fullName} · ${c.email ?? c.phone ?? c.customerRef}`,
      }))}
    />
  );
}

type EmailView = 'html' | 'text' | 'mime';

/** What a channel's tab needs to send its message as a test. */
interface TestSendProps {
  input: PreviewInput;
  blastMessageId: number | undefined;
}

function EmailPreview({
  email,
  test,
}: {
  email: CampaignPreviewResponse['email'];
  test: TestSendProps;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<EmailView>('html');
  return (
    <div className="campaign-preview-email">
      <Typography.Paragraph>
        <strong>{t('campaign.previewTo')}</strong> <span data-testid="email-to">{email.to}</span>
        <br />
        <strong>{t('campaign.previewSubject')}</strong> {email.subject}
      </Typography.Paragraph>
      <Segmented<EmailView>
        value={view}
        onChange={(v) => setView(v)}
        options={[
          { value: 'html', label: t('campaign.previewAsDisplayed') },
          { value: 'text', label: t('campaign.previewPlainText') },
          { value: 'mime', label: t('campaign.previewSource') },
        ]}
      />
      {view === 'html' ? (
        // No scripts and no same origin: the e-mail is shown, never run with the console's rights.
        <iframe
          className="campaign-preview-frame"
          title={t('campaign.previewAsDisplayed')}
          sandbox=""
          srcDoc={email.html}
        />
      ) : (
        <pre className="campaign-preview-source" tabIndex={0}>
          {view === 'text' ? email.text : email.mime}
        </pre>
      )}
      <TestSendForm channel="email" {...test} />
    </div>
  );
}

function SmsPreview({ sms, test }: { sms: CampaignPreviewResponse['sms']; test: TestSendProps }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Paragraph>
        <strong>{t('campaign.previewTo')}</strong> <span data-testid="sms-to">{sms.to}</span>
      </Typography.Paragraph>
      <div className="campaign-preview-bubble">{sms.text}</div>
      <Typography.Paragraph type="secondary" data-testid="sms-count">
        {t('campaign.previewSmsCount', {
          characters: sms.characters,
          encoding: sms.encoding,
          segments: sms.segments,
          units: sms.units,
          perSegment: sms.unitsPerSegment,
        })}
      </Typography.Paragraph>
      <TestSendForm channel="sms" {...test} />
    </div>
  );
}

function PushPreview({ push }: { push: CampaignPreviewResponse['push'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('campaign.previewPushHint')}</Typography.Paragraph>
      <div className="campaign-preview-push">
        <strong>{push.title}</strong>
        <span>{push.body}</span>
        {push.image ? <img src={push.image} alt={t('campaign.imageAlt')} /> : null}
      </div>
    </div>
  );
}

/**
 * What the customer receives on each channel, for the form as it stands, with a chosen
 * customer's address and opt-out link (or a sample customer's). Made by the server with the code
 * that sends, so the dialog shows the real message, MIME source included.
 */
export function MessagePreview({
  input,
  blastMessageId,
  onClose,
}: {
  input: PreviewInput | undefined;
  /** The saved campaign the message is of (view and edit): its figures count the tests. */
  blastMessageId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [customerId, setCustomerId] = useState<number>();
  const query = input ? { ...input, ...(customerId ? { customerId } : {}) } : undefined;
  const preview = useQuery({
    ...messagePreviewQuery(query ?? { title: '', content: '' }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
  const customerGone = refusalAt(preview.error, 'customerId');
  const imageGone = refusalAt(preview.error, 'imageFileId');
  const data = preview.data;
  return (
    <Modal
      open={input !== undefined}
      title={t('campaign.previewTitle')}
      onCancel={onClose}
      width={760}
      footer={<Button onClick={onClose}>{t('campaign.previewClose')}</Button>}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('campaign.previewCustomer')}
          htmlFor="campaign-preview-customer"
          validateStatus={customerGone ? 'error' : undefined}
          help={customerGone ? t('campaign.previewNoCustomer') : undefined}
        >
          <CustomerPicker value={customerId} onChange={setCustomerId} />
        </Form.Item>
      </Form>
      <div className="campaign-preview-body" aria-live="polite" aria-busy={preview.isFetching}>
        {preview.isError && !customerGone ? (
          <Alert
            type="error"
            showIcon
            title={imageGone ? t('campaign.previewNoImage') : t('campaign.previewFailed')}
          />
        ) : !data ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Tabs
            items={[
              {
                key: 'email',
                label: t('campaign.email'),
                children: (
                  <EmailPreview email={data.email} test={{ input: input!, blastMessageId }} />
                ),
              },
              {
                key: 'sms',
                label: t('campaign.sms'),
                children: <SmsPreview sms={data.sms} test={{ input: input!, blastMessageId }} />,
              },
              {
                key: 'push',
                label: t('campaign.push'),
                children: <PushPreview push={data.push} />,
              },
            ]}
          />
        )}
      </div>
    </Modal>
  );
}
