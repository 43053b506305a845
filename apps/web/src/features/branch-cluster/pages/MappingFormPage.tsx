import type { ClusterBranchMapping } from '@dealer/contracts/branch-cluster';
import { useTranslation } from 'react-i18next';
import type { MasterFormConfig } from '../../../shared/kit/formTypes';
import { MasterFormPage } from '../../../shared/kit/MasterFormPage';
import { createMappings, getMapping, mappingKeys, updateMapping } from '../api';
import { MappingFields } from '../components/MappingFields';
import {
  EMPTY_MAPPING,
  MAPPING_FIELDS,
  MAPPING_FIELD_ALIASES,
  mappingValues,
  toMappingInputs,
  type MappingFormValues,
} from '../mappingForm';

function MappingFormPage() {
  const { t } = useTranslation();
  const config: MasterFormConfig<ClusterBranchMapping, MappingFormValues> = {
    queryKey: mappingKeys.all,
    basePath: '/branchcluster',
    titles: {
      create: t('branchCluster.createTitle'),
      edit: t('branchCluster.editTitle'),
      view: t('branchCluster.viewTitle'),
      copy: t('branchCluster.copyTitle'),
    },
    load: getMapping,
    toValues: mappingValues,
    emptyValues: EMPTY_MAPPING,
    create: (values) => createMappings(toMappingInputs(values)),
    update: (values, row) => updateMapping(toMappingInputs(values)[0]!, row),
    fieldNames: MAPPING_FIELDS,
    fieldAliases: MAPPING_FIELD_ALIASES,
    renderFields: ({ mode }) => <MappingFields mode={mode} />,
  };
  return <MasterFormPage config={config} />;
}

/** Route module for branchcluster/create, /edit/:id, /view/:id and /copy/:id. */
export function Component() {
  return <MappingFormPage />;
}
