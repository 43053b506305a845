import { PlusOutlined } from '@ant-design/icons';
import { CAMPAIGN_API, type BlastMessage } from '@dealer/contracts/campaign';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Space, Table, Tabs } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { FormSelect } from '../../../shared/kit/formItems';
import { listTableProps } from '../../../shared/kit/listTable';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { confirmDelete } from '../../../shared/ui/dialogs';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { toggleActive } from '../activation';
import { blastCommand, campaignKeys, campaignListQuery, commandResult, typesQuery } from '../api';
import '../campaign.css';
import {
  CAMPAIGN_FILTERS,
  CAMPAIGN_LIST_PATH,
  campaignFiltersOf,
  campaignListDefaults,
  campaignSearchOf,
  campaignSearchValuesOf,
  type CampaignSearchValues,
} from '../campaignList';
import { campaignColumns } from '../components/campaignColumns';
import { CustomerDirectory } from '../components/CustomerDirectory';
import { useFormShowsFilters } from '../../../shared/kit/useFormShowsFilters';

const FILTER_NAMES = CAMPAIGN_FILTERS.map((filter) => filter.name);

function CampaignList() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The month is read once per visit: a list left open over midnight keeps the month it showed.
  const defaults = useMemo(() => campaignListDefaults(), []);
  const [query, setQuery] = useListQuery(CAMPAIGN_LIST_PATH, CAMPAIGN_FILTERS, defaults);
  const search = campaignSearchOf(query.filters);
  const [form] = Form.useForm<CampaignSearchValues>();
  const searched = useFormShowsFilters(form, query.filters, {
    names: FILTER_NAMES,
    filtersOf: campaignFiltersOf,
    valuesOf: campaignSearchValuesOf,
  });
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

  const rows = list.data ?? [];
  // The call answers the whole search: the table sorts and pages these rows itself.
  const table = listTableProps(
    query,
    setQuery,
    campaignColumns(t, { toggle: (r) => void toggle(r), remove: (r) => void remove(r) }),
    { total: rows.length, t },
  );

  return (
    <>
      <Form
        form={form}
        layout="inline"
        className="campaign-search"
        initialValues={campaignSearchValuesOf(query.filters)}
        onFinish={(values) => {
          searched(values);
          setQuery({ filters: campaignFiltersOf(values), page: 1 });
        }}
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
              const values = campaignSearchValuesOf(defaults);
              form.setFieldsValue(values);
              searched(values);
              setQuery({ filters: defaults, page: 1 });
            }}
          >
            {t('campaign.reset')}
          </Button>
          <ExportButton
            path={CAMPAIGN_API.export}
            // The export takes the list's body and no sort: the file holds what is filtered.
            body={() => search}
            fileName="campaigns.xlsx"
            title={t('campaign.campaigns')}
          />
        </Space>
      </Form>
      <Table<BlastMessage>
        rowKey="id"
        loading={list.isPending}
        dataSource={rows}
        locale={{ emptyText: t('campaign.empty') }}
        // As wide as the columns need; the actions stay on screen at the right edge however wide.
        scroll={{ x: 'max-content' }}
        {...table}
      />
    </>
  );
}

const CUSTOMERS = 'customers';

function CampaignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The tab lives in the address (?tab=customers; none is Campaigns), so a reload keeps it.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === CUSTOMERS ? CUSTOMERS : 'campaigns';
  // Each tab's list keeps its search in the address; the one left is put back on return to it.
  const left = useRef<Record<string, string>>({});
  const onTab = (key: string) => {
    left.current[tab] = params.toString();
    const back = left.current[key] ?? (key === CUSTOMERS ? `tab=${CUSTOMERS}` : '');
    setParams(new URLSearchParams(back), { replace: true });
  };
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
        activeKey={tab}
        onChange={onTab}
        // Both lists read page and sort from the address: only the shown one may.
        destroyOnHidden
        items={[
          { key: 'campaigns', label: t('campaign.campaigns'), children: <CampaignList /> },
          { key: CUSTOMERS, label: t('campaign.customers'), children: <CustomerDirectory /> },
        ]}
      />
    </>
  );
}

/** Route module for campaign. */
export function Component() {
  return <CampaignPage />;
}
