import type { UploadRowError } from '@dealer/contracts/master';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** Which rows and columns of the file are wrong (nothing was saved). */
export function UploadErrorsTable({ errors }: { errors: readonly UploadRowError[] }) {
  const { t } = useTranslation();
  return (
    <Table<UploadRowError & { index: number }>
      size="small"
      rowKey="index"
      aria-label={t('master.uploadErrors')}
      dataSource={errors.map((error, index) => ({ ...error, index }))}
      pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      columns={[
        { title: t('master.uploadRow'), dataIndex: 'row', width: 80 },
        { title: t('master.uploadColumn'), dataIndex: 'column', width: 180 },
        { title: t('master.uploadMessage'), dataIndex: 'message' },
      ]}
    />
  );
}
