import {
  QUEST_PAGE_SIZE,
  QUEST_STATUS_SEGMENTS,
  type QuestListRequest,
} from '@dealer/contracts/quest';
import dayjs, { type Dayjs } from 'dayjs';
import { listPath } from '../../shared/kit/listReturn';
import type { FilterParam, Filters } from '../../shared/kit/search';
import { isWireDate } from '../../shared/time/businessTime';
import { QUEST_DAY } from '../../shared/time/dateFormats';

type Segment = keyof typeof QUEST_STATUS_SEGMENTS;
export const QUEST_LIST_PATH = '/astraquest';

/** The status of the URL: astraquest/<segment>, or -1 (every status but Deleted). */
export function statusOfPath(pathname: string): number {
  const last = pathname.split('/').filter(Boolean).pop() as Segment | undefined;
  return last && last in QUEST_STATUS_SEGMENTS ? QUEST_STATUS_SEGMENTS[last] : -1;
}

/** The status's list: /astraquest, or /astraquest/<segment>. */
export function questListRoute(status: number): string {
  const segment = Object.entries(QUEST_STATUS_SEGMENTS).find(([, code]) => code === status)?.[0];
  return segment ? `${QUEST_LIST_PATH}/${segment}` : QUEST_LIST_PATH;
}

/** The list's filters in its address; the status is in its path (one menu entry per status). */
export const QUEST_FILTERS: readonly FilterParam[] = [
  { name: 'questName', valueType: 'string' },
  { name: 'keyword', valueType: 'string' },
  { name: 'createdFrom', valueType: 'string' },
  { name: 'createdTo', valueType: 'string' },
  { name: 'publishedFrom', valueType: 'string' },
  { name: 'publishedTo', valueType: 'string' },
];

const text = (value: Filters[string], max: number) =>
  (typeof value === 'string' ? value.trim().slice(0, max) : '') || undefined;
// A hand-edited day must not reach the server as a refusal: it is left out.
const day = (value: Filters[string]) =>
  typeof value === 'string' && isWireDate(value) ? value : undefined;

/** The search of the list's address, as the list call and its export take it (no page). */
export function questSearchOf(filters: Filters, status: number): QuestListRequest {
  return {
    status,
    questName: text(filters.questName, 200),
    keyword: text(filters.keyword, 100),
    createdTimeFrom: day(filters.createdFrom),
    createdTimeTo: day(filters.createdTo),
    publishedTimeFrom: day(filters.publishedFrom),
    publishedTimeTo: day(filters.publishedTo),
  };
}

/** One page of that search: the call pages by skip/limit, QUEST_PAGE_SIZE quests at a time. */
export function questPageOf(search: QuestListRequest, page: number): QuestListRequest {
  return { ...search, skip: (page - 1) * QUEST_PAGE_SIZE, limit: QUEST_PAGE_SIZE };
}

/** What the search form holds. Quest filters are shown as they are sent: YYYY-MM-DD. */
export interface QuestSearchValues {
  questName?: string;
  keyword?: string;
  created?: [Dayjs, Dayjs] | null;
  published?: [Dayjs, Dayjs] | null;
}

const range = (from: Filters[string], to: Filters[string]): [Dayjs, Dayjs] | null => {
  const start = day(from);
  const end = day(to);
  return start && end ? [dayjs(start, QUEST_DAY), dayjs(end, QUEST_DAY)] : null;
};

export function questSearchValuesOf(filters: Filters): QuestSearchValues {
  return {
    questName: text(filters.questName, 200),
    keyword: text(filters.keyword, 100),
    created: range(filters.createdFrom, filters.createdTo),
    published: range(filters.publishedFrom, filters.publishedTo),
  };
}

export function questFiltersOf(values: QuestSearchValues): Filters {
  return {
    questName: values.questName?.trim() || undefined,
    keyword: values.keyword?.trim() || undefined,
    createdFrom: values.created?.[0]?.format(QUEST_DAY),
    createdTo: values.created?.[1]?.format(QUEST_DAY),
    publishedFrom: values.published?.[0]?.format(QUEST_DAY),
    publishedTo: values.published?.[1]?.format(QUEST_DAY),
  };
}

/** The quest list the user last saw in this tab (its status's path and search), or the plain list. */
export const questListPath = (): string => listPath(QUEST_LIST_PATH);
