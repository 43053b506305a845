import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentDashboard } from '@dealer/contracts/content';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { contentKeys, fetchDashboard } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { useContentScope } from '../scope';
import '../content.css';

type Expiring = ContentDashboard['expiringSoon'][number];

/** The content dashboard: what the website shows now in the user's scope, and what expires soon. */
export function Component() {
  const { t } = useTranslation();
  const scope = useContentScope();
  const [branchCode, setBranchCode] = useState('');
  const board = useQuery({
    queryKey: contentKeys.dashboard(branchCode),
    queryFn: ({ signal }) => fetchDashboard(branchCode, signal),
  });
  const d = board.data;
  const stat = (key: string, value: number | undefined, to: string) => (
    <Col xs={12} lg={6} key={key}>
      <Link to={to}>
        <Card hoverable>
          <Statistic
            title={t(`content.count.${key}`)}
            value={value ?? 0}
            loading={board.isPending}
          />
        </Card>
      </Link>
    </Col>
  );
  return (
    <>
      <PageHeader
        title={t('content.dashboard')}
        extra={
          scope.headOffice ? (
            <Flex gap={8} align="center">
              <label htmlFor="dashboard-branch">{t('content.branch')}</label>
              <BranchSelect
                id="dashboard-branch"
                allOption
                headOfficeOption
                value={branchCode}
                onChange={setBranchCode}
              />
            </Flex>
          ) : undefined
        }
      />
      <Row gutter={[16, 16]} className="content-card">
        {stat('outlets', d?.outlets, '/branch-konten')}
        {stat('promotionsRunning', d?.promotionsRunning, '/listofpromo')}
        {stat('newsPublished', d?.newsPublished, '/listofnewstips')}
        {stat('salesmenShown', d?.salesmenShown, '/branch-salesman')}
        {stat('promotionsPending', d?.promotionsPending, '/listofpromo')}
      </Row>
      <Card title={t('content.expiringSoon')}>
        <Table<Expiring>
          rowKey="uid"
          size="small"
          loading={board.isPending}
          dataSource={d?.expiringSoon ?? []}
          locale={{
            emptyText: <span className="content-empty">{t('content.nothingExpiring')}</span>,
          }}
          pagination={false}
          columns={[
            {
              title: t('content.name'),
              dataIndex: 'name',
              render: (v: string, row) => <Link to={`/listofpromo/edit/${row.uid}`}>{v}</Link>,
            },
            {
              title: t('content.branch'),
              dataIndex: 'branchCode',
              render: (v: string) => v || t('content.headOffice'),
            },
            { title: t('content.validTo'), dataIndex: 'validTo' },
          ]}
        />
      </Card>
    </>
  );
}
