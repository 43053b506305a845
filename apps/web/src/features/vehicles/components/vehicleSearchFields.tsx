import { Input, Select } from 'antd';
import type { TFunction } from 'i18next';
import type { SearchField } from '../../../shared/kit/search';
import type { VehicleBranch } from '../useVehicleBranch';
import { BOOKING_STATE_KEYS } from './BookingStateTag';

/** Branch (fixed for branch roles), plate or equipment number, and today's booking state. */
export function vehicleSearchFields(t: TFunction, branch: VehicleBranch): SearchField[] {
  return [
    {
      name: 'BranchId',
      label: t('vehicles.filter.branch'),
      valueType: 'number',
      input: branch.fixed ? (
        <Select disabled options={branch.options} />
      ) : (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('vehicles.filter.allBranches')}
          options={branch.options}
        />
      ),
    },
    {
      name: 'keyword',
      label: t('vehicles.filter.keyword'),
      valueType: 'string',
      input: (
        <Input allowClear maxLength={50} placeholder={t('vehicles.filter.keywordPlaceholder')} />
      ),
    },
    {
      name: 'BookingStatus',
      label: t('vehicles.filter.state'),
      valueType: 'number',
      input: (
        <Select
          allowClear
          placeholder={t('vehicles.filter.allStates')}
          options={([1, 2, 3] as const).map((value) => ({
            value,
            label: t(BOOKING_STATE_KEYS[value]),
          }))}
        />
      ),
    },
  ];
}
