import type { Cluster } from '@dealer/contracts/cluster';
import { useTranslation } from 'react-i18next';
import type { MasterFormConfig } from '../../../shared/kit/formTypes';
import { MasterFormPage } from '../../../shared/kit/MasterFormPage';
import { clusterKeys, createCluster, getCluster, updateCluster } from '../api';
import {
  CLUSTER_FIELDS,
  EMPTY_CLUSTER,
  clusterValues,
  toClusterInput,
  type ClusterFormValues,
} from '../clusterForm';
import { ClusterFields } from '../components/ClusterFields';

function ClusterFormPage() {
  const { t } = useTranslation();
  const config: MasterFormConfig<Cluster, ClusterFormValues> = {
    queryKey: clusterKeys.all,
    basePath: '/cluster',
    titles: {
      create: t('cluster.createTitle'),
      edit: t('cluster.editTitle'),
      view: t('cluster.viewTitle'),
      copy: t('cluster.copyTitle'),
    },
    load: getCluster,
    toValues: clusterValues,
    emptyValues: EMPTY_CLUSTER,
    create: (values) => createCluster(toClusterInput(values)),
    update: (values, row) => updateCluster(toClusterInput(values), row),
    fieldNames: CLUSTER_FIELDS,
    renderFields: ({ readOnly }) => <ClusterFields readOnly={readOnly} />,
  };
  return <MasterFormPage config={config} />;
}

/** Route module for cluster/create, cluster/edit/:id, cluster/view/:id and cluster/copy/:id. */
export function Component() {
  return <ClusterFormPage />;
}
