import { Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import type { SearchField } from '../../../shared/kit/search';
import { statusSearchField } from '../../../shared/kit/statusField';
import { MaterialSelect, ModelSelect } from './CatalogueSelects';

interface Option {
  value: number;
  label: string;
}

/** Cluster, branch, model → type, status and a keyword on the police or equipment number. */
export function stockSearchFields(
  t: TFunction,
  clusters: Option[],
  branches: Option[],
): SearchField[] {
  const select = (options: Option[]) => (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={t('master.all')}
      options={options}
    />
  );
  return [
    {
      name: 'keyword',
      label: t('branchStock.keyword'),
      valueType: 'string',
      input: <Input allowClear maxLength={50} placeholder={t('branchStock.keywordPlaceholder')} />,
    },
    {
      name: 'ClusterId',
      label: t('branchStock.cluster'),
      valueType: 'number',
      input: select(clusters),
    },
    {
      name: 'BranchId',
      label: t('branchStock.branch'),
      valueType: 'number',
      input: select(branches),
    },
    {
      name: 'ModelMaterialId',
      label: t('branchStock.model'),
      valueType: 'number',
      input: <ModelSelect allowClear placeholder={t('master.all')} clears={['MaterialId']} />,
    },
    {
      name: 'MaterialId',
      label: t('branchStock.type'),
      valueType: 'number',
      input: <MaterialSelect allowClear modelField="ModelMaterialId" />,
    },
    statusSearchField(t, 'IsEnabled'),
  ];
}
