import { MASTER_API } from '@dealer/contracts/master';
import { describeSortableList } from '../../test/sortableListKit';
import { Component as ReasonListPage } from './pages/ReasonListPage';

describeSortableList('reason', {
  path: '/blockcancellationreason',
  Page: ReasonListPage,
  search: MASTER_API.reason.command,
  columns: {
    'Reason Category': 'reasonCategoryCode',
    'Reason Description': 'reasonDescription',
    Status: 'isEnabled',
  },
});
