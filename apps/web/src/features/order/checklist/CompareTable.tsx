import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnswerCell } from './AnswerCell';
import type { CompareRow } from './compareSets';

interface CompareTableProps {
  rows: CompareRow[];
  /** A missing set has no column: the view says it is missing instead. */
  showBefore: boolean;
  showAfter: boolean;
}

/** One section's questions: question | before | after, changed rows tagged and tinted. */
export function CompareTable({ rows, showBefore, showAfter }: CompareTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<CompareRow> = [
    {
      key: 'question',
      title: t('checklist.question'),
      width: '34%',
      render: (_, row) => (
        <>
          {row.questionText}
          {row.changed ? (
            <>
              {' '}
              <Tag color="warning">{t('checklist.changed')}</Tag>
            </>
          ) : null}
        </>
      ),
    },
  ];
  if (showBefore) {
    columns.push({
      key: 'before',
      title: t('checklist.before'),
      render: (_, row) => <AnswerCell answer={row.before} />,
    });
  }
  if (showAfter) {
    columns.push({
      key: 'after',
      title: t('checklist.after'),
      render: (_, row) => <AnswerCell answer={row.after} />,
    });
  }
  return (
    <Table<CompareRow>
      className="checklist-compare-table"
      size="small"
      rowKey="questionId"
      columns={columns}
      dataSource={rows}
      pagination={false}
      rowClassName={(row) => (row.changed ? 'checklist-row-changed' : '')}
    />
  );
}
