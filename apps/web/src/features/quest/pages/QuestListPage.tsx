import { PlusOutlined } from '@ant-design/icons';
import {
  QUEST_API,
  QUEST_PAGE_SIZE,
  QUEST_STATUS_SEGMENTS,
  type QuestListItem,
  type QuestListRequest,
} from '@dealer/contracts/quest';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Form, Input, Space, Table } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isErrorBody } from '../../../shared/api/client';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { confirmIrreversible, showSuccessDialog } from '../../../shared/ui/dialogs';
import { feedback } from '../../../shared/ui/feedback';
import { QUEST_DAY } from '../../../shared/time/dateFormats';
import { formatQuestDateTime } from '../../../shared/time/businessTime';
import { deleteQuest, questKeys, questListQuery } from '../api';
import { QuestRowActions } from '../components/QuestRowActions';
import { QuestStatusTag, STATUS_KEYS } from '../components/StatusTag';
import '../quest.css';

type Segment = keyof typeof QUEST_STATUS_SEGMENTS;

/** The status of the URL: astraquest/<segment>, or -1 (every status but Deleted). */
export function statusOfPath(pathname: string): number {
  const last = pathname.split('/').filter(Boolean).pop() as Segment | undefined;
  return last && last in QUEST_STATUS_SEGMENTS ? QUEST_STATUS_SEGMENTS[last] : -1;
}

interface SearchValues {
  questName?: string;
  keyword?: string;
  created?: [Dayjs, Dayjs] | null;
  published?: [Dayjs, Dayjs] | null;
}

/** Quest filters are shown as they are sent: YYYY-MM-DD (spec 2 section 9). */
const day = (value: Dayjs | undefined) => value?.format(QUEST_DAY);

function QuestListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = statusOfPath(pathname);
  const [search, setSearch] = useState<SearchValues>({});
  const [page, setPage] = useState(1);
  const [form] = Form.useForm<SearchValues>();

  const filter: QuestListRequest = useMemo(
    () => ({
      status,
      questName: search.questName?.trim() || undefined,
      keyword: search.keyword?.trim() || undefined,
      createdTimeFrom: day(search.created?.[0]),
      createdTimeTo: day(search.created?.[1]),
      publishedTimeFrom: day(search.published?.[0]),
      publishedTimeTo: day(search.published?.[1]),
      skip: (page - 1) * QUEST_PAGE_SIZE,
      limit: QUEST_PAGE_SIZE,
    }),
    [status, search, page],
  );
  const list = useQuery(questListQuery(filter));

  const onStatus = (value: number) => {
    setPage(1);
    const segment = STATUS_KEYS[value];
    void navigate(segment ? `/astraquest/${segment}` : '/astraquest');
  };

  const remove = async (row: QuestListItem) => {
    if (!(await confirmIrreversible())) return;
    try {
      const reply = await deleteQuest(row.questId);
      if (isErrorBody(reply)) {
        feedback().notification.info({ message: reply.message, duration: 0 });
        return;
      }
      showSuccessDialog(
        t('quest.deleted', {
          code: reply.questCode,
          name: reply.questName,
          keyword: reply.keyword,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: questKeys.all });
    } catch (error) {
      // A refusal (409: an Active quest) is shown as a warning with the server's text.
      const text = error instanceof Error ? error.message : String(error);
      feedback().notification.info({ message: t('quest.warning'), description: text, duration: 0 });
    }
  };

  const title =
    status === -1
      ? t('quest.title')
      : `${t('quest.title')} · ${t(`quest.status.${STATUS_KEYS[status]}`)}`;
  return (
    <div className="quest-page">
      <PageHeader
        title={title}
        extra={
          <>
            <ExportButton
              path={QUEST_API.export}
              body={() => filter}
              fileName="quests.xlsx"
              title={title}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/astraquest/create')}
            >
              {t('quest.create')}
            </Button>
          </>
        }
      />
      <Card className="quest-search">
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => {
            setPage(1);
            setSearch(values);
          }}
        >
          <Flex gap={16} wrap align="end">
            <Form.Item name="questName" label={t('quest.questName')}>
              <Input allowClear maxLength={200} />
            </Form.Item>
            <Form.Item name="keyword" label={t('quest.keyword')}>
              <Input allowClear maxLength={100} />
            </Form.Item>
            <Form.Item label={t('quest.statusLabel')} htmlFor="quest-status-filter">
              <FormSelect
                id="quest-status-filter"
                style={{ minWidth: 160 }}
                value={status}
                onChange={onStatus}
                options={[
                  { value: -1, label: t('quest.status.all') },
                  ...STATUS_KEYS.map((key, value) => ({ value, label: t(`quest.status.${key}`) })),
                ]}
              />
            </Form.Item>
            <Form.Item name="created" label={t('quest.createdRange')}>
              <DatePicker.RangePicker format={QUEST_DAY} />
            </Form.Item>
            <Form.Item name="published" label={t('quest.publishedRange')}>
              <DatePicker.RangePicker format={QUEST_DAY} />
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t('quest.search')}
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    setPage(1);
                    setSearch({});
                  }}
                >
                  {t('quest.reset')}
                </Button>
              </Space>
            </Form.Item>
          </Flex>
        </Form>
      </Card>
      <Table<QuestListItem>
        rowKey="questId"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: t('quest.empty') }}
        scroll={{ x: 1100 }}
        pagination={{
          current: page,
          pageSize: QUEST_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => t('quest.total', { total }),
        }}
        columns={[
          { title: t('quest.questCode'), dataIndex: 'questCode', width: 120 },
          {
            title: t('quest.questName'),
            dataIndex: 'questName',
            render: (name: string, row) => (
              <Link to={`/astraquest/view/${row.questId}`}>{name}</Link>
            ),
          },
          { title: t('quest.keyword'), dataIndex: 'keyword', width: 130 },
          {
            title: t('quest.statusLabel'),
            dataIndex: 'status',
            width: 120,
            render: (value: number) => <QuestStatusTag status={value} />,
          },
          {
            title: t('quest.period'),
            key: 'period',
            width: 320,
            render: (_, row) => {
              const first = row.recurrence[0];
              const last = row.recurrence[row.recurrence.length - 1];
              if (!first || !last) return '';
              return `${formatQuestDateTime(first.validFrom)} – ${formatQuestDateTime(last.validTo)} (${row.recurrence.length})`;
            },
          },
          {
            title: t('quest.actions'),
            key: 'actions',
            width: 250,
            fixed: 'right',
            render: (_, row) => <QuestRowActions row={row} onDelete={(r) => void remove(r)} />,
          },
        ]}
      />
    </div>
  );
}

/** Route module for astraquest and astraquest/<status>. */
export function Component() {
  return <QuestListPage />;
}
