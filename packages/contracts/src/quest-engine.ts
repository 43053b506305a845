/**
 * The quest engine's wire, one file per call group under quest-engine/ (quest-engine/fields.ts
 * holds the player number the calls share and is not re-exported).
 */
export * from './quest-engine/api';
export * from './quest-engine/events';
export * from './quest-engine/salesman-app';
export * from './quest-engine/backtest';
export * from './quest-engine/why';
export * from './quest-engine/podium';
export * from './quest-engine/versions';
