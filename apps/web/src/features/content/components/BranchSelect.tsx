import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useTranslation } from 'react-i18next';
import { HEAD_OFFICE } from '@dealer/contracts/content';
import { contentKeys, fetchOutlets } from '../api';
import { useContentScope } from '../scope';

interface BranchSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Offer 'Head Office' (value 'ho'). */
  headOfficeOption?: boolean;
  /** Offer 'All' (value ''). */
  allOption?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * Branch picker of the content screens: head office picks any branch (and 'Head Office');
 * a branch user sees its own branch, fixed (spec 2 section 6).
 */
export function BranchSelect({
  value,
  onChange,
  headOfficeOption,
  allOption,
  ...rest
}: BranchSelectProps) {
  const { t } = useTranslation();
  const scope = useContentScope();
  const outlets = useQuery({
    queryKey: contentKeys.outlets(''),
    queryFn: ({ signal }) => fetchOutlets('', signal),
    enabled: scope.headOffice,
    staleTime: 60_000,
  });
  if (!scope.headOffice) {
    // Read-only rather than disabled: the branch stays legible (disabled text fails contrast).
    return <Input {...rest} value={scope.ownBranch} readOnly style={{ width: 120 }} />;
  }
  const options = [
    ...(allOption ? [{ value: '', label: t('content.allBranches') }] : []),
    ...(headOfficeOption ? [{ value: HEAD_OFFICE, label: t('content.headOffice') }] : []),
    ...(outlets.data ?? []).map((o) => ({
      value: o.branchCode,
      label: `${o.branchCode} · ${o.branchName}`,
    })),
  ];
  return (
    <FormSelect
      {...rest}
      showSearch
      optionFilterProp="label"
      loading={outlets.isPending}
      value={value}
      onChange={onChange}
      options={options}
      style={{ minWidth: 220 }}
    />
  );
}
