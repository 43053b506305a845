import type { SaveRerunRequest } from '@dealer/contracts/quest';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, Table } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorBody } from '../../../shared/api/client';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { confirmSaveThese } from '../../../shared/ui/dialogs';
import { applyFieldErrors } from '../../../shared/ui/formErrors';
import { notifySuccess } from '../../../shared/ui/notify';
import { formatQuestDateTime } from '../../../shared/time/businessTime';
import {
  DISPLAY_TIME,
  QUEST_DATE_TIME,
  QUEST_WIRE_DATE_TIME as WIRE,
} from '../../../shared/time/dateFormats';
import { eventTypes, questListQuery, saveRerun } from '../api';
import { RerunSetting, type RerunSettingValues } from '../components/RerunSetting';
import '../quest.css';

interface RerunValues extends RerunSettingValues {
  questIds: number[];
  metadataTypeId: number;
  window: [Dayjs, Dayjs];
}

type Recorded = Exclude<Awaited<ReturnType<typeof saveRerun>>, { acknowledge: 0 }>;

/**
 * Rerun event missions: pick published quests, an event type, a window and whom (area, city,
 * branch, player level, player: the rerun item's setting); save-rerun records it.
 */
function RerunEventPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RerunValues>();
  const quests = useQuery(questListQuery({ status: -1 }));
  const [recorded, setRecorded] = useState<Recorded>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const names = new Map(
    (quests.data?.data ?? []).map((q) => [q.questId, `${q.questCode} · ${q.questName}`]),
  );

  const submit = async (values: RerunValues) => {
    if (!(await confirmSaveThese())) return;
    const body: SaveRerunRequest = {
      data: values.questIds.map((questID) => ({
        questID,
        metadataTypeID: values.metadataTypeId,
        eventDateFrom: values.window[0].second(0).format(WIRE),
        eventDateTo: values.window[1].second(59).format(WIRE),
        setting: {
          area: values.area ?? [],
          city: values.city ?? [],
          branch: values.branch ?? [],
          playerLevel: values.playerLevel ?? [],
          player: values.player ?? [],
        },
      })),
    };
    setBusy(true);
    setProblem('');
    try {
      const reply = await saveRerun(body);
      if (isErrorBody(reply)) {
        const unmatched = applyFieldErrors(form, reply.errors ?? [], ['questIds']);
        setProblem(unmatched.length ? unmatched.map((e) => e.message).join(' · ') : reply.message);
        return;
      }
      setRecorded(reply);
      notifySuccess(t('quest.rerunSaved', { count: reply.length }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="quest-page">
      <PageHeader title={t('quest.rerunTitle')} />
      <Card>
        {problem ? <Alert type="error" title={problem} style={{ marginBottom: 16 }} /> : null}
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          disabled={busy}
        >
          <Form.Item
            name="questIds"
            label={t('quest.quests')}
            rules={[{ required: true, message: t('quest.required') }]}
          >
            <FormSelect
              mode="multiple"
              showSearch
              optionFilterProp="label"
              loading={quests.isPending}
              options={(quests.data?.data ?? [])
                .filter((q) => [1, 2, 3].includes(q.status))
                .map((q) => ({ value: q.questId, label: `${q.questCode} · ${q.questName}` }))}
            />
          </Form.Item>
          <Form.Item
            name="metadataTypeId"
            label={t('quest.eventType')}
            rules={[{ required: true, message: t('quest.required') }]}
          >
            <FormSelect
              options={eventTypes().map((e) => ({
                value: e.metadataTypeId,
                label: e.metadataTypeName,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="window"
            label={t('quest.eventWindow')}
            rules={[{ required: true, message: t('quest.required') }]}
          >
            <DatePicker.RangePicker showTime={{ format: DISPLAY_TIME }} format={QUEST_DATE_TIME} />
          </Form.Item>
          <RerunSetting />
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('quest.saveRerun')}
          </Button>
        </Form>
      </Card>
      {recorded.length ? (
        <Card title={t('quest.rerunRecorded')} style={{ marginTop: 16 }}>
          <Table
            rowKey="rerunId"
            size="small"
            pagination={false}
            dataSource={recorded}
            columns={[
              { title: '#', dataIndex: 'rerunId', width: 70 },
              {
                title: t('quest.quests'),
                dataIndex: 'questID',
                render: (id: number) => names.get(id) ?? id,
              },
              {
                title: t('quest.eventWindow'),
                key: 'window',
                render: (_, r) =>
                  `${formatQuestDateTime(r.eventDateFrom)} – ${formatQuestDateTime(r.eventDateTo)}`,
              },
              { title: t('quest.statusLabel'), dataIndex: 'status' },
              {
                title: t('quest.awarded'),
                dataIndex: 'awarded',
                render: (v: number | null) => v ?? '–',
              },
            ]}
          />
        </Card>
      ) : null}
    </div>
  );
}

/** Route module for rerunevent. */
export function Component() {
  return <RerunEventPage />;
}
