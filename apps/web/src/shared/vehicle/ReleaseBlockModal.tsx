import type { BlockageDetail } from '@dealer/contracts/branch-stock';
import { Modal, Table, Typography } from 'antd';
import type { RadioProps, TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError';
import { formatDate } from '../kit/format';
import { confirmAction } from '../ui/dialogs';
import { notifyResult } from '../ui/notify';
import { blockPeriod } from './blockPeriod';
import { releaseBlock } from './releaseBlock';
import './vehicle.css';

export interface ReleaseBlockModalProps {
  open: boolean;
  /** Whose blocks these are, shown at the top, e.g. 'B 1101 TDA · Avanza'. */
  unitLabel: string;
  /** The unit's open blocks (current and coming), as the unit list answers them. */
  blockages: readonly BlockageDetail[];
  onClose: () => void;
  /** After the server freed the block: refresh what shows the unit. */
  onReleased: () => void;
}

/**
 * The release-block popup: the unit's open blocks with their period, reason and notes; the user
 * picks one, confirms 'Are you sure?', and it is freed with releaseblock {Id: the block's id}.
 */
export function ReleaseBlockModal({
  open,
  unitLabel,
  blockages,
  onClose,
  onReleased,
}: ReleaseBlockModalProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);

  // Every opening starts afresh; with one block there is nothing to choose. Adjusted while
  // rendering when the popup opens or its blocks change (not in an effect).
  const [startedFor, setStartedFor] = useState<{ open: boolean; blockages: unknown }>({
    open: false,
    blockages: undefined,
  });
  if (startedFor.open !== open || startedFor.blockages !== blockages) {
    setStartedFor({ open, blockages });
    if (open) setChosen(blockages.length === 1 ? blockages[0]?.id : undefined);
  }

  const release = async () => {
    const block = blockages.find((b) => b.id === chosen);
    if (!block) return;
    if (!(await confirmAction(t('vehicles.release.confirm', { period: blockPeriod(block) }))))
      return;
    setBusy(true);
    try {
      notifyResult(await releaseBlock(block.id));
      onReleased();
      onClose();
    } catch (error) {
      // The client has shown the failure (e.g. already released); the popup stays open.
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<BlockageDetail> = [
    {
      title: t('vehicles.release.start'),
      key: 'start',
      className: 'vehicle-nowrap',
      render: (_: unknown, b) => formatDate(b.blockStartDate),
    },
    {
      title: t('vehicles.release.end'),
      key: 'end',
      className: 'vehicle-nowrap',
      render: (_: unknown, b) => formatDate(b.blockEndDate),
    },
    { title: t('vehicles.release.reason'), key: 'reason', dataIndex: 'reasonDescription' },
    {
      title: t('vehicles.release.notes'),
      key: 'notes',
      render: (_: unknown, b) => b.blockNotes ?? '',
    },
  ];

  return (
    <Modal
      open={open}
      title={t('vehicles.release.title')}
      okText={t('vehicles.release.submit')}
      cancelText={t('vehicles.cancel')}
      okButtonProps={{ disabled: chosen === undefined }}
      confirmLoading={busy}
      onOk={() => void release()}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      className="vehicle-modal"
    >
      <Typography.Paragraph className="vehicle-modal__unit">
        <Typography.Text type="secondary">{t('vehicles.block.unit')}: </Typography.Text>
        <Typography.Text strong>{unitLabel}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>{t('vehicles.release.pick')}</Typography.Paragraph>
      <Table<BlockageDetail>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={[...blockages]}
        pagination={false}
        locale={{ emptyText: t('vehicles.release.none') }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: chosen === undefined ? [] : [chosen],
          onChange: (keys) => setChosen(keys[0] === undefined ? undefined : Number(keys[0])),
          // antd passes unknown props on to the <input>; its type omits aria-label.
          getCheckboxProps: (b) =>
            ({
              'aria-label': t('vehicles.release.select', { period: blockPeriod(b) }),
            }) as unknown as RadioProps,
        }}
        onRow={(b) => ({ onClick: () => setChosen(b.id) })}
        rowClassName="vehicle-release__row"
      />
    </Modal>
  );
}
