import { useQuery } from '@tanstack/react-query';
import { Card, Statistic, Table, Tooltip, Typography, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/time/businessTime';
import { PlainList } from '../../../shared/ui/PlainList';
import { figuresQuery } from '../api';

/** Delivery figures per channel (live while sending), conversions, and the demo sinks. */
export function DeliveryFigures({ id }: { id: number }) {
  const { t } = useTranslation();
  const figures = useQuery({
    ...figuresQuery(id),
    // Live while the campaign is active; a stopped campaign's figures no longer move.
    refetchInterval: (q) => (q.state.data?.status === 1 ? 1500 : false),
  });
  const f = figures.data;
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('campaign.deliveryFigures')} loading={figures.isPending}>
        <Table
          size="small"
          rowKey="channel"
          pagination={false}
          dataSource={f?.channels ?? []}
          aria-label={t('campaign.deliveryFigures')}
          columns={[
            {
              title: t('campaign.channel'),
              key: 'channel',
              render: (_, r) => t(`campaign.${r.channel}`),
            },
            { title: t('campaign.audience'), dataIndex: 'audience', key: 'audience' },
            { title: t('campaign.queued'), dataIndex: 'queued', key: 'queued' },
            { title: t('campaign.sent'), dataIndex: 'sent', key: 'sent' },
            { title: t('campaign.delivered'), dataIndex: 'delivered', key: 'delivered' },
            { title: t('campaign.failed'), dataIndex: 'failed', key: 'failed' },
            { title: t('campaign.optedOut'), dataIndex: 'optedOut', key: 'optedOut' },
            { title: t('campaign.cancelled'), dataIndex: 'cancelled', key: 'cancelled' },
            {
              title: (
                <Tooltip title={t('campaign.possibleDuplicatesHelp')}>
                  <span>{t('campaign.possibleDuplicates')}</span>
                </Tooltip>
              ),
              dataIndex: 'possibleDuplicates',
              key: 'possibleDuplicates',
            },
          ]}
        />
        <Flex gap={24} style={{ marginTop: 12 }} wrap>
          <Statistic title={t('campaign.conversions')} value={f?.conversions ?? 0} />
          <Statistic title={t('campaign.testSends')} value={f?.testSends ?? 0} />
          <Statistic
            title={t('campaign.dispatched')}
            value={f?.dispatchedTime ? formatDateTime(f.dispatchedTime) : t('campaign.notYet')}
          />
        </Flex>
        {f && f.failures.length > 0 ? (
          <PlainList
            size="small"
            header={t('campaign.failures')}
            dataSource={f.failures}
            emptyText={null}
            renderItem={(x) => `${t(`campaign.${x.channel}`)} · ${x.address}: ${x.reason}`}
          />
        ) : null}
      </Card>
      {f?.demoSink.enabled ? (
        <Card size="small" title={t('campaign.demoSink')}>
          <Typography.Paragraph data-testid="demo-sink-total">
            {t('campaign.demoSinkTotal', { count: f.demoSink.total })}
          </Typography.Paragraph>
          <PlainList
            size="small"
            dataSource={f.demoSink.latest}
            emptyText={t('campaign.demoSinkEmpty')}
            renderItem={(m) => (
              <div data-testid="demo-sink-message">
                {`${formatDateTime(m.receivedTime)} · ${t(`campaign.${m.channel}`)} · ${m.toAddress} · ${m.subject}`}
                {/* The message as the customer reads it, two lines until opened. */}
                <Typography.Paragraph
                  className="campaign-sink-body"
                  type="secondary"
                  ellipsis={{ rows: 2, expandable: 'collapsible' }}
                >
                  {m.body}
                </Typography.Paragraph>
              </div>
            )}
          />
        </Card>
      ) : null}
    </Flex>
  );
}
