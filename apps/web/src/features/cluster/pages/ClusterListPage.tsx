import { MASTER_API } from '@dealer/contracts/master';
import type { Cluster } from '@dealer/contracts/cluster';
import { useTranslation } from 'react-i18next';
import { statusColumn, textColumn } from '../../../shared/kit/columns';
import type { MasterListConfig } from '../../../shared/kit/listTypes';
import { clusterOption, lookupSearchField } from '../../../shared/kit/lookupField';
import { useAllClusters, useClusterTypes } from '../../../shared/kit/lookups';
import { idAndVersion, masterExport, masterUpload } from '../../../shared/kit/masterConfig';
import { MasterListPage } from '../../../shared/kit/MasterListPage';
import { statusSearchField } from '../../../shared/kit/statusField';
import { bulkClusters, clusterKeys, searchClusters, toClusterSearch } from '../api';

function ClusterListPage() {
  const { t } = useTranslation();
  const clusters = useAllClusters();
  const types = useClusterTypes();

  const config: MasterListConfig<Cluster> = {
    queryKey: clusterKeys.all,
    title: t('cluster.title'),
    basePath: '/cluster',
    emptyText: t('cluster.empty'),
    searchFields: [
      lookupSearchField(t, {
        name: 'clusterId',
        label: t('cluster.cluster'),
        valueType: 'number',
        lookup: clusters,
        option: clusterOption,
      }),
      statusSearchField(t),
      lookupSearchField(t, {
        name: 'ClusterTypeId',
        label: t('cluster.type'),
        valueType: 'number',
        lookup: types,
        option: (type) => ({ value: type.id, label: type.clusterTypeDesc }),
        searchable: false,
      }),
    ],
    fetchPage: searchClusters,
    export: masterExport(MASTER_API.cluster, toClusterSearch, 'cluster.xlsx'),
    columns: [
      {
        title: t('cluster.code'),
        key: 'clusterCode',
        dataIndex: 'clusterCode',
        sorter: true,
        width: 170,
        className: 'master-cell-nowrap',
      },
      textColumn(t('cluster.type'), (row) => row.clusterTypeDesc, { key: 'type', width: 200 }),
      textColumn(t('cluster.description'), (row) => row.clusterDescription, {
        key: 'clusterDescription',
        sorter: true,
      }),
      statusColumn(t),
    ],
    rowRef: idAndVersion,
    rowLabel: (row) => row.clusterCode,
    bulk: bulkClusters,
    upload: masterUpload(MASTER_API.cluster, 'cluster-template.xlsx'),
  };
  return <MasterListPage config={config} />;
}

/** Route module for cluster. */
export function Component() {
  return <ClusterListPage />;
}
