import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Table, Tag } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_API, NEWS_CATEGORIES, type News } from '@dealer/contracts/content';
import { ExportButton } from '../../../shared/kit/ExportButton';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { formatDateTime } from '../../../shared/time/businessTime';
import { contentKeys, fetchNewsList, type NewsQuery } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { useContentScope } from '../scope';
import { EditLink } from '../components/EditLink';
import '../content.css';

const PAGE_SIZE = 10;

/** List of News & Tips with the promotions' query plus a category filter. */
export function Component() {
  const { t } = useTranslation();
  const scope = useContentScope();
  const [filters, setFilters] = useState({ branchCode: '', title: '', category: '' });
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(0);
  const query: NewsQuery = {
    page,
    pageSize: PAGE_SIZE,
    branchCode: filters.branchCode || undefined,
    title: filters.title || undefined,
    category: filters.category || undefined,
  };
  const list = useQuery({
    queryKey: contentKeys.news(query),
    queryFn: ({ signal }) => fetchNewsList(query, signal),
    placeholderData: keepPreviousData,
  });
  const change = (patch: Partial<typeof filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(0);
  };
  return (
    <>
      <PageHeader
        title={t('content.newsTips')}
        extra={
          <>
            <ExportButton
              path={CONTENT_API.newsExport}
              body={() => query}
              fileName="news-and-tips.xlsx"
              title={t('content.newsTips')}
            />
            <Link to="/listofnewstips/add">
              <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
                {t('content.addNews')}
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
              onChange={(branchCode) => change({ branchCode })}
            />
          ) : null}
          <Input.Search
            aria-label={t('content.title')}
            placeholder={t('content.title')}
            allowClear
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onSearch={(value) => change({ title: value.trim() })}
            style={{ width: 240 }}
          />
          <FormSelect
            aria-label={t('content.category')}
            value={filters.category}
            onChange={(category) => change({ category })}
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
              render: (v: string) => formatDateTime(v),
            },
            {
              title: t('content.action'),
              key: 'action',
              render: (_: unknown, row) => (
                <EditLink to={`/listofnewstips/edit/${row.uid}`} name={row.name} />
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
