import type { TestDriveUnit } from '@dealer/contracts/branch-stock';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Flex, Grid, Table } from 'antd';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortedColumns } from '../../../shared/kit/listTable';
import { listPagination } from '../../../shared/kit/pagination';
import { useListSearch } from '../../../shared/kit/search';
import { SearchForm } from '../../../shared/kit/SearchForm';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { notifyError, notifyResult } from '../../../shared/ui/notify';
import { PageHeader } from '../../../shared/ui/PageHeader';
import type { BlockVehicleValues } from '../../../shared/vehicle/blockForm';
import type { BlockRefusal } from '../../../shared/vehicle/blockRefusal';
import { BlockVehicleModal } from '../../../shared/vehicle/BlockVehicleModal';
import { ReleaseBlockModal } from '../../../shared/vehicle/ReleaseBlockModal';
import { blockVehicle, searchVehicles, toVehicleSearch, vehicleKeys } from '../api';
import { VEHICLE_TABLE_MIN_WIDTH, vehicleColumns } from '../components/vehicleColumns';
import { vehicleSearchFields } from '../components/vehicleSearchFields';
import { useVehicleBranch } from '../useVehicleBranch';
import '../vehicles.css';

// The type already names the model ('Avanza 1.3 E M/T').
const unitLabel = (u: TestDriveUnit) => `${u.policeRegNo} · ${u.materialDesc} · ${u.colorDesc}`;

/** A popup's target; kept while the popup closes so its text does not vanish mid-animation. */
interface Target {
  unit: TestDriveUnit | null;
  open: boolean;
}
const CLOSED: Target = { unit: null, open: false };

/**
 * Vehicles (spec 1 section 2): the test-drive units of the caller's branches with today's booking
 * state and their blocks; a unit is blocked for a date range and freed by releasing a block.
 */
function VehiclesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const branch = useVehicleBranch();
  const fields = vehicleSearchFields(t, branch);
  const [query, setQuery] = useListSearch(fields);
  const [blocking, setBlocking] = useState<Target>(CLOSED);
  const [refusal, setRefusal] = useState<BlockRefusal | null>(null);
  const [releasing, setReleasing] = useState<Target>(CLOSED);

  const picked = query.filters.BranchId;
  const branchId = branch.fixed
    ? branch.fixedBranchId
    : typeof picked === 'number'
      ? picked
      : undefined;
  const search = toVehicleSearch(query, branchId);
  const list = useQuery({
    queryKey: [...vehicleKeys.all, 'list', search],
    queryFn: ({ signal }) => searchVehicles(search, signal),
    placeholderData: keepPreviousData,
    // A fixed filter waits for its branch, so a branch role never sees a wider first page.
    enabled: branch.ready,
  });

  // The form shows the fixed branch whatever the URL says.
  const formFilters = useMemo(
    () => (branch.fixed ? { ...query.filters, BranchId: branch.fixedBranchId } : query.filters),
    [query.filters, branch.fixed, branch.fixedBranchId],
  );

  const reload = () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all });

  const submitBlock = async (values: BlockVehicleValues): Promise<boolean> => {
    const unit = blocking.unit;
    if (!unit) return false;
    const outcome = await blockVehicle(unit.id, values);
    if (outcome.done) {
      notifyResult(outcome.reply);
      setRefusal(null);
      void reload();
      return true;
    }
    // The form stays open with the reason, as the spec's forms do on a refusal.
    notifyError(outcome.refusal.message);
    setRefusal(outcome.refusal);
    return false;
  };

  const narrow = Grid.useBreakpoint().md === false;
  const columns = useMemo(
    () =>
      sortedColumns(
        vehicleColumns(t, narrow, {
          onBlock: (unit) => {
            setRefusal(null);
            setBlocking({ unit, open: true });
          },
          onRelease: (unit) => setReleasing({ unit, open: true }),
        }),
        { sortField: query.sortField, sortOrder: query.sortOrder },
      ),
    [t, narrow, query.sortField, query.sortOrder],
  );

  const onTableChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<TestDriveUnit> | SorterResult<TestDriveUnit>[],
  ) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortField = one?.order ? String(one.columnKey ?? '') || undefined : undefined;
    const sortOrder = one?.order ?? undefined;
    const pageSize = pagination.pageSize ?? query.pageSize;
    const restart = pageSize !== query.pageSize || sortField !== query.sortField;
    setQuery({ page: restart ? 1 : (pagination.current ?? 1), pageSize, sortField, sortOrder });
  };

  const searching = Object.keys(query.filters).some((name) => name !== 'BranchId');
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={searching ? t('vehicles.emptySearch') : t('vehicles.empty')}
    />
  );

  return (
    <Flex vertical gap={16} className="page vehicles-page">
      <PageHeader title={t('vehicles.title')} subtitle={t('vehicles.subtitle')} />
      <Card>
        <SearchForm
          fields={fields}
          filters={formFilters}
          label={t('vehicles.searchLabel')}
          onSearch={(filters) => setQuery({ filters, page: 1 })}
        />
      </Card>
      <Card>
        {list.isError && !list.data ? (
          <LoadFailedAlert
            message={t('vehicles.loadFailed')}
            retryLabel={t('vehicles.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <Table<TestDriveUnit>
            rowKey="id"
            columns={columns}
            dataSource={list.data?.rows ?? []}
            loading={list.isFetching || !branch.ready}
            size="middle"
            scroll={{ x: VEHICLE_TABLE_MIN_WIDTH }}
            locale={{ emptyText: list.isPending ? ' ' : empty }}
            onChange={onTableChange}
            pagination={listPagination(query, list.data?.total ?? 0, (total) =>
              t('vehicles.total', { count: total }),
            )}
          />
        )}
      </Card>
      <BlockVehicleModal
        open={blocking.open}
        title={t('vehicles.block.title')}
        unitLabel={blocking.unit ? unitLabel(blocking.unit) : ''}
        refusal={refusal}
        onSubmit={submitBlock}
        onClose={() => setBlocking((target) => ({ ...target, open: false }))}
      />
      <ReleaseBlockModal
        open={releasing.open}
        unitLabel={releasing.unit ? unitLabel(releasing.unit) : ''}
        blockages={releasing.unit?.blockageDetails ?? NO_BLOCKS}
        onReleased={() => void reload()}
        onClose={() => setReleasing((target) => ({ ...target, open: false }))}
      />
    </Flex>
  );
}

const NO_BLOCKS: TestDriveUnit['blockageDetails'] = [];

/** Route module for vehicles. */
export function Component() {
  return <VehiclesPage />;
}
