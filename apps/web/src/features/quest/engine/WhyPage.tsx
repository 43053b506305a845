import type { WhyResult } from '@dealer/contracts/quest-engine';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Input, Space, Spin, Table, Tag, Typography } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { formatQuestDateTime } from '../../../shared/time/businessTime';
import { engineQuestQuery, whyQuery } from './api';
import { useEngineTexts } from './engineTexts';
import { describeExclusion, detailsText, typeName } from './exclusion';

type WhyTask = WhyResult['tasks'][number];
type WhyEvent = WhyTask['counted'][number];
type NearestEvent = WhyTask['nearest'][number];

interface Lookup {
  playerNo: string;
  recurrenceNo?: number | undefined;
}

/** 'Why (not)': a player's counted and not-counted events per task of one quest. */
function WhyPage() {
  const { t } = useEngineTexts();
  const questId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const playerNo = params.get('player') ?? '';
  const rec = params.get('rec');
  const recurrenceNo = rec ? Number(rec) : undefined;
  const detail = useQuery({ ...engineQuestQuery(questId), enabled: questId > 0 });
  const why = useQuery({
    ...whyQuery({ questId, playerNo, recurrenceNo }),
    enabled: questId > 0 && playerNo.length > 0,
  });
  const questName = detail.data ? `${detail.data.questCode} · ${detail.data.questName}` : '';

  const submit = (values: Lookup) => {
    const next = new URLSearchParams({ player: values.playerNo.trim() });
    if (values.recurrenceNo) next.set('rec', String(values.recurrenceNo));
    setParams(next);
  };

  const eventColumns = [
    { title: t('questEngine.eventId'), dataIndex: 'eventId', key: 'eventId' },
    {
      title: t('questEngine.eventType'),
      key: 'type',
      render: (_: unknown, e: WhyEvent) => typeName(t, e.metadataTypeId),
    },
    {
      title: t('questEngine.occurredAt'),
      key: 'at',
      render: (_: unknown, e: WhyEvent) => formatQuestDateTime(e.occurredAt),
    },
    {
      title: t('questEngine.details'),
      key: 'details',
      render: (_: unknown, e: WhyEvent) => detailsText(e.details),
    },
  ];
  const nearestColumns = [
    ...eventColumns,
    {
      title: t('questEngine.excludedBy'),
      key: 'excludedBy',
      render: (_: unknown, e: NearestEvent) => describeExclusion(t, e.excludedBy),
    },
  ];

  return (
    <div className="quest-page">
      <PageHeader
        title={t('questEngine.whyTitle', { quest: questName })}
        subtitle={t('questEngine.whyIntro')}
        back={{ to: '/astraquest', label: t('questEngine.back') }}
      />
      <Card style={{ marginBottom: 16 }}>
        <Form<Lookup>
          layout="inline"
          initialValues={{ playerNo, recurrenceNo }}
          onFinish={submit}
          key={`${playerNo}:${rec ?? ''}`}
        >
          <Form.Item
            name="playerNo"
            label={t('questEngine.player')}
            rules={[{ required: true, whitespace: true, message: t('questEngine.player') }]}
          >
            <Input placeholder={t('questEngine.playerPlaceholder')} maxLength={40} allowClear />
          </Form.Item>
          <Form.Item name="recurrenceNo" label={t('questEngine.recurrence')}>
            <FormSelect
              allowClear
              placeholder={t('questEngine.currentRecurrence')}
              style={{ minWidth: 260 }}
              options={(detail.data?.recurrences ?? []).map((r) => ({
                value: r.recurrenceNo,
                label: `${r.recurrenceNo}: ${formatQuestDateTime(r.validFrom)} – ${formatQuestDateTime(r.validTo)}`,
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('questEngine.show')}
          </Button>
        </Form>
      </Card>
      {why.isFetching ? (
        <Spin description={t('questEngine.loading')}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      ) : null}
      {why.data && !why.isFetching ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {why.data.notInQuest ? (
            <Alert
              type="warning"
              showIcon
              title={t('questEngine.notInQuest', { reason: why.data.notInQuest })}
            />
          ) : null}
          {why.data.recurrence === null ? (
            <Alert type="info" title={t('questEngine.noRecurrence')} />
          ) : (
            <Alert
              type={why.data.completed ? 'success' : 'info'}
              showIcon
              title={
                why.data.completed
                  ? t('questEngine.completed', {
                      time: formatQuestDateTime(why.data.completedTime ?? ''),
                      points: why.data.pointsBooked,
                    })
                  : t('questEngine.notCompleted')
              }
              description={`${t('questEngine.recurrence')} ${why.data.recurrence.recurrenceNo}: ${formatQuestDateTime(why.data.recurrence.validFrom)} – ${formatQuestDateTime(why.data.recurrence.validTo)}`}
            />
          )}
          {why.data.tasks.map((task) => (
            <Card
              key={task.taskNo}
              title={
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  {t('questEngine.task', { no: task.taskNo, name: task.taskName })}
                </Typography.Title>
              }
              extra={
                <Tag
                  color={task.count >= task.targetTask ? 'green' : 'default'}
                  // antd's green text is 3.3:1 on its tint; this green is 5.7:1 (axe, WCAG AA).
                  style={task.count >= task.targetTask ? { color: '#237804' } : undefined}
                >
                  {t('questEngine.progress', { count: task.count, target: task.targetTask })}
                </Tag>
              }
            >
              <Typography.Title level={3} style={{ fontSize: 14 }}>
                {t('questEngine.counted')}
              </Typography.Title>
              <Table<WhyEvent>
                size="small"
                rowKey="eventId"
                pagination={false}
                columns={eventColumns}
                dataSource={task.counted}
                locale={{ emptyText: <Empty description={t('questEngine.noCounted')} /> }}
              />
              <Typography.Title level={3} style={{ fontSize: 14, marginTop: 16 }}>
                {t('questEngine.nearest')}
              </Typography.Title>
              <Table<NearestEvent>
                size="small"
                rowKey="eventId"
                pagination={false}
                columns={nearestColumns}
                dataSource={task.nearest}
                locale={{ emptyText: <Empty description={t('questEngine.noNearest')} /> }}
              />
            </Card>
          ))}
        </Space>
      ) : null}
    </div>
  );
}

/** Route module for astraquest/why/:id. */
export function Component() {
  return <WhyPage />;
}
