import { Tag, Tooltip, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';

/** Active / InActive (the spec's English words, translated in the other languages) as tags. */
export function StatusTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  // antd's preset tag colours are too light on their tint for WCAG AA; master.css darkens them.
  return enabled ? (
    <Tag color="success" className="master-tag">
      {t('master.active')}
    </Tag>
  ) : (
    <Tag color="error" className="master-tag">
      {t('master.inactive')}
    </Tag>
  );
}

/** The status column of every master list (`{ sorter: true }` where the server sorts by it). */
export function statusColumn<Row extends { isEnabled: boolean }>(
  t: TFunction,
  extra: Partial<TableColumnType<Row>> = {},
): TableColumnType<Row> {
  return {
    title: t('master.status'),
    dataIndex: 'isEnabled',
    key: 'isEnabled',
    width: 110,
    render: (_: unknown, row: Row) => <StatusTag enabled={row.isEnabled} />,
    ...extra,
  };
}

/** Long text cut to one line; the whole text shows on hover and focus. */
export function LongText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Tooltip title={text} placement="topLeft">
      <Typography.Text ellipsis className="master-cell-text" tabIndex={0}>
        {text}
      </Typography.Text>
    </Tooltip>
  );
}

export function textColumn<Row>(
  title: string,
  pick: (row: Row) => string | null | undefined,
  extra: Partial<TableColumnType<Row>> = {},
): TableColumnType<Row> {
  return {
    title,
    ellipsis: true,
    render: (_: unknown, row: Row) => <LongText text={pick(row)} />,
    ...extra,
  };
}

export function dateColumn<Row>(
  title: string,
  pick: (row: Row) => string | null | undefined,
  extra: Partial<TableColumnType<Row>> = {},
): TableColumnType<Row> {
  return {
    title,
    className: 'master-cell-nowrap',
    render: (_: unknown, row: Row) => formatDate(pick(row)),
    ...extra,
  };
}

export function yesNoColumn<Row>(
  title: string,
  pick: (row: Row) => boolean,
  t: TFunction,
  extra: Partial<TableColumnType<Row>> = {},
): TableColumnType<Row> {
  return {
    title,
    className: 'master-cell-nowrap',
    render: (_: unknown, row: Row) =>
      pick(row) ? (
        <Tag color="processing" className="master-tag">
          {t('master.yes')}
        </Tag>
      ) : (
        <Tag className="master-tag">{t('master.no')}</Tag>
      ),
    ...extra,
  };
}
