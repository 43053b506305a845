import { MASTER_API } from '@dealer/contracts/master';
import type { Reason } from '@dealer/contracts/reason';
import { useTranslation } from 'react-i18next';
import { statusColumn, textColumn } from '../../../shared/kit/columns';
import type { MasterListConfig } from '../../../shared/kit/listTypes';
import { lookupSearchField } from '../../../shared/kit/lookupField';
import { useReasonCategories } from '../../../shared/kit/lookups';
import { idAndVersion, masterExport, masterUpload } from '../../../shared/kit/masterConfig';
import { MasterListPage } from '../../../shared/kit/MasterListPage';
import { statusSearchField } from '../../../shared/kit/statusField';
import { bulkReasons, reasonKeys, searchReasons, toReasonSearch } from '../api';
import { reasonLabel } from '../reasonForm';

function ReasonListPage() {
  const { t } = useTranslation();
  const categories = useReasonCategories();

  const config: MasterListConfig<Reason> = {
    queryKey: reasonKeys.all,
    title: t('reason.title'),
    basePath: '/blockcancellationreason',
    emptyText: t('reason.empty'),
    searchFields: [
      lookupSearchField(t, {
        name: 'reasonCategoryCode',
        label: t('reason.category'),
        valueType: 'string',
        lookup: categories,
        option: (c) => ({
          value: c.reasonCategoryCode,
          label: `${c.reasonCategoryCode} · ${c.description}`,
        }),
      }),
      statusSearchField(t),
    ],
    fetchPage: searchReasons,
    export: masterExport(MASTER_API.reason, toReasonSearch, 'reason.xlsx'),
    columns: [
      textColumn(
        t('reason.category'),
        (row) => `${row.reasonCategoryCode} · ${row.reasonCategoryDescription}`,
        { key: 'reasonCategoryCode', sorter: true, width: 260 },
      ),
      textColumn(t('reason.description'), (row) => row.reasonDescription, {
        key: 'reasonDescription',
        sorter: true,
      }),
      statusColumn(t, { sorter: true }),
    ],
    rowRef: idAndVersion,
    rowLabel: reasonLabel,
    bulk: bulkReasons,
    upload: masterUpload(MASTER_API.reason, 'reason-template.xlsx'),
    scrollX: 800,
  };
  return <MasterListPage config={config} />;
}

/** Route module for blockcancellationreason. */
export function Component() {
  return <ReasonListPage />;
}
