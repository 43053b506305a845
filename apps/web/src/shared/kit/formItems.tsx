import { Col, Form, Select, Switch } from 'antd';
import type { FormItemProps, SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One form field in the two-column grid (one column on phones). */
export function FieldCol({
  children,
  wide = false,
  ...item
}: FormItemProps & { children: ReactNode; wide?: boolean }) {
  return (
    <Col xs={24} md={wide ? 24 : 12}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}

/** The Active / InActive switch (isEnabled) of every master form. */
export function StatusItem({ name = 'isEnabled' }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <FieldCol name={name} label={t('master.status')} valuePropName="checked">
      <Switch checkedChildren={t('master.active')} unCheckedChildren={t('master.inactive')} />
    </FieldCol>
  );
}

/** A required rule with the console's wording. */
export function useRequired() {
  const { t } = useTranslation();
  return { required: true, message: t('master.required') } as const;
}

/**
 * A Select for required form fields. Form.Item hands its control `aria-required`, which antd's
 * Select puts on its wrapper <div> (no role allows it there: an axe 'critical'); the visible
 * asterisk and the validation message carry the requirement instead.
 */
export function FormSelect<T = unknown>(props: SelectProps<T>) {
  const { 'aria-required': _required, ...rest } = props as SelectProps<T> & {
    'aria-required'?: unknown;
  };
  return <Select<T> {...rest} />;
}
