import { MASTER_API } from '@dealer/contracts/master';
import { describeSortableList } from '../../test/sortableListKit';
import { Component as QuestionListPage } from './pages/QuestionListPage';

describeSortableList('question', {
  path: '/question',
  Page: QuestionListPage,
  search: MASTER_API.question.search,
  columns: {
    Section: 'sectionName',
    Sequence: 'sequence',
    Question: 'questionText',
    'Answer Type': 'questionAnswerTypeCode',
    Mandatory: 'isMandatory',
    Status: 'isEnabled',
  },
});
