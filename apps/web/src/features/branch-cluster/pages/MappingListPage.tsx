import type { ClusterBranchMapping } from '@dealer/contracts/branch-cluster';
import { MASTER_API } from '@dealer/contracts/master';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColumn, textColumn } from '../../../shared/kit/columns';
import type { MasterListConfig } from '../../../shared/kit/listTypes';
import { useAllClusters } from '../../../shared/kit/lookups';
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
      {
        name: 'clusterid',
        label: t('branchCluster.cluster'),
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
    ],
    fetchPage: searchMappings,
    export: {
      path: MASTER_API.branchCluster.export,
      body: toMappingSearch,
      fileName: 'branch-cluster.xlsx',
    },
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
    rowRef: (row) => ({ id: row.id, version: row.version }),
    // The server labels a mapping's result '[CL-JKT-01 x T002]'.
    rowLabel: (row) => `${row.clusterCode} x ${row.branchCode}`,
    bulk: bulkMappings,
    upload: {
      path: MASTER_API.branchCluster.upload,
      template: MASTER_API.branchCluster.template,
      templateName: 'branchcluster-template.xlsx',
    },
  };
  return <MasterListPage config={config} />;
}

/** Route module for branchcluster. */
export function Component() {
  return <MappingListPage />;
}
