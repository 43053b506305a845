import { PlusOutlined } from '@ant-design/icons';
import { QUEST_API, QUEST_PAGE_SIZE, type QuestListItem } from '@dealer/contracts/quest';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Form, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isErrorBody } from '../../../shared/api/client';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { FormSelect } from '../../../shared/kit/formItems';
import { listTableProps } from '../../../shared/kit/listTable';
import type { ListQuery } from '../../../shared/kit/search';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { confirmIrreversible, showSuccessDialog } from '../../../shared/ui/dialogs';
import { feedback } from '../../../shared/ui/feedback';
import { QUEST_DAY } from '../../../shared/time/dateFormats';
import { deleteQuest, questKeys, questListQuery } from '../api';
import { questColumns } from '../components/questColumns';
import { STATUS_KEYS } from '../components/StatusTag';
import {
  QUEST_FILTERS,
  QUEST_LIST_PATH,
  questFiltersOf,
  questListRoute,
  questPageOf,
  questSearchOf,
  questSearchValuesOf,
  statusOfPath,
  type QuestSearchValues,
} from '../questList';
import { useFormShowsFilters } from '../../../shared/kit/useFormShowsFilters';
import '../quest.css';

const FILTER_NAMES = QUEST_FILTERS.map((filter) => filter.name);

function QuestListPage() {
  const { t } = useTranslation();
  const { pathname, search: address } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = statusOfPath(pathname);
  // Each status's list is its own path below /astraquest; the kit remembers that path with its
  // search for the forms' way back.
  const [query, setQuery] = useListQuery(QUEST_LIST_PATH, QUEST_FILTERS);
  const [form] = Form.useForm<QuestSearchValues>();
  const searched = useFormShowsFilters(form, query.filters, {
    names: FILTER_NAMES,
    filtersOf: questFiltersOf,
    valuesOf: questSearchValuesOf,
  });

  const search = questSearchOf(query.filters, status);
  const list = useQuery(questListQuery(questPageOf(search, query.page)));

  // Another status keeps the search and sort; its list starts at its first page.
  const onStatus = (value: number) => {
    const params = new URLSearchParams(address);
    params.delete('page');
    void navigate({ pathname: questListRoute(value), search: params.toString() });
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

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  // The call pages by a fixed QUEST_PAGE_SIZE: the table shows the call's pages, whatever size
  // the address names, and writes no size back to it.
  const fixed: ListQuery = { ...query, pageSize: QUEST_PAGE_SIZE };
  const table = listTableProps(
    fixed,
    ({ pageSize: _size, ...patch }) => setQuery(patch),
    questColumns(t, {
      sortable: list.data !== undefined && rows.length >= total,
      onDelete: (r) => void remove(r),
    }),
    { total, t, fixedPageSize: true },
  );

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
              // The whole search, not one page: the export pages through it itself.
              body={() => search}
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
          initialValues={questSearchValuesOf(query.filters)}
          onFinish={(values) => {
            searched(values);
            setQuery({ filters: questFiltersOf(values), page: 1 });
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
                    const values = questSearchValuesOf({});
                    form.setFieldsValue(values);
                    searched(values);
                    setQuery({ filters: {}, page: 1 });
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
        dataSource={rows}
        locale={{ emptyText: t('quest.empty') }}
        scroll={{ x: 1100 }}
        {...table}
        pagination={{
          ...table.pagination,
          // The quest list's own words for its count.
          showTotal: (count) => t('quest.total', { total: count }),
        }}
      />
    </div>
  );
}

/** Route module for astraquest and astraquest/<status>. */
export function Component() {
  return <QuestListPage />;
}
