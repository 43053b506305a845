import { InputNumber, Space, type InputNumberProps } from 'antd';
import type { ReactNode } from 'react';

export type NumberInputProps = Omit<
  InputNumberProps<number>,
  'min' | 'max' | 'precision' | 'addonBefore' | 'addonAfter'
> & {
  /** A unit shown before the field ("IDR"), joined to it as antd 6's Space.Compact addon. */
  addonBefore?: ReactNode;
};

/** antd 5's InputNumber addon fill (Space.Addon's is the disabled fill, twice as dark). */
const ADDON_AS_IN_ANTD_5 = { background: 'var(--ant-color-fill-alter)' };

/**
 * The console's number field. antd's InputNumber, given min, max or precision, changes what was
 * typed on blur (0 became 1, 999 became 120, latitude 200 became 90, 1.5 became 2) and the form
 * then saved it. So this one takes none of them: the field keeps what was typed, and its
 * `numberRules` say what is allowed and refuse Save. The only file that may import InputNumber
 * (eslint.config.js).
 */
export function NumberInput({ addonBefore, ...props }: NumberInputProps) {
  if (addonBefore === undefined) return <InputNumber<number> {...props} />;
  // antd 6 deprecates InputNumber's own addonBefore for Space.Compact with an addon.
  return (
    <Space.Compact block>
      <Space.Addon style={ADDON_AS_IN_ANTD_5}>{addonBefore}</Space.Addon>
      <InputNumber<number> {...props} />
    </Space.Compact>
  );
}
