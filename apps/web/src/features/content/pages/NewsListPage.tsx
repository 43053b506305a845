import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { FormSelect } from '../../../shared/kit/formItems';
import { useTranslation } from 'react-i18next';
import { CONTENT_API, NEWS_CATEGORIES, type News } from '@dealer/contracts/content';
import { ListHeader } from '../../../shared/kit/ListHeader';
import { listTableProps } from '../../../shared/kit/listTable';
import { SearchBox } from '../../../shared/kit/SearchBox';
import { useListQuery } from '../../../shared/kit/useListQuery';
import { formatDateTime } from '../../../shared/time/businessTime';
import { contentKeys, fetchNewsList, type NewsQuery } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { useContentScope } from '../scope';
import { EditLink } from '../components/EditLink';
import { contentSort, pageOf, textOf } from '../listQuery';
import '../content.css';

const BASE_PATH = '/listofnewstips';
/** The filters the list keeps in its URL. */
const PARAMS = [
  { name: 'branchCode', valueType: 'string' },
  { name: 'title', valueType: 'string' },
  { name: 'category', valueType: 'string' },
] as const;
/**
 * The columns the server sorts news by, by their key (the contract's sortBy). News has no
 * validity (the server sorts validFrom/validTo by creation); category, branch and status are not
 * sorted by the server.
 */
const SORTS = ['name', 'creationTime'] as const;

/** A category the contract knows, else none (a hand-edited address would be refused). */
const categoryOf = (value: string | undefined) =>
  NEWS_CATEGORIES.find((category) => category === value);

/** List of News & Tips with the promotions' query plus a category filter. */
export function Component() {
  const { t } = useTranslation();
  const scope = useContentScope();
  const [query, setQuery] = useListQuery(BASE_PATH, PARAMS);
  const { filters } = query;
  const call: NewsQuery = {
    ...pageOf(query),
    // Only head office picks a branch; the server keeps a branch user to its own.
    branchCode: scope.headOffice ? textOf(filters.branchCode) : undefined,
    title: textOf(filters.title),
    category: categoryOf(textOf(filters.category)),
    ...contentSort(query, SORTS),
  };
  const list = useQuery({
    queryKey: contentKeys.news(call),
    queryFn: ({ signal }) => fetchNewsList(call, signal),
    placeholderData: keepPreviousData,
  });
  // A new search starts at page 1 with the sort kept.
  const change = (patch: typeof filters) =>
    setQuery({ filters: { ...filters, ...patch }, page: 1 });
  return (
    <>
      <ListHeader
        title={t('content.newsTips')}
        // The list's own call: its filters and sort.
        exportFile={{
          path: CONTENT_API.newsExport,
          body: () => call,
          fileName: 'news-and-tips.xlsx',
        }}
        add={{ to: `${BASE_PATH}/add`, label: t('content.addNews') }}
      />
      <Card>
        <Flex gap={8} wrap align="center" className="content-filters">
          {scope.headOffice ? (
            <BranchSelect
              aria-label={t('content.branch')}
              allOption
              headOfficeOption
              value={textOf(filters.branchCode) ?? ''}
              onChange={(branchCode) => change({ branchCode })}
            />
          ) : null}
          <SearchBox
            label={t('content.title')}
            value={textOf(filters.title) ?? ''}
            onSearch={(title) => change({ title })}
          />
          <FormSelect
            aria-label={t('content.category')}
            value={call.category ?? ''}
            onChange={(category: string) => change({ category })}
            options={[
              { value: '', label: t('content.allCategories') },
              ...NEWS_CATEGORIES.map((c) => ({ value: c, label: t(`content.cat.${c}`) })),
            ]}
            style={{ width: 180 }}
          />
        </Flex>
        <Table<News>
          rowKey="uid"
          loading={list.isFetching}
          dataSource={list.data?.news ?? []}
          locale={{ emptyText: <span className="content-empty">{t('content.empty')}</span> }}
          scroll={{ x: 900 }}
          {...listTableProps(query, setQuery, newsColumns(t), {
            total: list.data?.totalData ?? 0,
            t,
          })}
        />
      </Card>
    </>
  );
}

/** The columns; those the server sorts by carry their sortBy as the key (the URL's `sort`). */
function newsColumns(t: TFunction): TableColumnsType<News> {
  return [
    { title: t('content.name'), dataIndex: 'name', key: 'name', sorter: true },
    {
      title: t('content.category'),
      dataIndex: 'category',
      render: (c: News['category']) => t(`content.cat.${c}`),
    },
    {
      title: t('content.branch'),
      key: 'branch',
      render: (_: unknown, row) =>
        row.branchCode ? `${row.branchCode} · ${row.branchName}` : t('content.headOffice'),
    },
    {
      title: t('content.status'),
      dataIndex: 'activeStatus',
      render: (s: News['activeStatus']) => (
        <Tag className="content-tag" color={s === 'aktif' ? 'green' : 'default'}>
          {t(`content.news.${s}`)}
        </Tag>
      ),
    },
    {
      title: t('content.created'),
      dataIndex: 'creationTime',
      key: 'creationTime',
      sorter: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('content.action'),
      key: 'action',
      render: (_: unknown, row) => <EditLink to={`${BASE_PATH}/edit/${row.uid}`} name={row.name} />,
    },
  ];
}
