import type { MasterBranch } from '@dealer/contracts/branch';
import { MASTER_API } from '@dealer/contracts/master';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColumn, textColumn } from '../../../shared/kit/columns';
import type { MasterListConfig } from '../../../shared/kit/listTypes';
import { lookupSearchField } from '../../../shared/kit/lookupField';
import { useRegions } from '../../../shared/kit/lookups';
import { idAndVersion, masterExport, masterUpload } from '../../../shared/kit/masterConfig';
import { MasterListPage } from '../../../shared/kit/MasterListPage';
import { statusSearchField } from '../../../shared/kit/statusField';
import { branchKeys, bulkBranches, searchBranches, toBranchSearch } from '../api';

function BranchListPage() {
  const { t } = useTranslation();
  const regions = useRegions();

  const config: MasterListConfig<MasterBranch> = {
    queryKey: branchKeys.all,
    title: t('branch.title'),
    basePath: '/branch',
    emptyText: t('branch.empty'),
    searchFields: [
      {
        name: 'branchCode',
        label: t('branch.code'),
        valueType: 'string',
        input: <Input allowClear maxLength={10} placeholder={t('branch.codePlaceholder')} />,
      },
      lookupSearchField(t, {
        name: 'regionCode',
        label: t('branch.region'),
        valueType: 'string',
        lookup: regions,
        option: (r) => ({ value: r.regionCode, label: `${r.regionCode} · ${r.regionName}` }),
      }),
      statusSearchField(t),
    ],
    fetchPage: searchBranches,
    export: masterExport(MASTER_API.branch, toBranchSearch, 'branch.xlsx'),
    columns: [
      {
        title: t('branch.code'),
        key: 'branchCode',
        dataIndex: 'branchCode',
        sorter: true,
        width: 120,
        className: 'master-cell-nowrap',
      },
      textColumn(t('branch.description'), (row) => row.branchDescription, {
        key: 'branchDescription',
        sorter: true,
      }),
      {
        title: t('branch.type'),
        key: 'branchTypeCode',
        dataIndex: 'branchTypeCode',
        sorter: true,
        width: 110,
      },
      textColumn(t('branch.region'), (row) => row.regionName, {
        key: 'regionName',
        sorter: true,
        width: 160,
      }),
      {
        title: t('branch.phone1'),
        key: 'phone1',
        dataIndex: 'phone1',
        sorter: true,
        width: 150,
        className: 'master-cell-nowrap',
      },
      statusColumn(t, { sorter: true }),
    ],
    rowRef: idAndVersion,
    rowLabel: (row) => row.branchCode,
    bulk: bulkBranches,
    upload: masterUpload(MASTER_API.branch, 'branch-template.xlsx'),
    scrollX: 1000,
  };
  return <MasterListPage config={config} />;
}

/** Route module for branch. */
export function Component() {
  return <BranchListPage />;
}
