import dayjs, { type Dayjs } from 'dayjs';
import type { FilterParam, Filters } from '../../shared/kit/search';
import { currentMonth, isWireDate, WIRE_DATE } from '../../shared/time/businessTime';
import type { CampaignSearch } from './api';

/** The campaign list's route: its forms go back to it with the search it last showed. */
export const CAMPAIGN_LIST_PATH = '/campaign';

/** The list's filters in its address: ?title=…&type=PROMO&from=2026-11-01&to=2026-11-30. */
export const CAMPAIGN_FILTERS: readonly FilterParam[] = [
  { name: 'title', valueType: 'string' },
  { name: 'type', valueType: 'string' },
  { name: 'from', valueType: 'string' },
  { name: 'to', valueType: 'string' },
];

/** Spec 1 section 9: the list opens on the current month of the business zone. */
export function campaignListDefaults(): Filters {
  const month = currentMonth();
  return { from: month.startDate, to: month.endDate };
}

const text = (value: Filters[string], max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/**
 * The list call's body for the address's filters. A hand-edited link must not reach the server
 * as a refusal: a period that is not two real days is the current month, and the texts are cut
 * to what the contract takes (ZBlastMessageList).
 */
export function campaignSearchOf(filters: Filters): CampaignSearch {
  const { from, to } = filters;
  const period =
    typeof from === 'string' && isWireDate(from) && typeof to === 'string' && isWireDate(to)
      ? { from, to }
      : campaignListDefaults();
  return {
    Title: text(filters.title, 150),
    Type: text(filters.type, 40),
    PublishDateStart: String(period.from),
    PublishDateEnd: String(period.to),
  };
}

/** What the search form holds: the type '' is 'All types'; the period is one range picker. */
export interface CampaignSearchValues {
  title?: string;
  type?: string;
  period?: [Dayjs, Dayjs] | null;
}

export function campaignSearchValuesOf(filters: Filters): CampaignSearchValues {
  const search = campaignSearchOf(filters);
  return {
    title: search.Title,
    type: search.Type,
    period: [dayjs(search.PublishDateStart), dayjs(search.PublishDateEnd)],
  };
}

export function campaignFiltersOf(values: CampaignSearchValues): Filters {
  return {
    title: values.title?.trim() || undefined,
    type: values.type || undefined,
    from: values.period?.[0]?.format(WIRE_DATE),
    to: values.period?.[1]?.format(WIRE_DATE),
  };
}
