import type { Exclusion } from '@dealer/contracts/quest-engine';
import { detailById, metadataTypeById } from '@dealer/contracts/quest-rules';
import type { TFunction } from 'i18next';

/** What excluded an event, in words: the window, the type, or the failing operation. */
export function describeExclusion(t: TFunction, excludedBy: Exclusion): string {
  if (excludedBy.kind === 'window') return t('questEngine.excludedWindow');
  if (excludedBy.kind === 'type') return t('questEngine.excludedType');
  if (excludedBy.kind === 'notScored') return t('questEngine.excludedNotScored');
  if (excludedBy.kind === 'outsideQuest') return t('questEngine.excludedOutsideQuest');
  const detail = detailById(excludedBy.metadataTypeDetailId ?? 0);
  return t('questEngine.excludedOperation', {
    rule: excludedBy.rulename ?? '',
    detail: detail ? t(`questEngine.detailNames.${detail.code}`) : '',
    operator: t(`questEngine.operators.${excludedBy.operators ?? 1}`),
    value: excludedBy.value ?? '',
    actual: excludedBy.actual === null ? t('questEngine.nothing') : String(excludedBy.actual),
  });
}

export function typeName(t: TFunction, metadataTypeId: number): string {
  const type = metadataTypeById(metadataTypeId);
  return type ? t(`questEngine.types.${type.code}`) : String(metadataTypeId);
}

/** An event's details as 'key: value' pairs, one line. */
export function detailsText(details: Record<string, string | number>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');
}
