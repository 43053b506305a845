import { Radio, type RadioGroupProps } from 'antd';

type AriaState = boolean | 'true' | 'false';

interface RadioGroupFieldProps extends Omit<RadioGroupProps, 'id'> {
  /** The field's label, naming the group for assistive technology. */
  label: string;
  // What a Form.Item gives its control: its id and its required, invalid and help state.
  id?: string;
  'aria-required'?: AriaState;
  'aria-invalid'?: AriaState;
  'aria-describedby'?: string;
}

/**
 * A radio group as a form field. antd's Radio.Group renders a plain div and passes the Form.Item's
 * aria-required onto it, which a div without a role may not carry (axe: critical
 * aria-allowed-attr, the price component form of issue 35); here the wrapper is the radiogroup,
 * named by the field's label, and carries the field's id and state.
 */
export function RadioGroupField({
  label,
  id,
  'aria-required': required,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  ...group
}: RadioGroupFieldProps) {
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    >
      <Radio.Group {...group} />
    </div>
  );
}
