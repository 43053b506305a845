import { ORDER_STATUS_NAMES } from '@dealer/contracts/order-workflow';
import { DASHBOARD_STATUS_GROUPS } from '@dealer/contracts/order';
import { REPORT_MAX_DAYS } from '@dealer/contracts/report';
import { DatePicker, Flex, Form } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useBranchesInScope } from '../../../shared/kit/lookups';
import { WIRE_DATE } from '../../../shared/time/businessTime';
import type { ReportQuery } from '../api';

interface ReportFiltersProps {
  filter: ReportQuery;
  /** Whether All Branch is offered (head office, a PIC with several branches). */
  allBranch: boolean;
  onChange: (filter: ReportQuery) => void;
}

const GROUP_KEYS: Record<string, string> = {
  Completed: 'completed',
  'New Ticket': 'newTicket',
  'Pending Task': 'pendingTask',
  Cancel: 'cancel',
};

/** Branch, status and publish-date range of the monitoring report (spec 2 section 2). */
export function ReportFilters({ filter, allBranch, onChange }: ReportFiltersProps) {
  const { t } = useTranslation();
  const branches = useBranchesInScope();
  const branchOptions = [
    ...(allBranch ? [{ value: '', label: t('report.filter.allBranch') }] : []),
    ...(branches.data ?? []).map((b) => ({
      value: b.branchCode,
      label: `${b.branchCode} - ${b.branchDescription}`,
    })),
  ];
  const statusOptions = [
    { value: '', label: t('report.filter.allStatus') },
    ...Object.keys(DASHBOARD_STATUS_GROUPS).map((group) => ({
      value: group,
      label: t(`report.group.${GROUP_KEYS[group]}`),
    })),
    ...ORDER_STATUS_NAMES.map((name) => ({ value: name, label: t(`order.status.${name}`) })),
  ];
  const range: [Dayjs, Dayjs] = [dayjs(filter.startDate), dayjs(filter.endDate)];
  return (
    <Form layout="vertical" className="report-filters" component="div">
      <Flex gap={12} wrap align="end">
        <Form.Item label={t('report.filter.branch')} htmlFor="report-filter-branch">
          <FormSelect
            id="report-filter-branch"
            className="report-filters__branch"
            value={filter.branchCode}
            options={branchOptions}
            loading={branches.isLoading}
            disabled={branchOptions.length <= 1}
            showSearch
            optionFilterProp="label"
            onChange={(branchCode: string) => onChange({ ...filter, branchCode })}
          />
        </Form.Item>
        <Form.Item label={t('report.filter.status')} htmlFor="report-filter-status">
          <FormSelect
            id="report-filter-status"
            className="report-filters__status"
            value={filter.status}
            options={statusOptions}
            showSearch
            optionFilterProp="label"
            onChange={(status: string) => onChange({ ...filter, status })}
          />
        </Form.Item>
        <Form.Item label={t('report.filter.period')} htmlFor="report-filter-period">
          <DatePicker.RangePicker
            id="report-filter-period"
            value={range}
            format="DD-MM-YYYY"
            allowClear={false}
            // One report covers at most REPORT_MAX_DAYS days (the server refuses more).
            disabledDate={(day, info) =>
              info.from ? Math.abs(day.diff(info.from, 'day')) >= REPORT_MAX_DAYS : false
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
