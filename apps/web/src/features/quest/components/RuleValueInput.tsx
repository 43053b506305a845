import { DATE_PLACEHOLDERS, isDatePlaceholder } from '@dealer/contracts/quest-rules';
import { DatePicker, Input, Space } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import dayjs from 'dayjs';
import { QUEST_DATE_TIME } from '../../../shared/time/dateFormats';
import { useTranslation } from 'react-i18next';
import { useBranches, useLookup, useMaterials, type LookupName } from '../api';

interface ValueProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  detailId: number | undefined;
  'aria-label'?: string;
}

function LookupSelect({ name, ...props }: Omit<ValueProps, 'detailId'> & { name: LookupName }) {
  const lookup = useLookup(name);
  return (
    <FormSelect
      {...props}
      showSearch
      optionFilterProp="label"
      loading={lookup.isPending}
      options={(lookup.data ?? []).map((item) => ({
        value: item.code,
        label: `${item.code} · ${item.description}`,
      }))}
    />
  );
}

function MaterialSelect(props: Omit<ValueProps, 'detailId'>) {
  const materials = useMaterials([]);
  return (
    <FormSelect
      {...props}
      showSearch
      optionFilterProp="label"
      loading={materials.isPending}
      options={(materials.data ?? []).map((m) => ({
        value: m.code,
        label: `${m.code} · ${m.description}`,
      }))}
    />
  );
}

function BranchSelect(props: Omit<ValueProps, 'detailId'>) {
  const branches = useBranches([], []);
  return (
    <FormSelect
      {...props}
      showSearch
      optionFilterProp="label"
      loading={branches.isPending}
      options={(branches.data ?? []).map((b) => ({
        value: b.code,
        label: `${b.code} · ${b.description}`,
      }))}
    />
  );
}

/** A date value: a fixed date-time or the recurrence's valid-from / valid-to / valid-to-join. */
function DateValue({ value, onChange, disabled, ...rest }: Omit<ValueProps, 'detailId'>) {
  const { t } = useTranslation();
  const mode = value && isDatePlaceholder(value) ? value : 'fixed';
  return (
    <Space.Compact style={{ width: '100%' }}>
      <FormSelect
        {...rest}
        disabled={disabled}
        style={{ minWidth: 160 }}
        value={mode}
        onChange={(next: string) => onChange?.(next === 'fixed' ? '' : next)}
        options={[
          { value: 'fixed', label: t('quest.fixedDate') },
          { value: DATE_PLACEHOLDERS.VALID_FROM, label: t('quest.validFrom') },
          { value: DATE_PLACEHOLDERS.VALID_TO, label: t('quest.validTo') },
          { value: DATE_PLACEHOLDERS.VALID_TO_JOIN, label: t('quest.validToJoin') },
        ]}
      />
      {mode === 'fixed' ? (
        <DatePicker
          aria-label={t('quest.fixedDate')}
          disabled={disabled}
          showTime={{ format: 'HH:mm' }}
          format={QUEST_DATE_TIME}
          value={value ? dayjs(value) : null}
          onChange={(d) => onChange?.(d ? d.second(0).format('YYYY-MM-DDTHH:mm:ss') : '')}
        />
      ) : null}
    </Space.Compact>
  );
}

/** The value of an operation, shaped by the detail it compares (catalogue ids of quest-rules). */
export function RuleValueInput({ detailId, ...withAria }: ValueProps) {
  // Form.Item's aria-required lands on antd Select's role-less wrapper (an axe 'critical').
  const { 'aria-required': _required, ...props } = withAria as ValueProps & {
    'aria-required'?: unknown;
  };
  switch (detailId) {
    case 1:
      return <LookupSelect name="model" {...props} />;
    case 2:
      return <MaterialSelect {...props} />;
    case 3:
      return <BranchSelect {...props} />;
    case 6:
      return <DateValue {...props} />;
    case 8:
      return <LookupSelect name="customerGroup" {...props} />;
    case 9:
      return <LookupSelect name="salesSource" {...props} />;
    default:
      return (
        <Input
          id={props.id}
          aria-label={props['aria-label']}
          value={props.value}
          disabled={props.disabled}
          maxLength={200}
          onChange={(event) => props.onChange?.(event.target.value)}
        />
      );
  }
}
