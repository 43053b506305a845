import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Input, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_API,
  SALESMAN_PAGE_SIZE,
  salesmanNotFound,
  type BranchSalesman,
} from '@dealer/contracts/content';
import { isApiError } from '../../../shared/api/ApiError';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { listTableProps } from '../../../shared/kit/listTable';
import type { ListQuery } from '../../../shared/kit/search';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { contentKeys, fetchSalesman, fetchSalesmen } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { useContentScope } from '../scope';
import { EditLink } from '../components/EditLink';
import { textOf, useTypedText } from '../listQuery';
import '../content.css';

const BASE_PATH = '/branch-salesman';
/** The filters the list keeps in its URL. */
const PARAMS = [
  { name: 'branchCode', valueType: 'string' },
  { name: 'salesmanNo', valueType: 'string' },
] as const;

type Found = { rows: BranchSalesman[]; total: number; error?: string };

/**
 * Branch Salesman Digiroom: search by salesmanNo, branch filter, five per page (spec 2). The
 * server orders salesmen by branch and number only (the contract has no sort), so no column sorts.
 */
export function Component() {
  const { t } = useTranslation();
  const scope = useContentScope();
  const [urlQuery, setUrlQuery] = useListQuery(BASE_PATH, PARAMS);
  // Five per page whatever the address says: the table never offers another size.
  const query: ListQuery = { ...urlQuery, pageSize: SALESMAN_PAGE_SIZE };
  // The fixed size stays out of the URL (the table hands it back with every page change).
  const setQuery = ({ pageSize: _fixed, ...patch }: Partial<ListQuery>) => setUrlQuery(patch);
  const branchCode = textOf(query.filters.branchCode) ?? '';
  const salesmanNo = textOf(query.filters.salesmanNo) ?? '';
  const page = query.page;
  const [typed, setTyped] = useTypedText(salesmanNo);
  // A new search starts at page 1.
  const search = (patch: ListQuery['filters']) =>
    setQuery({ filters: { ...query.filters, ...patch }, page: 1 });
  const filterCode = scope.headOffice ? branchCode : scope.ownBranch;
  const list = useQuery({
    queryKey: contentKeys.salesmen({ filterCode, salesmanNo, page }),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Found> => {
      if (!salesmanNo) {
        const reply = await fetchSalesmen(
          { businessAreaCode: filterCode || undefined, page, pageSize: SALESMAN_PAGE_SIZE },
          signal,
        );
        return { rows: reply.salesman, total: reply.totalData };
      }
      // Spec 2 section 5: a salesman of another branch than the user's (or the chosen filter)
      // empties the list with the not-found message.
      try {
        const one = await fetchSalesman({ salesmanNo }, signal);
        if (filterCode && one.businessAreaCode !== filterCode) {
          return { rows: [], total: 0, error: salesmanNotFound(salesmanNo, filterCode) };
        }
        return { rows: [one], total: 1 };
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          return { rows: [], total: 0, error: salesmanNotFound(salesmanNo, filterCode) };
        }
        throw error;
      }
    },
  });
  const columns: TableColumnsType<BranchSalesman> = [
    { title: t('content.salesmanNo'), dataIndex: 'salesmanNo' },
    { title: t('content.name'), dataIndex: 'name' },
    { title: t('content.position'), dataIndex: 'position' },
    { title: t('content.branch'), dataIndex: 'businessAreaCode' },
    {
      title: t('content.status'),
      dataIndex: 'status',
      render: (s: string) => t(`content.salesmanStatus.${s}`, s),
    },
    {
      title: t('content.isShow'),
      dataIndex: 'isShow',
      render: (v: boolean) => (
        <Tag className="content-tag" color={v ? 'green' : 'default'}>
          {v ? t('content.shown') : t('content.hidden')}
        </Tag>
      ),
    },
    {
      title: t('content.action'),
      key: 'action',
      render: (_: unknown, row) => <EditLink to={`${BASE_PATH}/edit/${row.id}`} name={row.name} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('content.salesmen')}
        extra={
          <ExportButton
            path={CONTENT_API.salesmenExport}
            body={() => ({
              businessAreaCode: filterCode || undefined,
              salesmanNo: salesmanNo || undefined,
            })}
            fileName="salesmen.xlsx"
            title={t('content.salesmen')}
          />
        }
      />
      <Card>
        <Flex gap={8} wrap align="center" className="content-filters">
          <BranchSelect
            aria-label={t('content.branch')}
            allOption
            value={branchCode}
            onChange={(v) => search({ branchCode: v })}
          />
          <Input.Search
            aria-label={t('content.salesmanNo')}
            placeholder={t('content.salesmanNo')}
            allowClear
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => search({ salesmanNo: v.trim() })}
            style={{ width: 240 }}
          />
        </Flex>
        {list.data?.error ? (
          <Alert
            type="error"
            showIcon
            className="content-card"
            title={list.data.error}
            role="alert"
          />
        ) : null}
        <Table<BranchSalesman>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.rows ?? []}
          locale={{ emptyText: <span className="content-empty">{t('content.empty')}</span> }}
          scroll={{ x: 900 }}
          {...listTableProps(query, setQuery, columns, {
            total: list.data?.total ?? 0,
            t,
            fixedPageSize: true,
          })}
        />
      </Card>
    </>
  );
}
