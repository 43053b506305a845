import type { Question } from '@dealer/contracts/question';
import { useTranslation } from 'react-i18next';
import type { MasterFormConfig } from '../../../shared/kit/formTypes';
import { MasterFormPage } from '../../../shared/kit/MasterFormPage';
import { createQuestion, getQuestion, questionKeys, updateQuestion } from '../api';
import { QuestionFields } from '../components/QuestionFields';
import {
  EMPTY_QUESTION,
  QUESTION_FIELDS,
  questionValues,
  toQuestionInput,
  type QuestionFormValues,
} from '../questionForm';

function QuestionFormPage() {
  const { t } = useTranslation();
  const config: MasterFormConfig<Question, QuestionFormValues> = {
    queryKey: questionKeys.all,
    basePath: '/question',
    titles: {
      create: t('question.createTitle'),
      edit: t('question.editTitle'),
      view: t('question.viewTitle'),
      // No copy route for questions; the title is here because the kit knows four modes.
      copy: t('question.createTitle'),
    },
    load: getQuestion,
    toValues: questionValues,
    emptyValues: EMPTY_QUESTION,
    create: (values) => createQuestion(toQuestionInput(values)),
    update: (values, row) => updateQuestion(toQuestionInput(values), row),
    fieldNames: QUESTION_FIELDS,
    renderFields: ({ readOnly }) => <QuestionFields readOnly={readOnly} />,
  };
  return <MasterFormPage config={config} />;
}

/** Route module for question/create, question/edit/:id and question/view/:id. */
export function Component() {
  return <QuestionFormPage />;
}
