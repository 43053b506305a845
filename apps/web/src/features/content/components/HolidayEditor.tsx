import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Flex, Input } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TIME_OPTIONS, type Holiday } from '@dealer/contracts/content';
import { businessToday } from '../../../shared/time/businessTime';

const times = TIME_OPTIONS.map((x) => ({ value: x, label: x }));

/** Dated exceptions to the week (Lebaran, Christmas): closed, or other hours on that day. */
export function HolidayEditor({
  value,
  onChange,
}: {
  value: Holiday[];
  onChange: (value: Holiday[]) => void;
}) {
  const { t } = useTranslation();
  const update = (i: number, patch: Partial<Holiday>) =>
    onChange(value.map((h, j) => (j === i ? { ...h, ...patch } : h)));
  return (
    <fieldset className="content-fieldset">
      <legend>{t('content.holidays')}</legend>
      {value.map((h, i) => (
        <Flex key={i} gap={8} align="center" wrap className="content-hours-row">
          <DatePicker
            aria-label={t('content.holidayDate')}
            format="DD-MM-YYYY"
            value={dayjs(h.date)}
            allowClear={false}
            onChange={(d) => d && update(i, { date: d.format('YYYY-MM-DD') })}
          />
          <Input
            aria-label={t('content.holidayLabel')}
            value={h.label}
            onChange={(e) => update(i, { label: e.target.value })}
            style={{ width: 180 }}
          />
          <Checkbox
            checked={h.closed}
            onChange={(e) =>
              update(
                i,
                e.target.checked
                  ? { closed: true, open: null, close: null }
                  : { closed: false, open: '08.00', close: '12.00' },
              )
            }
          >
            {t('content.closed')}
          </Checkbox>
          {!h.closed ? (
            <>
              <FormSelect
                aria-label={t('content.openTime')}
                value={h.open}
                options={times}
                onChange={(open) => update(i, { open })}
                style={{ width: 90 }}
              />
              <FormSelect
                aria-label={t('content.closeTime')}
                value={h.close}
                options={times}
                onChange={(close) => update(i, { close })}
                style={{ width: 90 }}
              />
            </>
          ) : null}
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('content.removeHoliday')}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() =>
          onChange([
            ...value,
            {
              date: businessToday(),
              label: 'Lebaran',
              closed: true,
              open: null,
              close: null,
            },
          ])
        }
      >
        {t('content.addHoliday')}
      </Button>
    </fieldset>
  );
}
