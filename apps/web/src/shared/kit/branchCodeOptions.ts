import { useBranchesInScope } from './lookups';

export interface BranchCodeOption {
  value: string;
  label: string;
}

/**
 * The caller's branches as a filter's options, by code ('T002 - Jakarta Selatan'), after All
 * Branch ('') when its label is given.
 */
export function useBranchCodeOptions(allBranchLabel: string | undefined): {
  options: BranchCodeOption[];
  loading: boolean;
} {
  const branches = useBranchesInScope();
  const options = [
    ...(allBranchLabel === undefined ? [] : [{ value: '', label: allBranchLabel }]),
    ...(branches.data ?? []).map((b) => ({
      value: b.branchCode,
      label: `${b.branchCode} - ${b.branchDescription}`,
    })),
  ];
  return { options, loading: branches.isLoading };
}
