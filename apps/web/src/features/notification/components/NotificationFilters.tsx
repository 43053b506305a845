import { NOTIFICATION_MAX_DAYS } from '@dealer/contracts/notification';
import { ORDER_STATUS_NAMES } from '@dealer/contracts/order-workflow';
import { Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PeriodFilter } from '../../../shared/kit/PeriodFilter';
import type { NotificationScope } from '../notificationScope';
import { READ_STATES, type ReadState } from '../readState';
import type { NotificationFilter } from '../useNotificationFilter';
import { BranchFilter } from './BranchFilter';

interface NotificationFiltersProps {
  scope: NotificationScope;
  filter: NotificationFilter;
  onChange: (patch: Partial<NotificationFilter>) => void;
}

/** Branch, period, order status and read state of the activity log; each applies at once. */
export function NotificationFilters({ scope, filter, onChange }: NotificationFiltersProps) {
  const { t } = useTranslation();
  const statusOptions = [
    { value: '', label: t('notification.filter.allStatus') },
    ...ORDER_STATUS_NAMES.map((name) => ({ value: name, label: t(`order.status.${name}`) })),
  ];
  const readOptions = READ_STATES.map((value) => ({
    value,
    label: t(`notification.filter.readState.${value}`),
  }));

  return (
    <Form layout="vertical" className="notification-filters" component="div">
      <Flex gap={12} wrap align="end">
        <Form.Item label={t('notification.filter.branch')} htmlFor="notification-filter-branch">
          <BranchFilter
            id="notification-filter-branch"
            scope={scope}
            value={filter.branchCode}
            onChange={(branchCode) => onChange({ branchCode })}
          />
        </Form.Item>
        <PeriodFilter
          id="notification-filter-period"
          label={t('notification.filter.period')}
          period={filter}
          // One call covers at most NOTIFICATION_MAX_DAYS days (the server refuses more).
          maxDaysApart={NOTIFICATION_MAX_DAYS}
          onChange={onChange}
        />
        <Form.Item label={t('notification.filter.status')} htmlFor="notification-filter-status">
          <Select
            id="notification-filter-status"
            className="notification-filters__status"
            value={filter.status}
            options={statusOptions}
            showSearch
            optionFilterProp="label"
            onChange={(status: string) => onChange({ status })}
          />
        </Form.Item>
        <Form.Item label={t('notification.filter.read')} htmlFor="notification-filter-read">
          <Select
            id="notification-filter-read"
            className="notification-filters__read"
            value={filter.read}
            options={readOptions}
            onChange={(read: ReadState) => onChange({ read })}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}
