import { PlusOutlined } from '@ant-design/icons';
import { BULK_MAX_ITEMS, type BulkAction } from '@dealer/contracts/master';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Table, Typography } from 'antd';
import type { CheckboxProps, TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailedAlert } from '../ui/LoadFailedAlert';
import { PageHeader } from '../ui/PageHeader';
import { useCanWriteMaster } from './access';
import { BulkBar } from './BulkBar';
import { confirmBulk } from './bulk';
import { ExportButton } from './ExportButton';
import { listTableProps } from './listTable';
import type { MasterListConfig } from './listTypes';
import { RowActions } from './RowActions';
import { runBulk } from './runBulk';
import { useListQuery } from './useListQuery';
import { SearchForm } from './SearchForm';
import { UploadButton } from './UploadButton';
import './master.css';

/**
 * A master-data list: title with Add and Upload, search form, server-paged table with row
 * selection, the Active / InActive / Delete bulk bar, and View / Edit / Copy per row.
 */
export function MasterListPage<Row extends object>({ config }: { config: MasterListConfig<Row> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCanWriteMaster();
  // A form opened from here comes back to the same filters, sort and page.
  const [query, setQuery] = useListQuery(config.basePath, config.searchFields);
  // The selection is kept across pages and sorts (the same matching rows); a new search clears it.
  const [picked, setPicked] = useState<ReadonlyMap<number, Row>>(new Map());
  const selected = useMemo(() => [...picked.values()], [picked]);
  const setSelected = (rows: readonly Row[]) =>
    setPicked(new Map(rows.map((row) => [config.rowRef(row).id, row])));
  const [busy, setBusy] = useState<BulkAction | null>(null);
  const [selectingAll, setSelectingAll] = useState(false);

  const list = useQuery({
    queryKey: [...config.queryKey, 'list', query],
    queryFn: ({ signal }) => config.fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });

  const idOf = (row: Row) => config.rowRef(row).id;
  const searching = Object.keys(query.filters).length > 0;
  const create = () => void navigate(`${config.basePath}/create`);

  const reload = async () => {
    setSelected([]);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: config.queryKey }),
      // Saved master rows feed other screens' pickers (e.g. enabled clusters).
      queryClient.invalidateQueries({ queryKey: ['lookups'] }),
    ]);
  };

  const total = list.data?.total ?? 0;
  /** Every row the search matches, read PAGE rows at a time through the list's own search. */
  const selectAllMatching = async () => {
    const PAGE = 500;
    setSelectingAll(true);
    try {
      const rows: Row[] = [];
      for (let page = 1; rows.length < total; page++) {
        const batch = await config.fetchPage(
          { ...query, page, pageSize: PAGE },
          new AbortController().signal,
        );
        rows.push(...batch.rows);
        if (batch.rows.length < PAGE) break;
      }
      setSelected(rows);
    } catch {
      // The failed call was shown by the API client; the selection stays as it was.
    } finally {
      setSelectingAll(false);
    }
  };

  const selectAllExtra =
    selected.length >= total ? (
      total > (list.data?.rows.length ?? 0) ? (
        <Typography.Text>{t('master.allMatchingSelected', { count: total })}</Typography.Text>
      ) : null
    ) : total > BULK_MAX_ITEMS ? (
      <Typography.Text type="secondary">
        {t('master.selectAllTooMany', { max: BULK_MAX_ITEMS })}
      </Typography.Text>
    ) : (
      <Button type="link" loading={selectingAll} onClick={() => void selectAllMatching()}>
        {t('master.selectAllMatching', { count: total })}
      </Button>
    );

  const bulk = async (action: BulkAction) => {
    const rows = selected;
    if (!(await confirmBulk(action, rows.map(config.rowLabel)))) return;
    setBusy(action);
    const reached = await runBulk(action, () => config.bulk(action, rows)).finally(() =>
      setBusy(null),
    );
    if (reached) await reload();
  };

  const columns = useMemo(
    (): TableColumnsType<Row> => [
      ...config.columns,
      {
        title: <span className="sr-only">{t('master.actions')}</span>,
        key: 'actions',
        fixed: 'right',
        width: 150,
        render: (_: unknown, row: Row) => (
          <RowActions
            basePath={config.basePath}
            id={idOf(row)}
            label={config.rowLabel(row)}
            canWrite={canWrite}
            copy={config.copy ?? true}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config.columns, canWrite, t],
  );

  const empty = (
    <Empty
      description={searching ? t('master.emptySearch') : config.emptyText}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
    >
      {canWrite && !searching ? (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create}>
          {t('master.add')}
        </Button>
      ) : null}
    </Empty>
  );

  return (
    <Flex vertical gap={16} className="page master-list">
      <PageHeader
        title={config.title}
        extra={
          <>
            {config.export ? (
              <ExportButton
                path={config.export.path}
                body={() => config.export?.body(query)}
                fileName={config.export.fileName}
                title={config.title}
              />
            ) : null}
            {canWrite ? (
              <>
                {config.upload ? (
                  <UploadButton config={config.upload} onUploaded={() => void reload()} />
                ) : null}
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create}>
                  {t('master.add')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Card>
        <SearchForm
          fields={config.searchFields}
          filters={query.filters}
          label={t('master.searchLabel', { title: config.title })}
          onSearch={(filters) => {
            setSelected([]);
            setQuery({ filters, page: 1 });
          }}
        />
      </Card>
      <Card>
        <Flex vertical gap={12}>
          {canWrite && selected.length > 0 ? (
            <BulkBar
              count={selected.length}
              busy={busy}
              onAction={(action) => void bulk(action)}
              onClear={() => setSelected([])}
              extra={selectAllExtra}
            />
          ) : null}
          {list.isError && !list.data ? (
            <LoadFailedAlert
              message={t('master.loadFailed')}
              retryLabel={t('master.retry')}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <Table<Row>
              rowKey={idOf}
              dataSource={list.data?.rows ?? []}
              loading={list.isFetching}
              scroll={{ x: config.scrollX ?? 900 }}
              locale={{ emptyText: list.isPending ? ' ' : empty }}
              rowSelection={
                canWrite
                  ? {
                      selectedRowKeys: [...picked.keys()],
                      preserveSelectedRowKeys: true,
                      // Rows of other pages are not in `rows` (antd knows only their keys).
                      onChange: (keys) =>
                        setPicked((before) => {
                          const shown = new Map((list.data?.rows ?? []).map((r) => [idOf(r), r]));
                          return new Map(
                            keys.flatMap((key) => {
                              const row = before.get(Number(key)) ?? shown.get(Number(key));
                              return row ? [[Number(key), row] as const] : [];
                            }),
                          );
                        }),
                      // antd passes unknown props on to the <input>; its type omits aria-label.
                      getCheckboxProps: (row) =>
                        ({
                          'aria-label': t('master.selectRow', { key: config.rowLabel(row) }),
                        }) as unknown as CheckboxProps,
                    }
                  : undefined
              }
              // The selection stays on a page or order change: the same matching rows.
              {...listTableProps(query, setQuery, columns, { total, t })}
            />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
