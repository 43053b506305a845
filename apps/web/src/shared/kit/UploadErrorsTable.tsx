import { UPLOAD_ERROR_KINDS, type UploadRowError } from '@dealer/contracts/master';
import { Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Which rows and columns of the file are wrong (nothing was saved). The server checks the whole
 * file in one pass, so the list holds every class of problem at once; the tags above it count
 * each class, so a user sees at a glance that the file also has, say, two repeated codes.
 */
export function UploadErrorsTable({ errors }: { errors: readonly UploadRowError[] }) {
  const { t } = useTranslation();
  const counts = UPLOAD_ERROR_KINDS.map(
    (kind) => [kind, errors.filter((e) => e.kind === kind).length] as const,
  ).filter(([, count]) => count > 0);
  return (
    <Flex vertical gap={8}>
      {counts.length > 0 ? (
        <Flex gap={4} wrap role="list" aria-label={t('master.uploadKind')}>
          {counts.map(([kind, count]) => (
            <Tag key={kind} role="listitem" className="master-upload-kind">
              {t(`master.uploadKinds.${kind}`)}: {count}
            </Tag>
          ))}
        </Flex>
      ) : null}
      <Table<UploadRowError & { index: number }>
        size="small"
        rowKey="index"
        aria-label={t('master.uploadErrors')}
        dataSource={errors.map((error, index) => ({ ...error, index }))}
        pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 560 }}
        columns={[
          { title: t('master.uploadRow'), dataIndex: 'row', width: 64 },
          { title: t('master.uploadColumn'), dataIndex: 'column', width: 160 },
          {
            title: t('master.uploadKind'),
            dataIndex: 'kind',
            width: 150,
            render: (kind: UploadRowError['kind']) => (kind ? t(`master.uploadKinds.${kind}`) : ''),
          },
          { title: t('master.uploadMessage'), dataIndex: 'message' },
        ]}
      />
    </Flex>
  );
}
