import { allowsSeveralAnswers, type ChecklistQuestion } from '@dealer/contracts/order-checklist';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_MAX_LENGTH,
  fieldKey,
  isTextBox,
  notesRule,
  type AnswerFields,
} from './checklistForm';
import { ItemChecks } from './ItemChecks';
import { ItemChoice } from './ItemChoice';

/**
 * One question: its radio group, its checkboxes (a multi-select question) or text area, and the
 * notes field when the answer takes notes.
 */
export function QuestionField({ question }: { question: ChecklistQuestion }) {
  const { t } = useTranslation();
  const key = fieldKey(question.questionId);
  // Re-renders this question alone when its answer changes (the notes rule follows the item).
  const fields = Form.useWatch([key]) as AnswerFields | undefined;
  const notes = notesRule(question, fields);
  const named = { question: question.questionText };
  const tooLong = {
    max: ANSWER_MAX_LENGTH,
    message: t('checklist.tooLong', { max: ANSWER_MAX_LENGTH }),
  };
  const labelId = `checklist-${key}-label`;

  return (
    <div className="checklist-question">
      {isTextBox(question) ? (
        <Form.Item
          name={[key, 'value']}
          label={question.questionText}
          required={question.isMandatory}
          rules={[
            {
              required: question.isMandatory,
              whitespace: true,
              message: t('checklist.answerRequired', named),
            },
            tooLong,
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={ANSWER_MAX_LENGTH} />
        </Form.Item>
      ) : allowsSeveralAnswers(question) ? (
        <Form.Item
          name={[key, 'itemIds']}
          label={<span id={labelId}>{question.questionText}</span>}
          required={question.isMandatory}
          extra={t('order.checklist.chooseSeveral')}
          rules={[
            {
              required: question.isMandatory,
              type: 'array',
              min: question.isMandatory ? 1 : 0,
              message: t('checklist.answerRequired', named),
            },
          ]}
        >
          <ItemChecks items={question.answerItems} labelledBy={labelId} />
        </Form.Item>
      ) : (
        <Form.Item
          name={[key, 'itemId']}
          label={<span id={labelId}>{question.questionText}</span>}
          required={question.isMandatory}
          rules={[
            { required: question.isMandatory, message: t('checklist.answerRequired', named) },
          ]}
        >
          <ItemChoice items={question.answerItems} name={key} labelledBy={labelId} />
        </Form.Item>
      )}
      {notes.shown ? (
        <Form.Item
          // A new field when the rule flips, so a 'needs notes' error of the previous item goes.
          key={notes.required ? 'notes-required' : 'notes-optional'}
          name={[key, 'notes']}
          label={t('checklist.notes')}
          required={notes.required}
          rules={[
            {
              required: notes.required,
              whitespace: true,
              message: t('checklist.notesRequired', named),
            },
            tooLong,
          ]}
        >
          <Input.TextArea
            aria-label={t('checklist.notesFor', named)}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={ANSWER_MAX_LENGTH}
          />
        </Form.Item>
      ) : null}
    </div>
  );
}
