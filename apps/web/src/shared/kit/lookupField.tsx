import { Select } from 'antd';
import type { TFunction } from 'i18next';
import type { SearchField } from './search';

/** One choice of a filter's select. */
export interface LookupOption {
  value: string | number;
  label: string;
}

/** A choice by a row's id (a select whose filter's valueType is 'number'). */
export interface IdOption extends LookupOption {
  value: number;
}

/** What a lookup hook (lookups.ts) answers: its rows once loaded, and whether they are coming. */
interface LoadedLookup<Item> {
  data: readonly Item[] | undefined;
  isPending: boolean;
}

interface LookupFieldOptions<Item> extends Omit<SearchField, 'input' | 'valueType'> {
  /** 'number' for a select of ids, 'string' for one of codes. */
  valueType: 'string' | 'number';
  lookup: LoadedLookup<Item>;
  option: (item: Item) => LookupOption;
  /** Type-ahead on the options' labels, for a list too long to scan (on unless said). */
  searchable?: boolean;
}

/**
 * A master list's filter that picks one row of a reference list: empty means all, and the select
 * shows that it is loading until the list has come.
 */
export function lookupSearchField<Item>(
  t: TFunction,
  { lookup, option, searchable = true, ...field }: LookupFieldOptions<Item>,
): SearchField {
  // A short list stays a plain pick list, as the spec draws it.
  const typeAhead = searchable ? { showSearch: true, optionFilterProp: 'label' } : {};
  return {
    ...field,
    input: (
      <Select
        allowClear
        {...typeAhead}
        placeholder={t('master.all')}
        loading={lookup.isPending}
        options={(lookup.data ?? []).map(option)}
      />
    ),
  };
}

/** A row as the master filters offer it, by id: its code and its description. */
const idOption = (id: number, code: string, description: string): IdOption => ({
  value: id,
  label: `${code} · ${description}`,
});

/** A cluster by id: 'CL-JKT-01 · Jakarta'. */
export const clusterOption = (cluster: {
  id: number;
  clusterCode: string;
  clusterDescription: string;
}): IdOption => idOption(cluster.id, cluster.clusterCode, cluster.clusterDescription);

/** A branch by id: 'T002 · Jakarta Selatan'. */
export const branchOption = (branch: {
  id: number;
  branchCode: string;
  branchDescription: string;
}): IdOption => idOption(branch.id, branch.branchCode, branch.branchDescription);
