import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBranchesInScope } from '../../../shared/kit/lookups';
import type { NotificationScope } from '../notificationScope';

interface BranchFilterProps {
  id: string;
  scope: NotificationScope;
  value: string;
  onChange: (branchCode: string) => void;
}

interface BranchSelectProps extends Omit<BranchFilterProps, 'scope'> {
  options: { value: string; label: string }[];
  loading?: boolean;
}

function BranchSelect({ id, value, options, loading, onChange }: BranchSelectProps) {
  return (
    <Select
      id={id}
      className="notification-filters__branch"
      value={value}
      options={options}
      loading={loading}
      // One branch and no All Branch: nothing to choose.
      disabled={options.length < 2}
      showSearch
      optionFilterProp="label"
      onChange={onChange}
    />
  );
}

/** Head office picks from every active branch, so only it loads the branch list. */
function HeadOfficeBranchSelect(props: Omit<BranchSelectProps, 'options'>) {
  const { t } = useTranslation();
  const branches = useBranchesInScope();
  const options = [
    { value: '', label: t('notification.filter.allBranch') },
    ...(branches.data ?? []).map((b) => ({
      value: b.branchCode,
      label: `${b.branchCode} - ${b.branchDescription}`,
    })),
  ];
  return <BranchSelect {...props} options={options} loading={branches.isLoading} />;
}

/**
 * The branch filter (spec 1 section 6): head office gets All Branch and every branch; a desk
 * gets its own branches from the session, with All Branch when it has more than one.
 */
export function BranchFilter({ scope, ...props }: BranchFilterProps) {
  const { t } = useTranslation();
  if (scope.headOffice) return <HeadOfficeBranchSelect {...props} />;
  const options = [
    ...(scope.offersAllBranch ? [{ value: '', label: t('notification.filter.allBranch') }] : []),
    ...scope.ownBranches.map((area) => ({
      value: area.branchCode,
      label: `${area.branchCode} - ${area.branchDescription}`,
    })),
  ];
  return <BranchSelect {...props} options={options} />;
}
