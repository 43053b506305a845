import { DASHBOARD_MAX_DAYS } from '@dealer/contracts/order';
import { DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useBranchesInScope } from '../../../shared/kit/lookups';
import type { DashboardFilter } from '../api';
import { statusOptions, type Board } from '../boards';
import { WIRE_DATE } from '../../../shared/time/businessTime';

interface BoardFiltersProps {
  board: Board;
  filter: DashboardFilter;
  /** Whether All Branch is offered (head office, a PIC with several branches). */
  allBranch: boolean;
  onChange: (filter: DashboardFilter) => void;
}

/** Branch, status and period of the board (spec 1 section 3, Dashboard state). */
export function BoardFilters({ board, filter, allBranch, onChange }: BoardFiltersProps) {
  const { t } = useTranslation();
  const branches = useBranchesInScope();
  const branchOptions = [
    ...(allBranch ? [{ value: '', label: t('order.filter.allBranch') }] : []),
    ...(branches.data ?? []).map((b) => ({
      value: b.branchCode,
      label: `${b.branchCode} - ${b.branchDescription}`,
    })),
  ];
  const range: [Dayjs, Dayjs] = [dayjs(filter.startDate), dayjs(filter.endDate)];
  return (
    <Form layout="vertical" className="order-filters" component="div">
      <Flex gap={12} wrap align="end">
        <Form.Item label={t('order.filter.branch')} htmlFor="order-filter-branch">
          <Select
            id="order-filter-branch"
            className="order-filters__branch"
            value={filter.branchCode}
            options={branchOptions}
            loading={branches.isLoading}
            showSearch
            optionFilterProp="label"
            onChange={(branchCode: string) => onChange({ ...filter, branchCode })}
          />
        </Form.Item>
        <Form.Item label={t('order.filter.status')} htmlFor="order-filter-status">
          <Select
            id="order-filter-status"
            className="order-filters__status"
            value={filter.status}
            options={statusOptions(board).map((o) => ({ value: o.value, label: t(o.labelKey) }))}
            onChange={(status: string) => onChange({ ...filter, status })}
          />
        </Form.Item>
        <Form.Item label={t('order.filter.period')} htmlFor="order-filter-period">
          <DatePicker.RangePicker
            id="order-filter-period"
            value={range}
            format="DD-MM-YYYY"
            allowClear={false}
            // One call covers at most DASHBOARD_MAX_DAYS days (the server refuses more).
            disabledDate={(day, info) =>
              info.from ? Math.abs(day.diff(info.from, 'day')) > DASHBOARD_MAX_DAYS : false
            }
            onChange={(values) => {
              const [start, end] = values ?? [];
              if (start && end) {
                onChange({
                  ...filter,
                  startDate: start.format(WIRE_DATE),
                  endDate: end.format(WIRE_DATE),
                });
              }
            }}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}
