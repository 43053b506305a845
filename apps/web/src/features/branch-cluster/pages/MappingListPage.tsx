import type { ClusterBranchMapping } from '@dealer/contracts/branch-cluster';
import { MASTER_API } from '@dealer/contracts/master';
import { useTranslation } from 'react-i18next';
import { statusColumn, textColumn } from '../../../shared/kit/columns';
import type { MasterListConfig } from '../../../shared/kit/listTypes';
import { clusterOption, lookupSearchField } from '../../../shared/kit/lookupField';
import { useAllClusters } from '../../../shared/kit/lookups';
import { idAndVersion, masterExport, masterUpload } from '../../../shared/kit/masterConfig';
import { MasterListPage } from '../../../shared/kit/MasterListPage';
import { statusSearchField } from '../../../shared/kit/statusField';
import { bulkMappings, mappingKeys, searchMappings, toMappingSearch } from '../api';

function MappingListPage() {
  const { t } = useTranslation();
  const clusters = useAllClusters();

  const config: MasterListConfig<ClusterBranchMapping> = {
    queryKey: mappingKeys.all,
    title: t('branchCluster.title'),
    basePath: '/branchcluster',
    emptyText: t('branchCluster.empty'),
    searchFields: [
      lookupSearchField(t, {
        name: 'clusterid',
        label: t('branchCluster.cluster'),
        valueType: 'number',
        lookup: clusters,
        option: clusterOption,
      }),
      statusSearchField(t),
    ],
    fetchPage: searchMappings,
    export: masterExport(MASTER_API.branchCluster, toMappingSearch, 'branch-cluster.xlsx'),
    columns: [
      {
        title: t('branchCluster.clusterCode'),
        key: 'clusterCode',
        dataIndex: 'clusterCode',
        sorter: true,
        width: 140,
        className: 'master-cell-nowrap',
      },
      textColumn(t('branchCluster.clusterDescription'), (row) => row.clusterDescription, {
        key: 'clusterDescription',
        sorter: true,
      }),
      {
        title: t('branchCluster.branchCode'),
        key: 'branchCode',
        dataIndex: 'branchCode',
        sorter: true,
        width: 120,
        className: 'master-cell-nowrap',
      },
      textColumn(t('branchCluster.branchDescription'), (row) => row.branchDescription, {
        key: 'branchDescription',
        sorter: true,
      }),
      statusColumn(t, { sorter: true }),
    ],
    rowRef: idAndVersion,
    // The server labels a mapping's result '[CL-JKT-01 x T002]'.
    rowLabel: (row) => `${row.clusterCode} x ${row.branchCode}`,
    bulk: bulkMappings,
    upload: masterUpload(MASTER_API.branchCluster, 'branchcluster-template.xlsx'),
  };
  return <MasterListPage config={config} />;
}

/** Route module for branchcluster. */
export function Component() {
  return <MappingListPage />;
}
