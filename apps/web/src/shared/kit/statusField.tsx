import { Select } from 'antd';
import type { TFunction } from 'i18next';
import type { SearchField } from './search';

/** The Active / InActive status filter of every master list. */
export function statusSearchField(t: TFunction, name = 'isEnabled'): SearchField {
  return {
    name,
    label: t('master.status'),
    valueType: 'boolean',
    input: (
      <Select
        allowClear
        placeholder={t('master.allStatuses')}
        options={[
          { value: 'true', label: t('master.active') },
          { value: 'false', label: t('master.inactive') },
        ]}
      />
    ),
  };
}
