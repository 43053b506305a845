// The branch module's front door: all that other modules may import from it. The branch
// mappings and the stock list scope their rows by the same listable-branch rule.
export { branchRoutes } from './routes';
export { ALL, listableBranch, searchBranches } from './query';
