import { DASHBOARD_MAX_DAYS } from '@dealer/contracts/order';
import { Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBranchCodeOptions } from '../../../shared/kit/branchCodeOptions';
import { PeriodFilter } from '../../../shared/kit/PeriodFilter';
import type { DashboardFilter } from '../api';
import { statusOptions, type Board } from '../boards';

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
  const branches = useBranchCodeOptions(allBranch ? t('order.filter.allBranch') : undefined);
  return (
    <Form layout="vertical" className="order-filters" component="div">
      <Flex gap={12} wrap align="end">
        <Form.Item label={t('order.filter.branch')} htmlFor="order-filter-branch">
          <Select
            id="order-filter-branch"
            className="order-filters__branch"
            value={filter.branchCode}
            options={branches.options}
            loading={branches.loading}
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
        <PeriodFilter
          id="order-filter-period"
          label={t('order.filter.period')}
          period={filter}
          // One call covers at most DASHBOARD_MAX_DAYS days (the server refuses more).
          maxDaysApart={DASHBOARD_MAX_DAYS}
          onChange={(period) => onChange({ ...filter, ...period })}
        />
      </Flex>
    </Form>
  );
}
