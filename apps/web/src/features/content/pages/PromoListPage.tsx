import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CONTENT_API, type Promotion } from '@dealer/contracts/content';
import { ListHeader } from '../../../shared/kit/ListHeader';
import { listTableProps } from '../../../shared/kit/listTable';
import { SearchBox } from '../../../shared/kit/SearchBox';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { confirmAction } from '../../../shared/ui/dialogs';
import { notifyResult } from '../../../shared/ui/notify';
import { formatDateTime } from '../../../shared/time/businessTime';
import { contentKeys, fetchPromos, reviewPromo, type PromoQuery } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { RejectDialog } from '../components/RejectDialog';
import { EditLink } from '../components/EditLink';
import { StateTag } from '../components/StateTag';
import { contentSort, flagFrom, flagOf, pageOf, textOf } from '../listQuery';
import { useContentScope } from '../scope';
import '../content.css';

const BASE_PATH = '/listofpromo';
/** The filters the list keeps in its URL. */
const PARAMS = [
  { name: 'branchCode', valueType: 'string' },
  { name: 'title', valueType: 'string' },
  { name: 'activeStatus', valueType: 'boolean' },
] as const;
/** The columns the server sorts promotions by (the contract's sortBy), by their key. */
const SORTS = ['name', 'validFrom', 'creationTime'] as const;

/** List of Promo: the head-office path for pickontenho, the branch path for a branch. */
export function Component() {
  const { t } = useTranslation();
  const scope = useContentScope();
  const queryClient = useQueryClient();
  const [query, setQuery] = useListQuery(BASE_PATH, PARAMS);
  const { filters } = query;
  const [rejecting, setRejecting] = useState<Promotion | null>(null);
  // A new search starts at page 1 with the sort kept.
  const search = (patch: typeof filters) =>
    setQuery({ filters: { ...filters, ...patch }, page: 1 });
  const call: PromoQuery = {
    headOffice: scope.headOffice,
    ...pageOf(query),
    // Only head office picks a branch; a branch's list is its own (an address naming another
    // branch would be refused).
    branchCode: scope.headOffice ? textOf(filters.branchCode) : undefined,
    title: textOf(filters.title),
    activeStatus: flagOf(filters.activeStatus) || undefined,
    ...contentSort(query, SORTS),
  };
  const list = useQuery({
    queryKey: contentKeys.promos(call),
    queryFn: ({ signal }) => fetchPromos(call, signal),
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
  const actions = (row: Promotion) => (
    <Space>
      <EditLink to={`${BASE_PATH}/edit/${row.uid}`} name={row.name} />
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
  );
  return (
    <>
      <ListHeader
        title={t('content.promotions')}
        exportFile={{
          path: CONTENT_API.promoExport,
          // The list's own call (its filters and sort) without the client's choice of path: the
          // export has one path for both.
          body: () => ({ ...call, headOffice: undefined }),
          fileName: 'promotions.xlsx',
        }}
        add={{ to: `${BASE_PATH}/add`, label: t('content.addPromo') }}
      />
      <Card>
        <Flex gap={8} wrap align="center" className="content-filters">
          {scope.headOffice ? (
            <BranchSelect
              aria-label={t('content.branch')}
              allOption
              headOfficeOption
              value={textOf(filters.branchCode) ?? ''}
              onChange={(branchCode) => search({ branchCode })}
            />
          ) : null}
          <SearchBox
            label={t('content.title')}
            value={textOf(filters.title) ?? ''}
            onSearch={(title) => search({ title })}
          />
          <FormSelect
            aria-label={t('content.activeStatus')}
            value={flagOf(filters.activeStatus)}
            onChange={(activeStatus: string) => search({ activeStatus: flagFrom(activeStatus) })}
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
          {...listTableProps(query, setQuery, promoColumns(t, actions), {
            total: list.data?.totalData ?? 0,
            t,
          })}
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

/**
 * The columns; those the server sorts by carry their sortBy as the key (the URL's `sort`). The
 * validity sorts by its first day; branch and status are not sorted by the server.
 */
function promoColumns(
  t: TFunction,
  actions: (row: Promotion) => ReactNode,
): TableColumnsType<Promotion> {
  return [
    { title: t('content.name'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: t('content.branch'),
      key: 'branch',
      render: (_: unknown, row) =>
        row.branchCode ? `${row.branchCode} · ${row.branchName}` : t('content.headOffice'),
    },
    {
      title: t('content.validity'),
      key: 'validFrom',
      sorter: true,
      render: (_: unknown, row) => `${row.validFrom} – ${row.validTo}`,
    },
    {
      title: t('content.status'),
      key: 'state',
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={0}>
          <StateTag state={row.state} />
          {row.state === 'rejected' && row.rejectReason ? <small>{row.rejectReason}</small> : null}
        </Space>
      ),
    },
    {
      title: t('content.created'),
      dataIndex: 'creationTime',
      key: 'creationTime',
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
    { title: t('content.action'), key: 'action', render: (_: unknown, row) => actions(row) },
  ];
}
