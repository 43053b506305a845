import type { TestDriveUnit } from '@dealer/contracts/branch-stock';
import { MASTER_API } from '@dealer/contracts/master';
import { useTranslation } from 'react-i18next';
import { dateColumn, statusColumn, textColumn, yesNoColumn } from '../../../shared/kit/columns';
import type { MasterListConfig } from '../../../shared/kit/listTypes';
import { branchOption, clusterOption } from '../../../shared/kit/lookupField';
import { useAllClusters, useBranchesInScope } from '../../../shared/kit/lookups';
import { idAndVersion, masterExport, masterUpload } from '../../../shared/kit/masterConfig';
import { MasterListPage } from '../../../shared/kit/MasterListPage';
import { bulkStock, searchStock, stockKeys, toStockSearch } from '../api';
import { stockSearchFields } from '../components/StockSearchFields';

function StockListPage() {
  const { t } = useTranslation();
  const clusters = useAllClusters();
  const branches = useBranchesInScope();

  const config: MasterListConfig<TestDriveUnit> = {
    queryKey: stockKeys.all,
    title: t('branchStock.title'),
    basePath: '/branchstock',
    emptyText: t('branchStock.empty'),
    searchFields: stockSearchFields(
      t,
      (clusters.data ?? []).map(clusterOption),
      (branches.data ?? []).map(branchOption),
    ),
    fetchPage: searchStock,
    export: masterExport(MASTER_API.branchStock, toStockSearch, 'branch-stock.xlsx'),
    columns: [
      {
        title: t('branchStock.policeRegNo'),
        key: 'policeRegNo',
        dataIndex: 'policeRegNo',
        sorter: true,
        width: 150,
        className: 'master-cell-nowrap',
      },
      textColumn(t('branchStock.branch'), (row) => `${row.branchCode} · ${row.branchDescription}`, {
        key: 'branchCode',
        sorter: true,
        width: 220,
      }),
      textColumn(t('branchStock.model'), (row) => row.modelMaterialDesc, {
        key: 'modelMaterialDesc',
        sorter: true,
        width: 160,
      }),
      textColumn(t('branchStock.type'), (row) => row.materialDesc, { key: 'type', width: 200 }),
      textColumn(t('branchStock.color'), (row) => row.colorDesc, { key: 'color', width: 150 }),
      {
        title: t('branchStock.transmission'),
        key: 'transmission',
        dataIndex: 'transmissionType',
        width: 130,
      },
      dateColumn(t('branchStock.stnkDate'), (row) => row.stnkdate, {
        key: 'stnkdate',
        width: 120,
      }),
      yesNoColumn(t('branchStock.gps'), (row) => row.isGpsdongle, t, { key: 'gps', width: 110 }),
      yesNoColumn(t('branchStock.blocked'), (row) => row.isBlock, t, {
        key: 'blocked',
        width: 100,
      }),
      statusColumn(t),
    ],
    rowRef: idAndVersion,
    rowLabel: (row) => row.policeRegNo,
    bulk: bulkStock,
    upload: masterUpload(MASTER_API.branchStock, 'testdriveunit-template.xlsx'),
    scrollX: 1700,
  };
  return <MasterListPage config={config} />;
}

/** Route module for branchstock. */
export function Component() {
  return <StockListPage />;
}
