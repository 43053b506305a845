import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSelect, useRequired } from '../../../shared/kit/formItems';
import { CLOSED, OPENING_TIME_OPTIONS, isClosed } from '../openingHours';

interface OpeningHoursItemProps {
  label: string;
  openName: string;
  closeName: string;
}

/** One day range's hours as two half-hourly selects, stored as 'HH.mm - HH.mm'. */
export function OpeningHoursItem({ label, openName, closeName }: OpeningHoursItemProps) {
  const { t } = useTranslation();
  const required = useRequired();
  const form = Form.useFormInstance();
  const open = Form.useWatch<string | undefined>(openName, form);
  const closed = isClosed(open);
  return (
    <Col xs={24} md={8}>
      <Form.Item label={label} required>
        <div className="master-hours" role="group" aria-label={label}>
          <Form.Item name={openName} noStyle rules={[required]}>
            <FormSelect
              options={[{ value: CLOSED, label: t('branch.closed') }, ...OPENING_TIME_OPTIONS]}
              placeholder={t('branch.opens')}
              aria-label={`${label} ${t('branch.opens')}`}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
          <span aria-hidden>–</span>
          <Form.Item
            name={closeName}
            noStyle
            dependencies={[openName]}
            rules={[
              { ...required, required: !closed },
              ({ getFieldValue }) => ({
                validator: (_, close?: string) => {
                  const opens = getFieldValue(openName) as string | undefined;
                  return !opens || !close || isClosed(opens) || opens < close
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('branch.closeAfterOpen')));
                },
              }),
            ]}
          >
            <FormSelect
              options={OPENING_TIME_OPTIONS}
              disabled={closed || undefined}
              placeholder={closed ? t('branch.closed') : t('branch.closes')}
              aria-label={`${label} ${t('branch.closes')}`}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
        </div>
      </Form.Item>
    </Col>
  );
}
