import { Alert, Button, Card, Descriptions, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchPreview, PlayerEffect } from '@dealer/contracts/point-correction';
import { formatDateTime } from '../../../shared/time/businessTime';
import { confirm, confirmAction, confirmSaveThese } from '../../../shared/ui/dialogs';
import { notifySuccess } from '../../../shared/ui/notify';
import { commitBatch, discardBatch, type Outcome, type Refusal } from '../api';
import { BatchStatusTag } from './BatchStatusTag';
import { pointsText, signedText } from './points';

interface PreviewCardProps {
  preview: BatchPreview;
  onChanged: (preview: BatchPreview) => void;
  onRefused: (refusal: Refusal) => void;
  onClose: () => void;
}

/**
 * The net effect of a batch per player and points type. A Previewed batch is committed (all rows
 * or none) or discarded here; when the same file was committed before, the commit asks first.
 */
export function PreviewCard({ preview, onChanged, onRefused, onClose }: PreviewCardProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'commit' | 'discard' | null>(null);
  const { batch, duplicateOf, effects, totals } = preview;
  const draft = batch.status === 'Previewed';

  const run = async (kind: 'commit' | 'discard', call: () => Promise<Outcome>, done: string) => {
    setBusy(kind);
    const outcome = await call().catch(() => null);
    setBusy(null);
    if (!outcome) return;
    if (!outcome.ok) {
      onRefused(outcome.refusal);
      return;
    }
    notifySuccess(done);
    onChanged(outcome.preview);
  };

  const commit = async () => {
    const duplicate = duplicateOf.length > 0;
    const sure = duplicate
      ? await confirm(
          t('pointCorrection.preview.confirmDuplicate', { batchId: duplicateOf[0]!.batchId }),
        )
      : await confirmSaveThese();
    if (!sure) return;
    await run(
      'commit',
      () => commitBatch(preview, duplicate),
      t('pointCorrection.preview.committed'),
    );
  };
  const discard = async () => {
    if (!(await confirmAction(t('pointCorrection.preview.discardAction')))) return;
    await run('discard', () => discardBatch(preview), t('pointCorrection.preview.discarded'));
  };

  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t('pointCorrection.preview.title', { batchId: batch.batchId })}</span>
          <BatchStatusTag status={batch.status} />
        </Flex>
      }
      extra={<Button onClick={onClose}>{t('pointCorrection.close')}</Button>}
      className="pc-preview"
    >
      <Flex vertical gap={12}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('pointCorrection.batch.file')}>
            {batch.fileName}
          </Descriptions.Item>
          <Descriptions.Item label={t('pointCorrection.batch.rows')}>
            {batch.rowCount}
          </Descriptions.Item>
          <Descriptions.Item label={t('pointCorrection.preview.players')}>
            {totals.players}
          </Descriptions.Item>
          <Descriptions.Item label={t('pointCorrection.preview.added')}>
            {pointsText(totals.added)}
          </Descriptions.Item>
          <Descriptions.Item label={t('pointCorrection.preview.deducted')}>
            {pointsText(totals.deducted)}
          </Descriptions.Item>
          <Descriptions.Item label={t('pointCorrection.batch.uploaded')}>
            {`${batch.createdBy} · ${formatDateTime(batch.createdTime)}`}
          </Descriptions.Item>
          {batch.committedTime ? (
            <Descriptions.Item label={t('pointCorrection.batch.committed')}>
              {`${batch.committedBy ?? ''} · ${formatDateTime(batch.committedTime)}`}
            </Descriptions.Item>
          ) : null}
          {batch.reversedTime ? (
            <Descriptions.Item label={t('pointCorrection.batch.reversed')}>
              {`${batch.reversedBy ?? ''} · ${formatDateTime(batch.reversedTime)} · ${batch.reversalReason ?? ''}`}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {draft && duplicateOf.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={t('pointCorrection.preview.duplicate', {
              batchId: duplicateOf[0]!.batchId,
              by: duplicateOf[0]!.committedBy ?? '',
              time: formatDateTime(duplicateOf[0]!.committedTime),
            })}
          />
        ) : null}
        {draft ? <Typography.Text>{t('pointCorrection.preview.notBooked')}</Typography.Text> : null}
        <Table<PlayerEffect>
          size="small"
          aria-label={t('pointCorrection.preview.table')}
          rowKey={(e) => `${e.playerNo}|${e.pointsType}`}
          dataSource={effects}
          pagination={effects.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 720 }}
          columns={[
            { title: t('pointCorrection.col.playerNo'), dataIndex: 'playerNo' },
            { title: t('pointCorrection.col.playerName'), dataIndex: 'playerName' },
            { title: t('pointCorrection.col.branch'), dataIndex: 'branchCode' },
            {
              title: t('pointCorrection.col.pointsType'),
              dataIndex: 'pointsType',
              render: (v: string) => t(`pointCorrection.pointsType.${v}`),
            },
            {
              title: t('pointCorrection.col.before'),
              dataIndex: 'before',
              align: 'end',
              render: pointsText,
            },
            {
              title: t('pointCorrection.col.change'),
              dataIndex: 'change',
              align: 'end',
              render: signedText,
            },
            {
              title: t('pointCorrection.col.after'),
              dataIndex: 'after',
              align: 'end',
              render: pointsText,
            },
          ]}
        />
        {draft ? (
          <Flex gap={8} justify="end">
            <Button
              loading={busy === 'discard'}
              disabled={busy !== null}
              onClick={() => void discard()}
            >
              {t('pointCorrection.preview.discard')}
            </Button>
            <Button
              type="primary"
              loading={busy === 'commit'}
              disabled={busy !== null}
              onClick={() => void commit()}
            >
              {t('pointCorrection.preview.commit')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
