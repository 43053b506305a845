import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol, FormSelect, StatusItem, useRequired } from '../../../shared/kit/formItems';
import { useReasonCategories } from '../../../shared/kit/lookups';

/** Category, description, status. */
export function ReasonFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const required = useRequired();
  const categories = useReasonCategories();
  return (
    <>
      <FieldCol name="reasonCategoryId" label={t('reason.category')} rules={[required]}>
        <FormSelect
          showSearch
          optionFilterProp="label"
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({
            value: c.id,
            label: `${c.reasonCategoryCode} · ${c.description}`,
          }))}
        />
      </FieldCol>
      <StatusItem />
      <FieldCol name="reasonDescription" label={t('reason.description')} rules={[required]} wide>
        <Input.TextArea
          maxLength={300}
          autoSize={{ minRows: 2, maxRows: 5 }}
          showCount={!readOnly}
        />
      </FieldCol>
    </>
  );
}
