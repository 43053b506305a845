import type { Reason } from '@dealer/contracts/reason';
import { useTranslation } from 'react-i18next';
import type { MasterFormConfig } from '../../../shared/kit/formTypes';
import { MasterFormPage } from '../../../shared/kit/MasterFormPage';
import { createReason, getReason, reasonKeys, updateReason } from '../api';
import { ReasonFields } from '../components/ReasonFields';
import {
  EMPTY_REASON,
  REASON_FIELDS,
  reasonValues,
  toReasonInput,
  type ReasonFormValues,
} from '../reasonForm';

function ReasonFormPage() {
  const { t } = useTranslation();
  const config: MasterFormConfig<Reason, ReasonFormValues> = {
    queryKey: reasonKeys.all,
    basePath: '/blockcancellationreason',
    titles: {
      create: t('reason.createTitle'),
      edit: t('reason.editTitle'),
      view: t('reason.viewTitle'),
      copy: t('reason.copyTitle'),
    },
    load: getReason,
    toValues: reasonValues,
    emptyValues: EMPTY_REASON,
    create: (values) => createReason(toReasonInput(values)),
    update: (values, row) => updateReason(toReasonInput(values), row),
    fieldNames: REASON_FIELDS,
    renderFields: ({ readOnly }) => <ReasonFields readOnly={readOnly} />,
  };
  return <MasterFormPage config={config} />;
}

/** Route module for blockcancellationreason/create, /edit/:id, /view/:id and /copy/:id. */
export function Component() {
  return <ReasonFormPage />;
}
