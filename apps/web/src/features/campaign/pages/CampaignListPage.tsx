import { PlusOutlined } from '@ant-design/icons';
import { CAMPAIGN_API, type BlastMessage } from '@dealer/contracts/campaign';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Form, Input, Space, Switch, Table, Tabs, Tag } from 'antd';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { FormSelect } from '../../../shared/kit/formItems';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime, currentMonth, WIRE_DATE } from '../../../shared/time/businessTime';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { confirmDelete } from '../../../shared/ui/dialogs';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { toggleActive } from '../activation';
import {
  blastCommand,
  campaignKeys,
  campaignListQuery,
  commandResult,
  typesQuery,
  type CampaignSearch,
} from '../api';
import '../campaign.css';
import { CustomerDirectory } from '../components/CustomerDirectory';

const defaultSearch = (): CampaignSearch => {
  const month = currentMonth();
  return { Title: '', Type: '', PublishDateStart: month.startDate, PublishDateEnd: month.endDate };
};

function CampaignList() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState<CampaignSearch>(defaultSearch);
  const [form] = Form.useForm<{ title: string; type: string; period: [Dayjs, Dayjs] | null }>();
  const list = useQuery(campaignListQuery(search));
  const types = useQuery(typesQuery);

  const refresh = () => client.invalidateQueries({ queryKey: campaignKeys.all });

  async function toggle(row: BlastMessage) {
    await toggleActive(row, t);
    await refresh();
  }

  async function remove(row: BlastMessage) {
    if (!(await confirmDelete(row.title))) return;
    const reply = commandResult(
      await blastCommand({ Action: 'Remove', BlastMessage: { id: row.id, version: row.version } }),
    );
    if (reply.blastMessage) notifySuccess(reply.message);
    else notifyError(reply.message);
    await refresh();
  }

  return (
    <>
      <Form
        form={form}
        layout="inline"
        className="campaign-search"
        initialValues={{
          title: '',
          type: '',
          period: [dayjs(search.PublishDateStart), dayjs(search.PublishDateEnd)],
        }}
        onFinish={(v) =>
          setSearch({
            Title: v.title?.trim() ?? '',
            Type: v.type ?? '',
            PublishDateStart: v.period?.[0]?.format(WIRE_DATE) ?? '',
            PublishDateEnd: v.period?.[1]?.format(WIRE_DATE) ?? '',
          })
        }
      >
        <Form.Item name="title" label={t('campaign.title')}>
          <Input allowClear maxLength={150} />
        </Form.Item>
        <Form.Item name="type" label={t('campaign.type')}>
          <FormSelect
            style={{ minWidth: 160 }}
            options={[
              { value: '', label: t('campaign.allTypes') },
              ...(types.data ?? []).map((x) => ({ value: x.code, label: x.description })),
            ]}
          />
        </Form.Item>
        <Form.Item name="period" label={t('campaign.publishDate')}>
          <DatePicker.RangePicker format="DD-MM-YYYY" allowClear={false} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('campaign.search')}
          </Button>
          <Button
            onClick={() => {
              const d = defaultSearch();
              form.setFieldsValue({
                title: '',
                type: '',
                period: [dayjs(d.PublishDateStart), dayjs(d.PublishDateEnd)],
              });
              setSearch(d);
            }}
          >
            {t('campaign.reset')}
          </Button>
          <ExportButton
            path={CAMPAIGN_API.export}
            body={() => search}
            fileName="campaigns.xlsx"
            title={t('campaign.campaigns')}
          />
        </Space>
      </Form>
      <Table<BlastMessage>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('campaign.empty') }}
        // As wide as the columns need; the actions stay on screen at the right edge however wide.
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { title: t('campaign.title'), dataIndex: 'title', key: 'title', width: 200 },
          { title: t('campaign.type'), dataIndex: 'blastMessageTypeDesc', key: 'type', width: 120 },
          {
            title: t('campaign.publishDate'),
            key: 'publish',
            width: 160,
            render: (_, r) => formatDateTime(r.publishDate),
          },
          {
            title: t('campaign.validity'),
            key: 'valid',
            width: 170,
            // From and to on two lines: one line took 280 px and pushed the actions off screen.
            render: (_, r) => (
              <>
                {formatDateTime(r.validFrom)} –<br />
                {formatDateTime(r.validTo)}
              </>
            ),
          },
          {
            title: t('campaign.channels'),
            key: 'channels',
            width: 150,
            render: (_, r) => (
              <Space size={4} wrap>
                {r.isPush ? <Tag>{t('campaign.push')}</Tag> : null}
                {r.isEmail ? <Tag>{t('campaign.email')}</Tag> : null}
                {r.isSms ? <Tag>{t('campaign.sms')}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t('campaign.status'),
            key: 'status',
            width: 130,
            render: (_, r) => (
              <Switch
                checked={r.status !== 3}
                checkedChildren={t('campaign.active')}
                unCheckedChildren={t('campaign.inactive')}
                aria-label={`${t('campaign.status')} ${r.title}`}
                onChange={() => void toggle(r)}
              />
            ),
          },
          {
            title: t('campaign.action'),
            key: 'action',
            width: 240,
            fixed: 'right',
            render: (_, r) => (
              <Flex gap={12} wrap>
                <Link to={`/campaign/view/${r.id}`} aria-label={`${t('campaign.view')} ${r.title}`}>
                  {t('campaign.view')}
                </Link>
                <Link to={`/campaign/edit/${r.id}`} aria-label={`${t('campaign.edit')} ${r.title}`}>
                  {t('campaign.edit')}
                </Link>
                <Link to={`/campaign/copy/${r.id}`} aria-label={`${t('campaign.copy')} ${r.title}`}>
                  {t('campaign.copy')}
                </Link>
                <Button
                  type="link"
                  danger
                  size="small"
                  className="campaign-link-button"
                  aria-label={`${t('campaign.delete')} ${r.title}`}
                  onClick={() => void remove(r)}
                >
                  {t('campaign.delete')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}

function CampaignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('campaign.pageTitle')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('/campaign/create')}
          >
            {t('campaign.add')}
          </Button>
        }
      />
      <Tabs
        items={[
          { key: 'campaigns', label: t('campaign.campaigns'), children: <CampaignList /> },
          { key: 'customers', label: t('campaign.customers'), children: <CustomerDirectory /> },
        ]}
      />
    </>
  );
}

/** Route module for campaign. */
export function Component() {
  return <CampaignPage />;
}
