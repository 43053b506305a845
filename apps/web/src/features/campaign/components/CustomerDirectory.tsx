import type { Customer } from '@dealer/contracts/campaign';
import { DownloadOutlined } from '@ant-design/icons';
import { CAMPAIGN_API } from '@dealer/contracts/campaign';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/time/businessTime';
import { listTableProps } from '../../../shared/kit/listTable';
import type { FilterParam } from '../../../shared/kit/search';
import { downloadFile } from '../../../shared/kit/transfer';
import { UploadButton } from '../../../shared/kit/UploadButton';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { customersQuery } from '../api';
import { CAMPAIGN_LIST_PATH } from '../campaignList';

/**
 * The directory's search and page in the address, with the tab's own ?tab=customers kept as a
 * filter so that every change of the search or page stays on this tab.
 */
const CUSTOMER_FILTERS: readonly FilterParam[] = [
  { name: 'tab', valueType: 'string' },
  { name: 'q', valueType: 'string' },
];

/** A consent tag: green when the customer takes messages on the channel. */
function consentTag(t: TFunction, on: boolean, label: string) {
  return (
    <Tag
      color={on ? 'green' : undefined}
    >{`${label}: ${on ? t('campaign.yes') : t('campaign.no')}`}</Tag>
  );
}

/** The directory's columns; the customer search sorts by nothing, so none sorts. */
function customerColumns(t: TFunction): TableColumnsType<Customer> {
  const consent = (on: boolean, label: string) => consentTag(t, on, label);
  return [
    { title: t('campaign.customerName'), dataIndex: 'fullName', key: 'name' },
    { title: t('campaign.customerRef'), dataIndex: 'customerRef', key: 'ref', width: 130 },
    { title: t('campaign.region'), dataIndex: 'regionCode', key: 'region', width: 110 },
    {
      title: t('campaign.vehicleType'),
      dataIndex: 'vehicleTypeCode',
      key: 'vehicle',
      width: 120,
    },
    { title: t('campaign.religion'), dataIndex: 'religion', key: 'religion', width: 110 },
    {
      title: t('campaign.birthDate'),
      key: 'birth',
      width: 120,
      render: (_, r) => formatDate(r.birthDate),
    },
    { title: t('campaign.gender'), dataIndex: 'gender', key: 'gender', width: 90 },
    { title: t('campaign.email'), dataIndex: 'email', key: 'email' },
    { title: t('campaign.phone'), dataIndex: 'phone', key: 'phone', width: 150 },
    {
      title: t('campaign.consent'),
      key: 'consent',
      width: 300,
      render: (_, r) => (
        <Space size={2} wrap>
          {consent(r.consentEmail, t('campaign.email'))}
          {consent(r.consentSms, t('campaign.sms'))}
          {consent(r.consentPush && r.pushSubscriptions > 0, t('campaign.push'))}
        </Space>
      ),
    },
  ];
}

/** The audience: customers from the order system, with their consent per channel. */
export function CustomerDirectory() {
  const { t } = useTranslation();
  const [query, setQuery] = useListQuery(CAMPAIGN_LIST_PATH, CUSTOMER_FILTERS);
  const q = typeof query.filters.q === 'string' ? query.filters.q.trim().slice(0, 120) : '';
  // The box shows the address's search (a reload, a link) and, until it changes, the typing.
  const [typed, setTyped] = useState(q);
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setTyped(q);
  }
  const list = useQuery(customersQuery({ q, page: query.page, pageSize: query.pageSize }));
  const client = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    const search = q ? `?q=${encodeURIComponent(q)}` : '';
    await downloadFile(`${CAMPAIGN_API.customerExport}${search}`, 'customers.xlsx').catch(
      () => undefined,
    );
    setExporting(false);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Flex justify="space-between" gap={8} wrap>
        <Input.Search
          allowClear
          maxLength={120}
          aria-label={t('campaign.searchCustomers')}
          placeholder={t('campaign.searchCustomers')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(v) =>
            setQuery({ filters: { ...query.filters, q: v.trim() || undefined }, page: 1 })
          }
          style={{ maxWidth: 360 }}
        />
        <Space wrap>
          <UploadButton
            config={{
              path: CAMPAIGN_API.customerUpload,
              template: CAMPAIGN_API.customerTemplate,
              templateName: 'customer-template.xlsx',
            }}
            onUploaded={() =>
              void client.invalidateQueries({ queryKey: ['campaign', 'customers'] })
            }
          />
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportAll()}>
            {t('campaign.export')}
          </Button>
        </Space>
      </Flex>
      <Table<Customer>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.customers ?? []}
        locale={{ emptyText: t('campaign.noCustomers') }}
        scroll={{ x: 1200 }}
        {...listTableProps(query, setQuery, customerColumns(t), {
          total: list.data?.total ?? 0,
          t,
          fixedPageSize: true,
        })}
      />
    </Space>
  );
}
