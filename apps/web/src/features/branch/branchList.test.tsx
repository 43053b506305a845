import { MASTER_API } from '@dealer/contracts/master';
import { describeSortableList } from '../../test/sortableListKit';
import { Component as BranchListPage } from './pages/BranchListPage';

describeSortableList('branch', {
  path: '/branch',
  Page: BranchListPage,
  search: MASTER_API.branch.query,
  columns: {
    'Branch Code': 'branchCode',
    'Branch Description': 'branchDescription',
    'Branch Type': 'branchTypeCode',
    Region: 'regionName',
    Phone: 'phone1',
    Status: 'isEnabled',
  },
});
