import { NOTIFICATION_MAX_DAYS } from '@dealer/contracts/notification';
import { ORDER_STATUS_NAMES } from '@dealer/contracts/order-workflow';
import { DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE, WIRE_DATE } from '../../../shared/time/businessTime';
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
  const range: [Dayjs, Dayjs] = [dayjs(filter.startDate), dayjs(filter.endDate)];
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
        <Form.Item label={t('notification.filter.period')} htmlFor="notification-filter-period">
          <DatePicker.RangePicker
            id="notification-filter-period"
            value={range}
            format={DISPLAY_DATE}
            allowClear={false}
            // One call covers at most NOTIFICATION_MAX_DAYS days (the server refuses more).
            disabledDate={(day, info) =>
              info.from ? Math.abs(day.diff(info.from, 'day')) > NOTIFICATION_MAX_DAYS : false
            }
            onChange={(values) => {
              const [start, end] = values ?? [];
              if (start && end) {
                onChange({ startDate: start.format(WIRE_DATE), endDate: end.format(WIRE_DATE) });
              }
            }}
          />
        </Form.Item>
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
