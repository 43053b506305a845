import type { ClusterBranchInput, ClusterBranchMapping } from '@dealer/contracts/branch-cluster';

/**
 * One cluster and its branches: a new mapping may take several branches at once (one Add with a
 * list); an edit changes one mapping, so the same field then holds one branch.
 */
export interface MappingFormValues {
  clusterId?: number;
  branchIds: number[];
  isEnabled: boolean;
}

export const MAPPING_FIELDS = ['clusterId', 'branchIds', 'isEnabled'];
/** The server names one row's branch 'branchId' (e.g. clusterBranchMapping.2.branchId). */
export const MAPPING_FIELD_ALIASES = { branchId: 'branchIds' };

export const EMPTY_MAPPING: MappingFormValues = { branchIds: [], isEnabled: true };

export const mappingValues = (row: ClusterBranchMapping): MappingFormValues => ({
  clusterId: row.clusterId,
  branchIds: [row.branchId],
  isEnabled: row.isEnabled,
});

export const toMappingInputs = (values: MappingFormValues): ClusterBranchInput[] =>
  values.branchIds.map((branchId) => ({
    clusterId: values.clusterId ?? 0,
    branchId,
    isEnabled: values.isEnabled,
  }));
