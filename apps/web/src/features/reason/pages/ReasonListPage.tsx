import { MASTER_API } from '@dealer/contracts/master';
import type { Reason } from '@dealer/contracts/reason';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColumn, textColumn } from '../../../shared/kit/columns';
import type { MasterListConfig } from '../../../shared/kit/listTypes';
import { useReasonCategories } from '../../../shared/kit/lookups';
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
      {
        name: 'reasonCategoryCode',
        label: t('reason.category'),
        valueType: 'string',
        input: (
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('master.all')}
            loading={categories.isPending}
            options={(categories.data ?? []).map((c) => ({
              value: c.reasonCategoryCode,
              label: `${c.reasonCategoryCode} · ${c.description}`,
            }))}
          />
        ),
      },
      statusSearchField(t),
    ],
    fetchPage: searchReasons,
    export: {
      path: MASTER_API.reason.export,
      body: toReasonSearch,
      fileName: 'reason.xlsx',
    },
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
    rowRef: (row) => ({ id: row.id, version: row.version }),
    rowLabel: reasonLabel,
    bulk: bulkReasons,
    upload: {
      path: MASTER_API.reason.upload,
      template: MASTER_API.reason.template,
      templateName: 'reason-template.xlsx',
    },
    scrollX: 800,
  };
  return <MasterListPage config={config} />;
}

/** Route module for blockcancellationreason. */
export function Component() {
  return <ReasonListPage />;
}
