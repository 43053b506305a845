import { TEST_SEND_REFUSED, type TestSendChannel } from '@dealer/contracts/campaign';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/ui/notify';
import { campaignKeys, testSend } from '../api';
import type { PreviewInput } from './MessagePreview';

/**
 * Sends the previewed message, through the channel's real provider, to an address typed here:
 * counted as a test on the campaign's figures, never as a delivery. Every refusal is said at the
 * address, in the user's language.
 */
export function TestSendForm({
  channel,
  input,
  blastMessageId,
}: {
  channel: TestSendChannel;
  input: PreviewInput;
  blastMessageId: number | undefined;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<{ to: string }>();
  const [sending, setSending] = useState(false);
  const refuse = (text: string) => form.setFields([{ name: 'to', errors: [text] }]);

  async function send({ to }: { to: string }) {
    setSending(true);
    try {
      const answer = await testSend({
        ...input,
        channel,
        to,
        ...(blastMessageId ? { blastMessageId } : {}),
      });
      if ('tooMany' in answer) return refuse(t('campaign.testSendTooMany'));
      if ('refused' in answer) {
        const errors = answer.refused?.errors ?? [];
        const at = (field: string) => errors.find((e) => e.field === field);
        const refusal = at('to')?.message;
        if (at('channel')) return refuse(t('campaign.testSendNoProvider'));
        if (refusal?.startsWith(TEST_SEND_REFUSED)) {
          return refuse(
            t('campaign.testSendRefused', { reason: refusal.slice(TEST_SEND_REFUSED.length) }),
          );
        }
        if (at('to')) return refuse(t(`campaign.testSendBad.${channel}`));
        return refuse(t('campaign.previewFailed'));
      }
      notifySuccess(t('campaign.testSendDone', { to: answer.sent.to }));
      if (blastMessageId)
        void client.invalidateQueries({ queryKey: campaignKeys.figures(blastMessageId) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void send(v)}
      className="campaign-test-send"
    >
      <Form.Item
        label={t(`campaign.testSendTo.${channel}`)}
        htmlFor={`campaign-test-${channel}`}
        required
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="to"
            noStyle
            rules={[
              { required: true, whitespace: true, message: t('campaign.required') },
              ...(channel === 'email'
                ? [{ type: 'email' as const, message: t('campaign.testSendBad.email') }]
                : []),
            ]}
          >
            <Input
              id={`campaign-test-${channel}`}
              maxLength={120}
              autoComplete={channel === 'email' ? 'email' : 'tel'}
              inputMode={channel === 'email' ? 'email' : 'tel'}
            />
          </Form.Item>
          <Button htmlType="submit" loading={sending}>
            {t('campaign.testSendButton')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
