import { Checkbox, Flex, Typography } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useTranslation } from 'react-i18next';
import { DAY_NAMES, TIME_OPTIONS, type DayRange, type Hours } from '@dealer/contracts/content';

const days = DAY_NAMES.map((d) => ({ value: d, label: d }));
const times = TIME_OPTIONS.map((x) => ({ value: x, label: x }));

function RangeRow({
  label,
  group,
  value,
  onChange,
}: {
  label: string;
  /** The fieldset's title (Showroom, Workshop), for the inputs' accessible names. */
  group: string;
  value: DayRange;
  onChange: (value: DayRange) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<DayRange>) => onChange({ ...value, ...patch });
  return (
    <Flex gap={8} align="center" wrap className="content-hours-row">
      <Typography.Text strong style={{ minWidth: 90 }}>
        {label}
      </Typography.Text>
      <FormSelect
        aria-label={`${group} ${label} ${t('content.startDay')}`}
        value={value.startDay}
        options={days}
        onChange={(v) => set({ startDay: v })}
        style={{ width: 110 }}
      />
      <span>{t('content.until')}</span>
      <FormSelect
        aria-label={`${group} ${label} ${t('content.untilDay')}`}
        value={value.untilDay}
        options={days}
        onChange={(v) => set({ untilDay: v })}
        style={{ width: 110 }}
      />
      <FormSelect
        aria-label={`${group} ${label} ${t('content.openTime')}`}
        value={value.open}
        options={times}
        onChange={(v) => set({ open: v })}
        disabled={value.closed}
        style={{ width: 90 }}
      />
      <span>–</span>
      <FormSelect
        aria-label={`${group} ${label} ${t('content.closeTime')}`}
        value={value.close}
        options={times}
        onChange={(v) => set({ close: v })}
        disabled={value.closed}
        style={{ width: 90 }}
      />
      <Checkbox checked={value.closed} onChange={(e) => set({ closed: e.target.checked })}>
        {t('content.closed')}
      </Checkbox>
    </Flex>
  );
}

/** Weekday and weekend opening hours (Indonesian day names, half-hourly 00.00–23.30). */
export function HoursEditor({
  value,
  onChange,
  title,
}: {
  value: Hours;
  onChange: (value: Hours) => void;
  title: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="content-fieldset">
      <legend>{title}</legend>
      <RangeRow
        label={t('content.weekday')}
        group={title}
        value={value.weekday}
        onChange={(weekday) => onChange({ ...value, weekday })}
      />
      <RangeRow
        label={t('content.weekend')}
        group={title}
        value={value.weekend}
        onChange={(weekend) => onChange({ ...value, weekend })}
      />
    </fieldset>
  );
}
