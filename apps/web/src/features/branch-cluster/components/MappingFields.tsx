import { useTranslation } from 'react-i18next';
import { FieldCol, FormSelect, StatusItem, useRequired } from '../../../shared/kit/formItems';
import type { FormMode } from '../../../shared/kit/formMode';
import { useBranchesInScope, useEnabledClusters } from '../../../shared/kit/lookups';

/** Cluster (enabled ones only), branches in scope (never BP), status. */
export function MappingFields({ mode }: { mode: FormMode }) {
  const { t } = useTranslation();
  const required = useRequired();
  const clusters = useEnabledClusters();
  const branches = useBranchesInScope();
  const several = mode === 'create' || mode === 'copy';
  const branchOptions = (branches.data ?? []).map((b) => ({
    value: b.id,
    label: `${b.branchCode} · ${b.branchDescription}`,
  }));

  return (
    <>
      <FieldCol name="clusterId" label={t('branchCluster.cluster')} rules={[required]}>
        <FormSelect
          showSearch
          optionFilterProp="label"
          loading={clusters.isPending}
          options={(clusters.data ?? []).map((c) => ({
            value: c.id,
            label: `${c.clusterCode} · ${c.clusterDescription}`,
          }))}
        />
      </FieldCol>
      {several ? (
        <FieldCol
          name="branchIds"
          label={t('branchCluster.branches')}
          extra={t('branchCluster.branchesHelp')}
          rules={[{ ...required, type: 'array', min: 1 }]}
        >
          <FormSelect
            mode="multiple"
            showSearch
            optionFilterProp="label"
            loading={branches.isPending}
            options={branchOptions}
          />
        </FieldCol>
      ) : (
        <FieldCol
          name="branchIds"
          label={t('branchCluster.branch')}
          rules={[{ ...required, type: 'array', min: 1 }]}
          // An edit changes one mapping: a single select over the same list field.
          getValueProps={(ids?: number[]) => ({ value: ids?.[0] })}
          normalize={(id?: number) => (id === undefined ? [] : [id])}
        >
          <FormSelect
            showSearch
            optionFilterProp="label"
            loading={branches.isPending}
            options={branchOptions}
          />
        </FieldCol>
      )}
      <StatusItem />
    </>
  );
}
