/**
 * Branch content for the group's website and its public read API, one file per entity under
 * content/ (content/fields.ts holds the field schemas they share and is not re-exported).
 */
export * from './content/api';
export * from './content/hours';
export * from './content/outlets';
export * from './content/promotions';
export * from './content/news';
export * from './content/salesmen';
export * from './content/dashboard';
export * from './content/public';
