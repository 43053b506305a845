import type { MasterBranch } from '@dealer/contracts/branch';
import { useTranslation } from 'react-i18next';
import type { MasterFormConfig } from '../../../shared/kit/formTypes';
import { MasterFormPage } from '../../../shared/kit/MasterFormPage';
import { branchKeys, createBranch, getBranch, updateBranch } from '../api';
import {
  BRANCH_FIELDS,
  BRANCH_FIELD_ALIASES,
  EMPTY_BRANCH,
  branchValues,
  toBranchInput,
  type BranchFormValues,
} from '../branchForm';
import { BranchFields } from '../components/BranchFields';

function BranchFormPage() {
  const { t } = useTranslation();
  const config: MasterFormConfig<MasterBranch, BranchFormValues> = {
    queryKey: branchKeys.all,
    basePath: '/branch',
    titles: {
      create: t('branch.createTitle'),
      edit: t('branch.editTitle'),
      view: t('branch.viewTitle'),
      copy: t('branch.copyTitle'),
    },
    load: getBranch,
    toValues: branchValues,
    emptyValues: EMPTY_BRANCH,
    create: (values) => createBranch(toBranchInput(values)),
    update: (values, row) => updateBranch(toBranchInput(values, row), row),
    fieldNames: BRANCH_FIELDS,
    fieldAliases: BRANCH_FIELD_ALIASES,
    renderFields: () => <BranchFields />,
  };
  return <MasterFormPage config={config} />;
}

/** Route module for branch/create, branch/edit/:id, branch/view/:id and branch/copy/:id. */
export function Component() {
  return <BranchFormPage />;
}
