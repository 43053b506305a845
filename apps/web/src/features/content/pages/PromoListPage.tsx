import { CheckOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Space, Table, Tooltip } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_API, type Promotion } from '@dealer/contracts/content';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { confirmAction } from '../../../shared/ui/dialogs';
import { notifyResult } from '../../../shared/ui/notify';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { formatDateTime } from '../../../shared/time/businessTime';
import { contentKeys, fetchPromos, reviewPromo, type PromoQuery } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { RejectDialog } from '../components/RejectDialog';
import { EditLink } from '../components/EditLink';
import { StateTag } from '../components/StateTag';
import { useContentScope } from '../scope';
import '../content.css';

const PAGE_SIZE = 10;

/** List of Promo: the head-office path for pickontenho, the branch path for a branch. */
export function Component() {
  const { t } = useTranslation();
  const scope = useContentScope();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState({ branchCode: '', title: '', activeStatus: '' });
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(0);
  const [rejecting, setRejecting] = useState<Promotion | null>(null);
  const query: PromoQuery = {
    headOffice: scope.headOffice,
    page,
    pageSize: PAGE_SIZE,
    branchCode: filters.branchCode || undefined,
    title: filters.title || undefined,
    activeStatus: filters.activeStatus || undefined,
    sortBy: 'creationTime',
    sort: 'desc',
  };
  const list = useQuery({
    queryKey: contentKeys.promos(query),
    queryFn: ({ signal }) => fetchPromos(query, signal),
    placeholderData: keepPreviousData,
  });
  const review = async (row: Promotion, decision: 'approve' | 'reject', reason = '') => {
    if (
      decision === 'approve' &&
      !(await confirmAction(`${t('content.approve').toLowerCase()} ${row.name}`))
    )
      return;
    const reply = await reviewPromo(row.uid, decision, reason).catch(() => null);
    if (reply && typeof reply === 'object' && 'acknowledge' in reply)
      notifyResult(reply as { acknowledge: number; message: string });
    await queryClient.invalidateQueries({ queryKey: contentKeys.all });
  };
  return (
    <>
      <PageHeader
        title={t('content.promotions')}
        extra={
          <>
            <ExportButton
              path={CONTENT_API.promoExport}
              // The list's query without the client's choice of path (the export has one).
              body={() => ({ ...query, headOffice: undefined })}
              fileName="promotions.xlsx"
              title={t('content.promotions')}
            />
            <Link to="/listofpromo/add">
              <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
                {t('content.addPromo')}
              </Button>
            </Link>
          </>
        }
      />
      <Card>
        <Flex gap={8} wrap align="center" className="content-filters">
          {scope.headOffice ? (
            <BranchSelect
              aria-label={t('content.branch')}
              allOption
              headOfficeOption
              value={filters.branchCode}
              onChange={(branchCode) => {
                setFilters({ ...filters, branchCode });
                setPage(0);
              }}
            />
          ) : null}
          <Input.Search
            aria-label={t('content.title')}
            placeholder={t('content.title')}
            allowClear
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onSearch={(value) => {
              setFilters({ ...filters, title: value.trim() });
              setPage(0);
            }}
            style={{ width: 240 }}
          />
          <FormSelect
            aria-label={t('content.activeStatus')}
            value={filters.activeStatus}
            onChange={(activeStatus) => {
              setFilters({ ...filters, activeStatus });
              setPage(0);
            }}
            options={[
              { value: '', label: t('content.allStatuses') },
              { value: 'true', label: t('content.active') },
              { value: 'false', label: t('content.inactive') },
            ]}
            style={{ width: 160 }}
          />
        </Flex>
        <Table<Promotion>
          rowKey="uid"
          loading={list.isFetching}
          dataSource={list.data?.promotions ?? []}
          locale={{ emptyText: <span className="content-empty">{t('content.empty')}</span> }}
          scroll={{ x: 1000 }}
          pagination={{
            current: page + 1,
            pageSize: PAGE_SIZE,
            total: list.data?.totalData ?? 0,
            onChange: (p) => setPage(p - 1),
            showSizeChanger: false,
          }}
          columns={[
            { title: t('content.name'), dataIndex: 'name' },
            {
              title: t('content.branch'),
              key: 'branch',
              render: (_: unknown, row) =>
                row.branchCode ? `${row.branchCode} · ${row.branchName}` : t('content.headOffice'),
            },
            {
              title: t('content.validity'),
              key: 'validity',
              render: (_: unknown, row) => `${row.validFrom} – ${row.validTo}`,
            },
            {
              title: t('content.status'),
              key: 'state',
              render: (_: unknown, row) => (
                <Space orientation="vertical" size={0}>
                  <StateTag state={row.state} />
                  {row.state === 'rejected' && row.rejectReason ? (
                    <small>{row.rejectReason}</small>
                  ) : null}
                </Space>
              ),
            },
            {
              title: t('content.created'),
              dataIndex: 'creationTime',
              render: (v: string) => formatDateTime(v),
            },
            {
              title: t('content.action'),
              key: 'action',
              render: (_: unknown, row) => (
                <Space>
                  <EditLink to={`/listofpromo/edit/${row.uid}`} name={row.name} />
                  {scope.headOffice && row.approval === 'pending' ? (
                    <>
                      <Tooltip title={t('content.approve')}>
                        <Button
                          size="small"
                          type="primary"
                          icon={<CheckOutlined />}
                          aria-label={`${t('content.approve')} ${row.name}`}
                          onClick={() => void review(row, 'approve')}
                        />
                      </Tooltip>
                      <Tooltip title={t('content.reject')}>
                        <Button
                          size="small"
                          danger
                          icon={<CloseOutlined />}
                          aria-label={`${t('content.reject')} ${row.name}`}
                          onClick={() => setRejecting(row)}
                        />
                      </Tooltip>
                    </>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <RejectDialog
        open={rejecting !== null}
        name={rejecting?.name ?? ''}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          const row = rejecting!;
          setRejecting(null);
          void review(row, 'reject', reason);
        }}
      />
    </>
  );
}
