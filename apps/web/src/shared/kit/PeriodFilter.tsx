import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DISPLAY_DATE, WIRE_DATE } from '../time/businessTime';

/** A period as the URL and the calls hold it: two days in WIRE_DATE. */
export interface Period {
  startDate: string;
  endDate: string;
}

interface PeriodFilterProps {
  /** The picker's id, which its label points to. */
  id: string;
  label: string;
  period: Period;
  /** How many days the last day may lie after the first: what the list's call accepts. */
  maxDaysApart: number;
  onChange: (period: Period) => void;
}

/**
 * A list's period filter: a labelled range of whole days that is never empty. Once one end is
 * picked, days further than maxDaysApart from it are disabled, so no period the server refuses
 * can be picked.
 */
export function PeriodFilter({ id, label, period, maxDaysApart, onChange }: PeriodFilterProps) {
  const range: [Dayjs, Dayjs] = [dayjs(period.startDate), dayjs(period.endDate)];
  return (
    <Form.Item label={label} htmlFor={id}>
      <DatePicker.RangePicker
        id={id}
        value={range}
        format={DISPLAY_DATE}
        allowClear={false}
        disabledDate={(day, info) =>
          info.from ? Math.abs(day.diff(info.from, 'day')) > maxDaysApart : false
        }
        onChange={(values) => {
          const [start, end] = values ?? [];
          if (start && end) {
            onChange({ startDate: start.format(WIRE_DATE), endDate: end.format(WIRE_DATE) });
          }
        }}
      />
    </Form.Item>
  );
}
