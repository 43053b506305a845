import { MASTER_API } from '@dealer/contracts/master';
import { describeSortableList } from '../../test/sortableListKit';
import { Component as MappingListPage } from './pages/MappingListPage';

describeSortableList('mapping', {
  path: '/branchcluster',
  Page: MappingListPage,
  search: MASTER_API.branchCluster.command,
  columns: {
    'Cluster Code': 'clusterCode',
    'Cluster Description': 'clusterDescription',
    'Branch Code': 'branchCode',
    'Branch Description': 'branchDescription',
    Status: 'isEnabled',
  },
});
