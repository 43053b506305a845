import { Col, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldCol, FormSelect, StatusItem, useRequired } from '../../../shared/kit/formItems';
import { useAnswerTypes, useQuestionnaireCategories } from '../../../shared/kit/lookups';
import { isTextBox, type QuestionFormValues } from '../questionForm';
import { AnswerItemsList } from './AnswerItemsList';
import '../question.css';
import { NumberInput } from '../../../shared/form/NumberInput';
import { boundsOf } from '../../../shared/form/numberBounds';
import { numberRules } from '../../../shared/form/numberRules';
import { ZQuestionInput } from '@dealer/contracts/question';

/** Section, sequence, text, answer type, flags, and the answer items (none for a text box). */
export function QuestionFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const required = useRequired();
  const sections = useQuestionnaireCategories();
  const answerTypes = useAnswerTypes();
  const form = Form.useFormInstance<QuestionFormValues>();
  const answerTypeId = Form.useWatch('questionAnswerTypeId', form);
  const notes = Form.useWatch('isNotes', form);
  const yesNo = { checkedChildren: t('master.yes'), unCheckedChildren: t('master.no') };

  return (
    <>
      <FieldCol name="sectionId" label={t('question.section')} rules={[required]}>
        <FormSelect
          loading={sections.isPending}
          options={(sections.data ?? []).map((s) => ({ value: s.sectionId, label: s.sectionName }))}
        />
      </FieldCol>
      <FieldCol
        name="sequence"
        label={t('question.sequence')}
        rules={[required, ...numberRules(boundsOf(ZQuestionInput.shape.sequence))]}
      >
        <NumberInput className="question-number" />
      </FieldCol>
      <FieldCol name="questionText" label={t('question.text')} rules={[required]} wide>
        <Input.TextArea
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 5 }}
          showCount={!readOnly}
        />
      </FieldCol>
      <FieldCol name="questionAnswerTypeId" label={t('question.answerType')} rules={[required]}>
        <FormSelect
          loading={answerTypes.isPending}
          options={(answerTypes.data ?? []).map((type) => ({
            value: type.id,
            label: type.description || type.code,
          }))}
        />
      </FieldCol>
      <FieldCol name="isMandatory" label={t('question.mandatory')} valuePropName="checked">
        <Switch {...yesNo} />
      </FieldCol>
      <FieldCol name="isNotes" label={t('question.notes')} valuePropName="checked">
        <Switch {...yesNo} />
      </FieldCol>
      <FieldCol
        name="isNotesMandatory"
        label={t('question.notesMandatory')}
        valuePropName="checked"
      >
        <Switch {...yesNo} disabled={readOnly || !notes} />
      </FieldCol>
      <StatusItem />
      {isTextBox(answerTypeId) ? null : (
        <Col span={24}>
          <AnswerItemsList readOnly={readOnly} />
        </Col>
      )}
    </>
  );
}
