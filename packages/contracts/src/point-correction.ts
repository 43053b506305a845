/**
 * Point correction, player points and the salesman app's points calls, one file per entity or
 * call group under point-correction/.
 */
export * from './point-correction/api';
export * from './point-correction/ledger-codes';
export * from './point-correction/envelope';
export * from './point-correction/correction';
export * from './point-correction/batches';
export * from './point-correction/pickers';
export * from './point-correction/player-points';
export * from './point-correction/salesman-app';
