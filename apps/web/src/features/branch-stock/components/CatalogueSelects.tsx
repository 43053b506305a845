import {
  catalogueTransmission,
  TRANSMISSION_TYPES,
  type Transmission,
} from '@dealer/contracts/branch-stock';
import { Form } from 'antd';
import type { SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../shared/kit/formItems';
import { useColors, useMaterials, useModelMaterials } from '../../../shared/kit/lookups';

type Props = Omit<SelectProps<number>, 'options' | 'loading'>;

/**
 * The model → material (type) → colour cascade. Choosing another model clears the fields that
 * depend on it (their names are given), because their options belong to the old model.
 */
export function ModelSelect({ clears, onChange, ...props }: Props & { clears: string[] }) {
  const form = Form.useFormInstance();
  const models = useModelMaterials();
  return (
    <FormSelect<number>
      showSearch
      optionFilterProp="label"
      {...props}
      loading={models.isPending}
      options={(models.data ?? []).map((m) => ({
        value: m.id,
        label: `${m.modelMaterialCode} · ${m.modelMaterialDesc}`,
      }))}
      onChange={(value, option) => {
        form.setFieldsValue(Object.fromEntries(clears.map((name) => [name, undefined])));
        onChange?.(value, option);
      }}
    />
  );
}

/**
 * Materials of the model chosen in the field `modelField`. With `transmissionField`, picking a
 * type whose catalogue description states its gearbox (M/T, A/T, CVT) fills that field in.
 */
export function MaterialSelect({
  modelField,
  transmissionField,
  onChange,
  ...props
}: Props & { modelField: string; transmissionField?: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const modelId = Form.useWatch<number | undefined>(modelField);
  const materials = useMaterials(modelId);
  return (
    <FormSelect<number>
      showSearch
      optionFilterProp="label"
      placeholder={modelId === undefined ? t('branchStock.pickModelFirst') : undefined}
      {...props}
      disabled={modelId === undefined ? true : props.disabled}
      loading={modelId !== undefined && materials.isPending}
      options={(materials.data ?? []).map((m) => ({
        value: m.id,
        label: `${m.materialNumber} · ${m.materialDesc}`,
      }))}
      onChange={(value, option) => {
        const type = materials.data?.find((m) => m.id === value);
        const stated = type && catalogueTransmission(type.materialDesc);
        if (transmissionField && stated) form.setFieldValue(transmissionField, stated);
        onChange?.(value, option);
      }}
    />
  );
}

/** Manual or Automatic; the one the chosen type's catalogue description rules out is not offered. */
export function TransmissionSelect({
  modelField,
  materialField,
  ...props
}: Omit<SelectProps<Transmission>, 'options'> & { modelField: string; materialField: string }) {
  const modelId = Form.useWatch<number | undefined>(modelField);
  const materialId = Form.useWatch<number | undefined>(materialField);
  const type = useMaterials(modelId).data?.find((m) => m.id === materialId);
  const stated = type && catalogueTransmission(type.materialDesc);
  return (
    <FormSelect<Transmission>
      {...props}
      options={TRANSMISSION_TYPES.map((value) => ({
        value,
        label: value,
        disabled: stated !== undefined && stated !== value,
      }))}
    />
  );
}

/** Colours of the model chosen in the field `modelField`. */
export function ColorSelect({ modelField, ...props }: Props & { modelField: string }) {
  const { t } = useTranslation();
  const modelId = Form.useWatch<number | undefined>(modelField);
  const colors = useColors(modelId);
  return (
    <FormSelect<number>
      showSearch
      optionFilterProp="label"
      placeholder={modelId === undefined ? t('branchStock.pickModelFirst') : undefined}
      {...props}
      disabled={modelId === undefined ? true : props.disabled}
      loading={modelId !== undefined && colors.isPending}
      options={(colors.data ?? []).map((c) => ({
        value: c.id,
        label: `${c.colorCode} · ${c.colorDesc}`,
      }))}
    />
  );
}
