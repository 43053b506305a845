import {
  ZMasterBranchListResponse,
  ZBranchTypeListResponse,
  ZRegionListResponse,
} from '@dealer/contracts/branch';
import {
  ZMaterialListResponse,
  ZModelMaterialColorListResponse,
  ZModelMaterialListResponse,
} from '@dealer/contracts/branch-stock';
import { ZClusterListResponse, ZClusterTypeListResponse } from '@dealer/contracts/cluster';
import { MASTER_API } from '@dealer/contracts/master';
import {
  ZQuestionAnswerTypeListResponse,
  ZQuestionnaireCategoryListResponse,
} from '@dealer/contracts/question';
import { ZReasonCategoryListResponse } from '@dealer/contracts/reason';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../api/client';
import { expectReply } from '../api/expectReply';

/**
 * Reference lists the master forms and searches pick from. They change rarely, so they are
 * cached for five minutes and shared by every screen that needs them.
 */
const LOOKUP_STALE_MS = 5 * 60_000;
const key = (...parts: unknown[]) => ['lookups', ...parts] as const;

/** Invalidate with this after a write that changes a lookup (e.g. a saved cluster). */
export const LOOKUP_KEYS = {
  clusters: key('clusters'),
  allClusters: key('allClusters'),
  branches: key('branches'),
} as const;

function useLookup<T>(
  queryKey: readonly unknown[],
  fetch: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    staleTime: LOOKUP_STALE_MS,
    enabled,
  });
}

export const useRegions = () =>
  useLookup(
    key('regions'),
    async (signal) =>
      expectReply(ZRegionListResponse, await apiGet(MASTER_API.branch.regions, { signal }))
        .listRegions,
  );

export const useBranchTypes = () =>
  useLookup(
    key('branchTypes'),
    async (signal) =>
      expectReply(ZBranchTypeListResponse, await apiGet(MASTER_API.branch.types, { signal }))
        .listBranchType,
  );

export const useClusterTypes = () =>
  useLookup(
    key('clusterTypes'),
    async (signal) =>
      expectReply(ZClusterTypeListResponse, await apiGet(MASTER_API.cluster.types, { signal }))
        .listClusterType,
  );

/** Enabled clusters only (spec 1 section 5: only enabled clusters are offered in forms). */
export const useEnabledClusters = () =>
  useLookup(
    LOOKUP_KEYS.clusters,
    async (signal) =>
      expectReply(ZClusterListResponse, await apiPost(MASTER_API.cluster.getAll, {}, { signal }))
        .listCluster,
  );

/** The caller's branches (server scope; never BP, other companies or deleted ones). */
export const useBranchesInScope = () =>
  useLookup(LOOKUP_KEYS.branches, async (signal) => {
    const reply = await apiPost(MASTER_API.branch.query, { action: 'DisplayAll' }, { signal });
    return expectReply(ZMasterBranchListResponse, reply)[0]?.listBranch ?? [];
  });

export const useReasonCategories = () =>
  useLookup(
    key('reasonCategories'),
    async (signal) =>
      expectReply(
        ZReasonCategoryListResponse,
        await apiGet(MASTER_API.reason.categories, { signal }),
      ).reasonCategoryModel,
  );

export const useAnswerTypes = () =>
  useLookup(
    key('answerTypes'),
    async (signal) =>
      expectReply(
        ZQuestionAnswerTypeListResponse,
        await apiGet(MASTER_API.question.answerTypes, { signal }),
      ).questionAnswerTypes,
  );

export const useQuestionnaireCategories = () =>
  useLookup(
    key('questionnaireCategories'),
    async (signal) =>
      expectReply(
        ZQuestionnaireCategoryListResponse,
        await apiGet(MASTER_API.question.categories, { signal }),
      ).questionnaireCategorys,
  );

export const useModelMaterials = () =>
  useLookup(
    key('modelMaterials'),
    async (signal) =>
      expectReply(
        ZModelMaterialListResponse,
        await apiPost(MASTER_API.branchStock.modelMaterials, { action: 'DisplayAll' }, { signal }),
      ).modelMaterials,
  );

/** Materials (types) of one model; nothing is asked until a model is chosen. */
export const useMaterials = (modelMaterialId: number | undefined) =>
  useLookup(
    key('materials', modelMaterialId),
    async (signal) =>
      expectReply(
        ZMaterialListResponse,
        await apiPost(
          MASTER_API.branchStock.materials,
          { action: 'DisplayAll', modelMaterialId },
          { signal },
        ),
      ).materials,
    modelMaterialId !== undefined,
  );

/** Colours of one model; nothing is asked until a model is chosen. */
export const useColors = (modelMaterialId: number | undefined) =>
  useLookup(
    key('colors', modelMaterialId),
    async (signal) =>
      expectReply(
        ZModelMaterialColorListResponse,
        await apiPost(
          MASTER_API.branchStock.colors,
          { action: 'Display', modelMaterialColor: { modelMaterialId } },
          { signal },
        ),
      ).modelMaterialColors,
    modelMaterialId !== undefined,
  );

/**
 * Every cluster (enabled or not), for search filters: an inactive cluster must stay findable.
 * The search call caps a page at 500, which is far more clusters than the group has.
 */
export const useAllClusters = () =>
  useLookup(LOOKUP_KEYS.allClusters, async (signal) => {
    const reply = await apiPost(
      MASTER_API.cluster.search,
      { page: 1, pageSize: 500, sortField: 'clusterCode', sortOrder: 'ascend' },
      { signal },
    );
    return expectReply(ZClusterListResponse, reply).listCluster;
  });
