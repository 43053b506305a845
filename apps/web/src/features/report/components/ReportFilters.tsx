import { ORDER_STATUS_NAMES } from '@dealer/contracts/order-workflow';
import { DASHBOARD_STATUS_GROUPS } from '@dealer/contracts/order';
import { REPORT_MAX_DAYS } from '@dealer/contracts/report';
import { Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBranchCodeOptions } from '../../../shared/kit/branchCodeOptions';
import { FormSelect } from '../../../shared/kit/formItems';
import { PeriodFilter } from '../../../shared/kit/PeriodFilter';
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
  const branches = useBranchCodeOptions(allBranch ? t('report.filter.allBranch') : undefined);
  const statusOptions = [
    { value: '', label: t('report.filter.allStatus') },
    ...Object.keys(DASHBOARD_STATUS_GROUPS).map((group) => ({
      value: group,
      label: t(`report.group.${GROUP_KEYS[group]}`),
    })),
    ...ORDER_STATUS_NAMES.map((name) => ({ value: name, label: t(`order.status.${name}`) })),
  ];
  return (
    <Form layout="vertical" className="report-filters" component="div">
      <Flex gap={12} wrap align="end">
        <Form.Item label={t('report.filter.branch')} htmlFor="report-filter-branch">
          <FormSelect
            id="report-filter-branch"
            className="report-filters__branch"
            value={filter.branchCode}
            options={branches.options}
            loading={branches.loading}
            disabled={branches.options.length <= 1}
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
        <PeriodFilter
          id="report-filter-period"
          label={t('report.filter.period')}
          period={filter}
          // One report covers at most REPORT_MAX_DAYS days, both ends counted (the server refuses
          // more), so its last day lies at most REPORT_MAX_DAYS - 1 days after its first.
          maxDaysApart={REPORT_MAX_DAYS - 1}
          onChange={(period) => onChange({ ...filter, ...period })}
        />
      </Flex>
    </Form>
  );
}
