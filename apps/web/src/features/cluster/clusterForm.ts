import {
  TEST_DRIVE_CLUSTER_TYPE_ID,
  type Cluster,
  type ClusterInput,
} from '@dealer/contracts/cluster';

export type ClusterFormValues = ClusterInput;

export const CLUSTER_FIELDS = ['clusterCode', 'clusterTypeId', 'clusterDescription', 'isEnabled'];

/** A new cluster is a 'Test Drive Cluster' (type 1), enabled. */
export const EMPTY_CLUSTER: ClusterFormValues = {
  clusterCode: '',
  clusterTypeId: TEST_DRIVE_CLUSTER_TYPE_ID,
  clusterDescription: '',
  isEnabled: true,
};

export const clusterValues = (row: Cluster): ClusterFormValues => ({
  clusterCode: row.clusterCode,
  clusterTypeId: row.clusterTypeId,
  clusterDescription: row.clusterDescription,
  isEnabled: row.isEnabled,
});

export const toClusterInput = (values: ClusterFormValues): ClusterInput => ({
  clusterCode: values.clusterCode.trim(),
  clusterTypeId: values.clusterTypeId,
  clusterDescription: values.clusterDescription.trim(),
  isEnabled: values.isEnabled,
});
