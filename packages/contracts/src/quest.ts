/**
 * The quest API (spec 2), one file per call group under quest/. fields.ts also holds the field
 * schemas the calls share (company, code, wire date): only the names below are public.
 */
export { RECURRENCE_TYPES, generateRecurrences, type RecurrenceType } from './quest-recurrence';
export * from './quest/api';
export * from './quest/enums';
export * from './quest/envelope';
export {
  hasLoneSurrogate,
  ZQuestDateTime,
  ZCodeDescription,
  type CodeDescriptionItem,
} from './quest/fields';
export * from './quest/list';
export * from './quest/settings';
export * from './quest/tasks';
export * from './quest/recurrences';
export * from './quest/save';
export * from './quest/detail';
export * from './quest/image';
export * from './quest/rerun';
export * from './quest/lookups';
export * from './quest/validate-setting';
export * from './quest/custom-player-search';
