import type { TestDriveUnit } from '@dealer/contracts/branch-stock';
import { useTranslation } from 'react-i18next';
import type { MasterFormConfig } from '../../../shared/kit/formTypes';
import { MasterFormPage } from '../../../shared/kit/MasterFormPage';
import { createStock, getStock, stockKeys, updateStock } from '../api';
import { StockFields } from '../components/StockFields';
import {
  EMPTY_STOCK,
  STOCK_FIELDS,
  copyStockValues,
  stockValues,
  toStockInput,
  type StockFormValues,
} from '../stockForm';

function StockFormPage() {
  const { t } = useTranslation();
  const config: MasterFormConfig<TestDriveUnit, StockFormValues> = {
    queryKey: stockKeys.all,
    basePath: '/branchstock',
    titles: {
      create: t('branchStock.createTitle'),
      edit: t('branchStock.editTitle'),
      view: t('branchStock.viewTitle'),
      copy: t('branchStock.copyTitle'),
    },
    load: getStock,
    toValues: stockValues,
    copyValues: copyStockValues,
    emptyValues: EMPTY_STOCK,
    create: (values) => createStock(toStockInput(values)),
    update: (values, row) => updateStock(toStockInput(values), row),
    fieldNames: STOCK_FIELDS,
    renderFields: () => <StockFields />,
  };
  return <MasterFormPage config={config} />;
}

/** Route module for branchstock/create, /edit/:id, /view/:id and /copy/:id. */
export function Component() {
  return <StockFormPage />;
}
