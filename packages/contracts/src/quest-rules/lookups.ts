import { z } from 'zod';
import { detailsOfType, METADATA_TYPES } from './catalogue';
import { OPERATORS_BY_VALUE_TYPE } from './operators';

// --- lookups served from the catalogue (spec section 7: event types, metadata) -----------------

export const ZMetadataTypeItem = z.object({
  metadataTypeId: z.number().int(),
  metadataTypeCode: z.string(),
  metadataTypeName: z.string(),
  source: z.enum(['order', 'service']),
});
export const ZMetadataTypeDetailItem = z.object({
  metadataTypeDetailId: z.number().int(),
  metadataTypeDetailCode: z.string(),
  metadataTypeDetailName: z.string(),
  valueType: z.enum(['text', 'number', 'date']),
  operators: z.array(z.number().int()),
});

export function metadataTypeItems(): z.infer<typeof ZMetadataTypeItem>[] {
  return METADATA_TYPES.map((type) => ({
    metadataTypeId: type.id,
    metadataTypeCode: type.code,
    metadataTypeName: type.name,
    source: type.source,
  }));
}
export function metadataTypeDetailItems(typeId: number): z.infer<typeof ZMetadataTypeDetailItem>[] {
  return detailsOfType(typeId).map((detail) => ({
    metadataTypeDetailId: detail.id,
    metadataTypeDetailCode: detail.code,
    metadataTypeDetailName: detail.name,
    valueType: detail.valueType,
    operators: [...OPERATORS_BY_VALUE_TYPE[detail.valueType]],
  }));
}
