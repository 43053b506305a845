import type { BacktestResult } from '@dealer/contracts/quest-engine';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { pickerNow } from '../../../shared/time/businessTime';
import {
  DISPLAY_TIME,
  QUEST_DATE_TIME,
  QUEST_WIRE_DATE_TIME as WIRE,
} from '../../../shared/time/dateFormats';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { engineQuestQuery, runBacktest } from './api';
import { useEngineTexts } from './engineTexts';

type TaskResult = BacktestResult['tasks'][number];

/**
 * The default window: the last 30 days up to now, as business wall times (the server reads the
 * window in the business zone; the browser's own now ended it 7 hours early in UTC).
 */
function lastThirtyDays(): [Dayjs, Dayjs] {
  const now = pickerNow();
  return [now.subtract(30, 'day').startOf('day'), now];
}

/** 'Try on past events' on a draft: per task, how many targeted players would have scored. */
function BacktestPage() {
  const { t } = useEngineTexts();
  const questId = Number(useParams().id);
  const detail = useQuery({ ...engineQuestQuery(questId), enabled: questId > 0 });
  const [result, setResult] = useState<BacktestResult>();
  const [busy, setBusy] = useState(false);
  const questName = detail.data ? `${detail.data.questCode} · ${detail.data.questName}` : '';

  const submit = async (values: { window: [Dayjs, Dayjs] }) => {
    setBusy(true);
    try {
      setResult(
        await runBacktest({
          questId,
          from: values.window[0].second(0).format(WIRE),
          to: values.window[1].second(59).format(WIRE),
        }),
      );
    } catch {
      // The API client has already told the user why (its error notification); the last result
      // stays on screen.
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    {
      title: t('questEngine.colTask'),
      key: 'task',
      render: (_: unknown, r: TaskResult) => `${r.taskNo}. ${r.taskName}`,
    },
    { title: t('questEngine.colTarget'), dataIndex: 'targetTask', key: 'targetTask' },
    { title: t('questEngine.colEvents'), dataIndex: 'events', key: 'events' },
    { title: t('questEngine.colPlayers'), dataIndex: 'players', key: 'players' },
    {
      title: t('questEngine.colCompleted'),
      dataIndex: 'playersCompleted',
      key: 'playersCompleted',
    },
  ];

  return (
    <div className="quest-page">
      <PageHeader
        title={t('questEngine.backtestTitle', { quest: questName })}
        subtitle={t('questEngine.backtestIntro')}
        back={{ to: '/astraquest', label: t('questEngine.back') }}
      />
      <Card style={{ marginBottom: 16 }}>
        <Form
          layout="inline"
          initialValues={{ window: lastThirtyDays() }}
          onFinish={(values: { window: [Dayjs, Dayjs] }) => void submit(values)}
          disabled={busy}
        >
          <Form.Item name="window" label={t('questEngine.window')} rules={[{ required: true }]}>
            <DatePicker.RangePicker showTime={{ format: DISPLAY_TIME }} format={QUEST_DATE_TIME} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('questEngine.run')}
          </Button>
        </Form>
        <Alert style={{ marginTop: 16 }} type="info" title={t('questEngine.booksNothing')} />
      </Card>
      {result ? (
        <Card>
          <Descriptions
            size="small"
            column={2}
            items={[
              {
                key: 'targeted',
                label: t('questEngine.targetedPlayers'),
                children: result.targetedPlayers,
              },
              {
                key: 'all',
                label: t('questEngine.completedAll'),
                children: result.playersCompletedAll,
              },
            ]}
          />
          <Typography.Text type="secondary">
            {t('questEngine.elapsed', { ms: result.elapsedMs })}
          </Typography.Text>
          <Table<TaskResult>
            style={{ marginTop: 16 }}
            size="small"
            rowKey="taskNo"
            pagination={false}
            columns={columns}
            dataSource={result.tasks}
          />
        </Card>
      ) : null}
    </div>
  );
}

/** Route module for astraquest/backtest/:id. */
export function Component() {
  return <BacktestPage />;
}
