import { InputNumber, type InputNumberProps } from 'antd';

export type NumberInputProps = Omit<InputNumberProps<number>, 'min' | 'max' | 'precision'>;

/**
 * The console's number field. antd's InputNumber, given min, max or precision, changes what was
 * typed on blur (0 became 1, 999 became 120, latitude 200 became 90, 1.5 became 2) and the form
 * then saved it. So this one takes none of them: the field keeps what was typed, and its
 * `numberRules` say what is allowed and refuse Save. The only file that may import InputNumber
 * (eslint.config.js).
 */
export function NumberInput(props: NumberInputProps) {
  return <InputNumber<number> {...props} />;
}
