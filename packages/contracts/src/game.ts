/**
 * Game master data (spec 2), one file per entity under game/ (game/fields.ts holds the field
 * rules they share and is not re-exported).
 */
export * from './game/api';
export * from './game/envelope';
export * from './game/app-config';
export * from './game/price-components';
export * from './game/products';
export * from './game/podium';
export * from './game/exports';
