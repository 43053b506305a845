import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_API, type Outlet } from '@dealer/contracts/content';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { listTableProps } from '../../../shared/kit/listTable';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { formatDateTime } from '../../../shared/time/businessTime';
import { contentKeys, fetchOutlets } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { textOf } from '../listQuery';
import { useContentScope } from '../scope';
import '../content.css';

const BASE_PATH = '/branch-konten';
/** The filter the list keeps in its URL. */
const PARAMS = [{ name: 'branchCode', valueType: 'string' }] as const;

/** Branch Konten Digiroom: the outlets of the caller's scope (spec 2 section 2). */
export function Component() {
  const { t } = useTranslation();
  const scope = useContentScope();
  const [query, setQuery] = useListQuery(BASE_PATH, PARAMS);
  // Only head office picks a branch; a branch's list is its own outlet (the server answers it for
  // no branch, and refuses another).
  const branchCode = scope.headOffice ? (textOf(query.filters.branchCode) ?? '') : '';
  const outlets = useQuery({
    queryKey: contentKeys.outlets(branchCode),
    queryFn: ({ signal }) => fetchOutlets(branchCode, signal),
  });
  const table = listTableProps(query, setQuery, outletColumns(t), {
    total: outlets.data?.length ?? 0,
    t,
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
          <BranchSelect
            id="outlet-branch"
            allOption
            value={branchCode}
            onChange={(code) => setQuery({ filters: { branchCode: code }, page: 1 })}
          />
        </Flex>
        <Table<Outlet>
          rowKey="branchCode"
          loading={outlets.isPending}
          dataSource={outlets.data ?? []}
          locale={{ emptyText: <span className="content-empty">{t('content.empty')}</span> }}
          scroll={{ x: 800 }}
          {...table}
          // One page of outlets showed no pager before; it still shows none.
          pagination={{ ...table.pagination, hideOnSinglePage: true }}
        />
      </Card>
    </>
  );
}

const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

/**
 * The columns. The call answers every outlet of the scope at once, unpaged and unsorted, so the
 * table sorts the rows it holds (compare functions); the sort is still the URL's.
 */
function outletColumns(t: TFunction): TableColumnsType<Outlet> {
  return [
    {
      title: t('content.branchCode'),
      dataIndex: 'branchCode',
      key: 'branchCode',
      width: 110,
      sorter: (a, b) => byText(a.branchCode, b.branchCode),
    },
    {
      title: t('content.branchName'),
      dataIndex: 'branchName',
      key: 'branchName',
      sorter: (a, b) => byText(a.branchName, b.branchName),
    },
    {
      title: t('content.town'),
      dataIndex: 'town',
      key: 'town',
      sorter: (a, b) => byText(a.town, b.town),
    },
    { title: t('content.showroomPhone'), dataIndex: 'showroomPhone' },
    {
      title: t('content.updated'),
      dataIndex: 'updatedTime',
      key: 'updatedTime',
      // ISO times compare as text; never updated sorts first.
      sorter: (a, b) => byText(a.updatedTime, b.updatedTime),
      render: (v: string | null) => (v ? formatDateTime(v) : '—'),
    },
    {
      title: t('content.action'),
      key: 'action',
      width: 90,
      render: (_: unknown, row) => (
        <Link
          to={`${BASE_PATH}/edit/${row.branchCode}`}
          aria-label={`${t('content.edit')} ${row.branchName}`}
        >
          <Button size="small" icon={<EditOutlined />} tabIndex={-1}>
            {t('content.edit')}
          </Button>
        </Link>
      ),
    },
  ];
}
