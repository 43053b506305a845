import { MASTER_API } from '@dealer/contracts/master';
import type { Cluster } from '@dealer/contracts/cluster';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColumn, textColumn } from '../../../shared/kit/columns';
import type { MasterListConfig } from '../../../shared/kit/listTypes';
import { useAllClusters, useClusterTypes } from '../../../shared/kit/lookups';
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
      {
        name: 'clusterId',
        label: t('cluster.cluster'),
        valueType: 'number',
        input: (
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('master.all')}
            loading={clusters.isPending}
            options={(clusters.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.clusterCode} · ${c.clusterDescription}`,
            }))}
          />
        ),
      },
      statusSearchField(t),
      {
        name: 'ClusterTypeId',
        label: t('cluster.type'),
        valueType: 'number',
        input: (
          <Select
            allowClear
            placeholder={t('master.all')}
            loading={types.isPending}
            options={(types.data ?? []).map((type) => ({
              value: type.id,
              label: type.clusterTypeDesc,
            }))}
          />
        ),
      },
    ],
    fetchPage: searchClusters,
    export: {
      path: MASTER_API.cluster.export,
      body: toClusterSearch,
      fileName: 'cluster.xlsx',
    },
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
    rowRef: (row) => ({ id: row.id, version: row.version }),
    rowLabel: (row) => row.clusterCode,
    bulk: bulkClusters,
    upload: {
      path: MASTER_API.cluster.upload,
      template: MASTER_API.cluster.template,
      templateName: 'cluster-template.xlsx',
    },
  };
  return <MasterListPage config={config} />;
}

/** Route module for cluster. */
export function Component() {
  return <ClusterListPage />;
}
