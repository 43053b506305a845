import type { Answer } from '@dealer/contracts/order-checklist';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** One side of a compared question: the answer, and its notes under it. */
export function AnswerCell({ answer }: { answer: Answer | null }) {
  const { t } = useTranslation();
  const value = answer?.answerValue.trim() ?? '';
  const notes = answer?.answerNotes.trim() ?? '';
  return (
    <>
      {value ? (
        <Typography.Text>{value}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('checklist.notAnswered')}</Typography.Text>
      )}
      {notes ? (
        <Typography.Text type="secondary" className="checklist-answer-notes">
          {t('checklist.notesValue', { notes })}
        </Typography.Text>
      ) : null}
    </>
  );
}
