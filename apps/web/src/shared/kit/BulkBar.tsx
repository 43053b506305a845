import { CheckCircleOutlined, DeleteOutlined, StopOutlined } from '@ant-design/icons';
import type { BulkAction } from '@dealer/contracts/master';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface BulkBarProps {
  count: number;
  busy: BulkAction | null;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
  /** 'Select all N matching' or what it selected, after the count. */
  extra?: ReactNode;
}

/** Shown while rows are selected: the spec's three bulk actions (its English words, translated). */
export function BulkBar({ count, busy, onAction, onClear, extra }: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <Flex
      className="master-bulk-bar"
      align="center"
      gap={8}
      wrap
      role="toolbar"
      aria-label={t('master.bulkActions')}
    >
      <Typography.Text strong aria-live="polite">
        {t('master.selected', { count })}
      </Typography.Text>
      {extra}
      <Button
        icon={<CheckCircleOutlined aria-hidden />}
        loading={busy === 'Active'}
        disabled={busy !== null}
        onClick={() => onAction('Active')}
      >
        {t('master.active')}
      </Button>
      <Button
        icon={<StopOutlined aria-hidden />}
        loading={busy === 'InActive'}
        disabled={busy !== null}
        onClick={() => onAction('InActive')}
      >
        {t('master.inactive')}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        loading={busy === 'Delete'}
        disabled={busy !== null}
        onClick={() => onAction('Delete')}
      >
        {t('master.delete')}
      </Button>
      <Button type="link" onClick={onClear} disabled={busy !== null}>
        {t('master.clearSelection')}
      </Button>
    </Flex>
  );
}
