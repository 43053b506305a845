import type { Customer } from '@dealer/contracts/campaign';
import { DownloadOutlined } from '@ant-design/icons';
import { CAMPAIGN_API } from '@dealer/contracts/campaign';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/time/businessTime';
import { downloadFile } from '../../../shared/kit/transfer';
import { UploadButton } from '../../../shared/kit/UploadButton';
import { customersQuery } from '../api';

/** The audience: customers from the order system, with their consent per channel. */
export function CustomerDirectory() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(customersQuery({ q, page, pageSize: 20 }));
  const client = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    const query = q ? `?q=${encodeURIComponent(q)}` : '';
    await downloadFile(`${CAMPAIGN_API.customerExport}${query}`, 'customers.xlsx').catch(
      () => undefined,
    );
    setExporting(false);
  };
  const consent = (on: boolean, label: string) => (
    <Tag
      color={on ? 'green' : undefined}
    >{`${label}: ${on ? t('campaign.yes') : t('campaign.no')}`}</Tag>
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Flex justify="space-between" gap={8} wrap>
        <Input.Search
          allowClear
          maxLength={120}
          aria-label={t('campaign.searchCustomers')}
          placeholder={t('campaign.searchCustomers')}
          onSearch={(v) => {
            setQ(v.trim());
            setPage(1);
          }}
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
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
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
        ]}
      />
    </Space>
  );
}
