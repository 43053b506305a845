import type { PodiumRow } from '@dealer/contracts/quest-engine';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Form, Spin, Table, Tag } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { FormSelect } from '../../../shared/kit/formItems';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { formatQuestDateTime } from '../../../shared/time/businessTime';
import { engineQuestQuery, podiumQuery } from './api';
import { useEngineTexts } from './engineTexts';

/** Dark text on a light fill (the done tag of the why page): the label carries the meaning. */
const PODIUM_TAG = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };

/** A podium quest's ranking of players by progress in one recurrence. */
function PodiumPage() {
  const { t } = useEngineTexts();
  const questId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const rec = params.get('rec');
  const recurrenceNo = rec ? Number(rec) : undefined;
  const detail = useQuery({ ...engineQuestQuery(questId), enabled: questId > 0 });
  const ranking = useQuery({ ...podiumQuery({ questId, recurrenceNo }), enabled: questId > 0 });
  const questName = detail.data ? `${detail.data.questCode} · ${detail.data.questName}` : '';
  const data = ranking.data;

  const columns = [
    { title: t('questEngine.rank'), dataIndex: 'rank', key: 'rank', width: 80 },
    { title: t('questEngine.player'), dataIndex: 'playerNo', key: 'playerNo' },
    { title: t('questEngine.playerName'), dataIndex: 'playerName', key: 'playerName' },
    { title: t('questEngine.branch'), dataIndex: 'branchCode', key: 'branchCode' },
    {
      title: t('questEngine.colProgress'),
      key: 'progress',
      render: (_: unknown, row: PodiumRow) =>
        t('questEngine.progress', { count: row.progress, target: row.target }),
    },
    {
      title: t('questEngine.colStanding'),
      key: 'standing',
      render: (_: unknown, row: PodiumRow) => (
        <>
          {row.onPodium ? <Tag style={PODIUM_TAG}>{t('questEngine.onPodium')}</Tag> : null}
          {row.completed ? <Tag style={PODIUM_TAG}>{t('questEngine.completedTag')}</Tag> : null}
        </>
      ),
    },
  ];

  return (
    <div className="quest-page">
      <PageHeader
        title={t('questEngine.podiumTitle', { quest: questName })}
        subtitle={t('questEngine.podiumIntro')}
        back={{ to: '/astraquest', label: t('questEngine.back') }}
      />
      <Card style={{ marginBottom: 16 }}>
        <Form layout="inline">
          <Form.Item label={t('questEngine.recurrence')} htmlFor="podium-recurrence">
            <FormSelect
              id="podium-recurrence"
              allowClear
              placeholder={t('questEngine.currentRecurrence')}
              style={{ minWidth: 260 }}
              value={recurrenceNo}
              onChange={(value?: number) =>
                setParams(value ? new URLSearchParams({ rec: String(value) }) : {})
              }
              options={(detail.data?.recurrences ?? []).map((r) => ({
                value: r.recurrenceNo,
                label: `${r.recurrenceNo}: ${formatQuestDateTime(r.validFrom)} – ${formatQuestDateTime(r.validTo)}`,
              }))}
            />
          </Form.Item>
        </Form>
        {data && !data.isPodium ? (
          <Alert style={{ marginTop: 16 }} type="info" title={t('questEngine.notPodium')} />
        ) : null}
      </Card>
      {ranking.isPending ? (
        <Spin description={t('questEngine.loading')}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      ) : (
        <Table<PodiumRow>
          size="small"
          rowKey="playerNo"
          pagination={false}
          columns={columns}
          dataSource={data?.rows ?? []}
          locale={{ emptyText: <Empty description={t('questEngine.noRanking')} /> }}
        />
      )}
    </div>
  );
}

/** Route module for astraquest/podium/:id. */
export function Component() {
  return <PodiumPage />;
}
