import type { Dayjs } from 'dayjs';
import { isApiError } from '../../shared/api/ApiError';
import { pickerNow } from '../../shared/time/businessTime';
import type { QuestDetail, RecurrenceItem } from '@dealer/contracts/quest';
import { EMPTY_QUEST, type FormMode, type QuestFormValues } from './questForm';

/** A new quest starts with a first window: tomorrow for a week, joining until the third day. */
export function newQuestValues(): QuestFormValues {
  // The business day's tomorrow, whatever the browser's zone (pickers hold business wall times).
  const start = pickerNow().add(1, 'day').startOf('day');
  const wire = (d: Dayjs) => d.format('YYYY-MM-DDTHH:mm:ss');
  return {
    ...EMPTY_QUEST,
    firstFrom: wire(start),
    firstTo: wire(start.add(6, 'day').hour(23).minute(59)),
    firstJoin: wire(start.add(2, 'day').hour(23).minute(59)),
  };
}

/** The recurrences a form starts with: a copy's are all new again (status 0). */
export function startingRecurrences(mode: FormMode, quest?: QuestDetail): RecurrenceItem[] {
  const stored = quest?.recurrences ?? [];
  return mode === 'copy' ? stored.map((r) => ({ ...r, recurrenceStatus: 0 })) : stored;
}

/** The changed tasks of a 409 that refused an edit of an Active quest's rules, else undefined. */
export function frozenChanges(error: unknown): string[] | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const errors = (error.body as { errors?: { field: string; message: string }[] } | undefined)
    ?.errors;
  const tasks = (errors ?? []).filter((e) => e.field.startsWith('tasks'));
  return tasks.length ? tasks.map((e) => e.message) : undefined;
}
