import type { Reason, ReasonInput } from '@dealer/contracts/reason';

export interface ReasonFormValues {
  reasonCategoryId?: number;
  reasonDescription: string;
  isEnabled: boolean;
}

export const REASON_FIELDS = ['reasonCategoryId', 'reasonDescription', 'isEnabled'];

export const EMPTY_REASON: ReasonFormValues = { reasonDescription: '', isEnabled: true };

export const reasonValues = (row: Reason): ReasonFormValues => ({
  reasonCategoryId: row.reasonCategoryId,
  reasonDescription: row.reasonDescription,
  isEnabled: row.isEnabled,
});

export const toReasonInput = (values: ReasonFormValues): ReasonInput => ({
  reasonCategoryId: values.reasonCategoryId ?? 0,
  reasonDescription: values.reasonDescription.trim(),
  isEnabled: values.isEnabled,
});

/** How a reason is named in confirmations: the server labels it '[#id text]'. */
export function reasonLabel(row: Pick<Reason, 'id' | 'reasonDescription'>): string {
  const text = row.reasonDescription;
  return `#${row.id} ${text.length > 40 ? `${text.slice(0, 39)}…` : text}`;
}
