import { MASTER_API } from '@dealer/contracts/master';
import type { Question } from '@dealer/contracts/question';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusColumn, textColumn, yesNoColumn } from '../../../shared/kit/columns';
import type { MasterListConfig } from '../../../shared/kit/listTypes';
import { lookupSearchField } from '../../../shared/kit/lookupField';
import { useQuestionnaireCategories } from '../../../shared/kit/lookups';
import { masterExport, masterUpload } from '../../../shared/kit/masterConfig';
import { MasterListPage } from '../../../shared/kit/MasterListPage';
import { statusSearchField } from '../../../shared/kit/statusField';
import { bulkQuestions, questionKeys, searchQuestions, toQuestionSearch } from '../api';

function QuestionListPage() {
  const { t } = useTranslation();
  const sections = useQuestionnaireCategories();

  const config: MasterListConfig<Question> = {
    queryKey: questionKeys.all,
    title: t('question.title'),
    basePath: '/question',
    emptyText: t('question.empty'),
    copy: false,
    searchFields: [
      lookupSearchField(t, {
        name: 'sectionName',
        label: t('question.section'),
        valueType: 'string',
        lookup: sections,
        option: (s) => ({ value: s.sectionName, label: s.sectionName }),
        searchable: false,
      }),
      statusSearchField(t),
      {
        name: 'keyword',
        label: t('question.keyword'),
        valueType: 'string',
        input: <Input allowClear maxLength={100} />,
      },
    ],
    fetchPage: searchQuestions,
    export: masterExport(MASTER_API.question, toQuestionSearch, 'question.xlsx'),
    columns: [
      textColumn(t('question.section'), (row) => row.sectionName, {
        key: 'sectionName',
        sorter: true,
        width: 190,
      }),
      {
        title: t('question.sequence'),
        key: 'sequence',
        dataIndex: 'sequence',
        sorter: true,
        width: 100,
      },
      textColumn(t('question.text'), (row) => row.questionText, {
        key: 'questionText',
        sorter: true,
      }),
      textColumn(t('question.answerType'), (row) => row.questionAnswerTypeCode, {
        key: 'questionAnswerTypeCode',
        sorter: true,
        width: 130,
      }),
      yesNoColumn(t('question.mandatory'), (row) => row.isMandatory, t, {
        key: 'isMandatory',
        sorter: true,
        width: 110,
      }),
      statusColumn(t, { sorter: true }),
    ],
    rowRef: (row) => ({ id: row.questionId, version: row.version }),
    // The server labels a question's result '[#id]'.
    rowLabel: (row) => `#${row.questionId}`,
    bulk: bulkQuestions,
    upload: masterUpload(MASTER_API.question, 'question-template.xlsx'),
    scrollX: 1000,
  };
  return <MasterListPage config={config} />;
}

/** Route module for question. */
export function Component() {
  return <QuestionListPage />;
}
