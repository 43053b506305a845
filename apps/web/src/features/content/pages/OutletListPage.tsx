import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_API, type Outlet } from '@dealer/contracts/content';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { formatDateTime } from '../../../shared/time/businessTime';
import { contentKeys, fetchOutlets } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import '../content.css';

/** Branch Konten Digiroom: the outlets of the caller's scope (spec 2 section 2). */
export function Component() {
  const { t } = useTranslation();
  const [branchCode, setBranchCode] = useState('');
  const outlets = useQuery({
    queryKey: contentKeys.outlets(branchCode),
    queryFn: ({ signal }) => fetchOutlets(branchCode, signal),
  });
  return (
    <>
      <PageHeader
        title={t('content.outlets')}
        extra={
          <ExportButton
            path={CONTENT_API.outletsExport}
            body={() => ({ branchCode: branchCode || undefined })}
            fileName="outlets.xlsx"
            title={t('content.outlets')}
          />
        }
      />
      <Card>
        <Flex gap={8} align="center" className="content-filters">
          <label htmlFor="outlet-branch">{t('content.branch')}</label>
          <BranchSelect id="outlet-branch" allOption value={branchCode} onChange={setBranchCode} />
        </Flex>
        <Table<Outlet>
          rowKey="branchCode"
          loading={outlets.isPending}
          dataSource={outlets.data ?? []}
          locale={{ emptyText: <span className="content-empty">{t('content.empty')}</span> }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 800 }}
          columns={[
            { title: t('content.branchCode'), dataIndex: 'branchCode', width: 110 },
            { title: t('content.branchName'), dataIndex: 'branchName' },
            { title: t('content.town'), dataIndex: 'town' },
            { title: t('content.showroomPhone'), dataIndex: 'showroomPhone' },
            {
              title: t('content.updated'),
              dataIndex: 'updatedTime',
              render: (v: string | null) => (v ? formatDateTime(v) : '—'),
            },
            {
              title: t('content.action'),
              key: 'action',
              width: 90,
              render: (_: unknown, row) => (
                <Link
                  to={`/branch-konten/edit/${row.branchCode}`}
                  aria-label={`${t('content.edit')} ${row.branchName}`}
                >
                  <Button size="small" icon={<EditOutlined />} tabIndex={-1}>
                    {t('content.edit')}
                  </Button>
                </Link>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
