import { DatePicker, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE } from '../../../shared/kit/format';
import { FieldCol, FormSelect, StatusItem, useRequired } from '../../../shared/kit/formItems';
import { useBranchesInScope } from '../../../shared/kit/lookups';
import { ColorSelect, MaterialSelect, ModelSelect, TransmissionSelect } from './CatalogueSelects';
import '../stock.css';

/** Branch, model → type → colour, transmission, numbers, STNK date, GPS dongle, status. */
export function StockFields() {
  const { t } = useTranslation();
  const required = useRequired();
  const branches = useBranchesInScope();
  return (
    <>
      <FieldCol name="branchId" label={t('branchStock.branch')} rules={[required]}>
        <FormSelect
          showSearch
          optionFilterProp="label"
          loading={branches.isPending}
          options={(branches.data ?? []).map((b) => ({
            value: b.id,
            label: `${b.branchCode} · ${b.branchDescription}`,
          }))}
        />
      </FieldCol>
      <FieldCol name="modelMaterialId" label={t('branchStock.model')} rules={[required]}>
        <ModelSelect clears={['materialId', 'modelMaterialColorId']} />
      </FieldCol>
      <FieldCol name="materialId" label={t('branchStock.type')} rules={[required]}>
        <MaterialSelect modelField="modelMaterialId" transmissionField="transmissionType" />
      </FieldCol>
      <FieldCol name="modelMaterialColorId" label={t('branchStock.color')} rules={[required]}>
        <ColorSelect modelField="modelMaterialId" />
      </FieldCol>
      <FieldCol name="transmissionType" label={t('branchStock.transmission')} rules={[required]}>
        <TransmissionSelect modelField="modelMaterialId" materialField="materialId" />
      </FieldCol>
      <FieldCol name="equipmentNo" label={t('branchStock.equipmentNo')} rules={[required]}>
        <Input maxLength={30} autoComplete="off" />
      </FieldCol>
      <FieldCol name="policeRegNo" label={t('branchStock.policeRegNo')} rules={[required]}>
        <Input maxLength={15} autoComplete="off" className="stock-plate" />
      </FieldCol>
      <FieldCol name="stnkdate" label={t('branchStock.stnkDate')} rules={[required]}>
        <DatePicker format={DISPLAY_DATE} className="stock-date" />
      </FieldCol>
      <FieldCol name="isGpsdongle" label={t('branchStock.gps')} valuePropName="checked">
        <Switch checkedChildren={t('master.yes')} unCheckedChildren={t('master.no')} />
      </FieldCol>
      <StatusItem />
    </>
  );
}
