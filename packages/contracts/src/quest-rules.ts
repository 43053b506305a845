import { z } from 'zod';
import { id, list, trimmed } from './bounds';

/**
 * The rules of a quest task (spec 2 section 3: `rules[{metadataTypeId, rulename,
 * operation[{metadataTypeDetailId, operators, value}]}]`) and the catalogue of what the quest
 * engine can score: the event types (the spec's "metadata types": one rule picks one of them) and
 * their details (the fields an operation compares).
 *
 * Meaning of a task's rules: an event counts for the task when it matches ANY of the rules; an
 * event matches a rule when its type is the rule's metadata type and EVERY operation holds (a rule
 * without operations counts every event of its type). A detail the event does not carry never
 * holds, whatever the operator (also "not equal"). The engine compiles this one structure two
 * ways, to a JavaScript check for a live event and to a SQL predicate over stored events, and a
 * test proves that both agree.
 */

// --- operators ----------------------------------------------------------------------------------

export const RULE_OPERATORS = {
  EQUALS: 1,
  LESSER_THAN: 2,
  GREATER_THAN: 3,
  LESSER_OR_EQUALS: 4,
  GREATER_OR_EQUALS: 5,
  NOT_EQUAL: 6,
  CONTAINS: 7,
} as const;
export type RuleOperatorName = keyof typeof RULE_OPERATORS;
export type RuleOperator = (typeof RULE_OPERATORS)[RuleOperatorName];

/** English labels of operators 1-7, as the spec names them (the console translates). */
export const RULE_OPERATOR_LABELS: Readonly<Record<RuleOperator, string>> = {
  1: 'equals',
  2: 'lesser than',
  3: 'greater than',
  4: 'lesser or equals',
  5: 'greater or equals',
  6: 'not equal',
  7: 'contains',
};
export const RULE_OPERATOR_CODES = Object.values(RULE_OPERATORS) as RuleOperator[];

/**
 * What a detail holds decides the operators it admits: text compares exactly (case-sensitive) or
 * by substring; ordering text is refused because JavaScript and PostgreSQL collations order it
 * differently. Numbers are integers (amounts in IDR). A date is a date-time.
 */
export type DetailValueType = 'text' | 'number' | 'date';

export const OPERATORS_BY_VALUE_TYPE: Readonly<Record<DetailValueType, readonly RuleOperator[]>> = {
  text: [1, 6, 7],
  number: [1, 2, 3, 4, 5, 6],
  date: [1, 2, 3, 4, 5, 6],
};

// --- catalogue ----------------------------------------------------------------------------------

/**
 * Details an event can carry. `key` is the field name in an event's `details` (and in the stored
 * event's JSON); EVENT_DATE is the event's own time (`occurredAt`), not a detail sent apart.
 */
export const METADATA_TYPE_DETAILS = [
  { id: 1, code: 'MODEL', key: 'model', name: 'Model', valueType: 'text' },
  { id: 2, code: 'MATERIAL', key: 'material', name: 'Material', valueType: 'text' },
  { id: 3, code: 'BRANCH', key: 'branch', name: 'Branch', valueType: 'text' },
  { id: 4, code: 'CUSTOMER_CITY', key: 'customerCity', name: 'Customer city', valueType: 'text' },
  { id: 5, code: 'ORDER_TYPE', key: 'orderType', name: 'Order type', valueType: 'text' },
  { id: 6, code: 'EVENT_DATE', key: 'occurredAt', name: 'Event date', valueType: 'date' },
  { id: 7, code: 'LOCATION_TYPE', key: 'locationType', name: 'Location type', valueType: 'text' },
  {
    id: 8,
    code: 'CUSTOMER_GROUP',
    key: 'customerGroup',
    name: 'Customer group',
    valueType: 'text',
  },
  { id: 9, code: 'SALES_SOURCE', key: 'salesSource', name: 'Sales source', valueType: 'text' },
  { id: 10, code: 'AMOUNT', key: 'amount', name: 'Amount (IDR)', valueType: 'number' },
] as const satisfies readonly {
  id: number;
  code: string;
  key: string;
  name: string;
  valueType: DetailValueType;
}[];
export type MetadataTypeDetail = (typeof METADATA_TYPE_DETAILS)[number];
export type MetadataTypeDetailCode = MetadataTypeDetail['code'];
/** Keys of `details` (every detail but the event date, which is the event's time). */
export type EventDetailKey = Exclude<MetadataTypeDetail['key'], 'occurredAt'>;

const ORDER_DETAILS = [1, 2, 3, 4, 5, 6, 7] as const;
const SALES_DETAILS = [1, 2, 3, 4, 6, 8, 9, 10] as const;

/**
 * Event types (metadata types). The first four are recorded by the order workflow itself, in the
 * move's transaction; the others come from the group's sales and delivery systems through the
 * service endpoint. `source` tells which.
 */
export const METADATA_TYPES = [
  {
    id: 1,
    code: 'ORDER_ASSIGNED',
    name: 'Test-drive order assigned',
    source: 'order',
    detailIds: ORDER_DETAILS,
  },
  {
    id: 2,
    code: 'ORDER_CLAIMED',
    name: 'Test-drive order claimed',
    source: 'order',
    detailIds: ORDER_DETAILS,
  },
  {
    id: 3,
    code: 'TEST_DRIVE_COMPLETED',
    name: 'Test drive completed',
    source: 'order',
    detailIds: ORDER_DETAILS,
  },
  {
    id: 4,
    code: 'ORDER_COMPLETED',
    name: 'Test-drive order completed',
    source: 'order',
    detailIds: ORDER_DETAILS,
  },
  {
    id: 5,
    code: 'VEHICLE_SOLD',
    name: 'Vehicle sold',
    source: 'service',
    detailIds: SALES_DETAILS,
  },
  {
    id: 6,
    code: 'VEHICLE_DELIVERED',
    name: 'Vehicle delivered',
    source: 'service',
    detailIds: SALES_DETAILS,
  },
] as const satisfies readonly {
  id: number;
  code: string;
  name: string;
  source: 'order' | 'service';
  detailIds: readonly number[];
}[];
export type MetadataType = (typeof METADATA_TYPES)[number];
export type MetadataTypeCode = MetadataType['code'];
export type MetadataTypeId = MetadataType['id'];

export const METADATA_TYPE_IDS = Object.fromEntries(
  METADATA_TYPES.map((type) => [type.code, type.id]),
) as { [K in MetadataTypeCode]: Extract<MetadataType, { code: K }>['id'] };

export function metadataTypeById(typeId: number): MetadataType | undefined {
  return METADATA_TYPES.find((type) => type.id === typeId);
}
export function metadataTypeByCode(code: string): MetadataType | undefined {
  return METADATA_TYPES.find((type) => type.code === code);
}
export function detailById(detailId: number): MetadataTypeDetail | undefined {
  return METADATA_TYPE_DETAILS.find((detail) => detail.id === detailId);
}
/** The details of a type, in catalogue order (what the metadata lookup answers). */
export function detailsOfType(typeId: number): MetadataTypeDetail[] {
  const type = metadataTypeById(typeId);
  if (!type) return [];
  return METADATA_TYPE_DETAILS.filter((detail) =>
    (type.detailIds as readonly number[]).includes(detail.id),
  );
}

// --- values -------------------------------------------------------------------------------------

/**
 * A date value is a fixed date-time in the business time zone, as the spec sends recurrences
 * (`YYYY-MM-DDTHH:mm:ss`), or a placeholder the engine replaces with the recurrence's own dates.
 */
export const DATE_PLACEHOLDERS = {
  VALID_FROM: '@validFrom',
  VALID_TO: '@validTo',
  VALID_TO_JOIN: '@validToJoin',
} as const;
export type DatePlaceholder = (typeof DATE_PLACEHOLDERS)[keyof typeof DATE_PLACEHOLDERS];
export const DATE_PLACEHOLDER_VALUES = Object.values(DATE_PLACEHOLDERS) as DatePlaceholder[];
export const FIXED_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

export function isDatePlaceholder(value: string): value is DatePlaceholder {
  return (DATE_PLACEHOLDER_VALUES as string[]).includes(value);
}

/** A real calendar date-time written YYYY-MM-DDTHH:mm:ss (no 31 February, no hour 24). */
export function isFixedDateTime(value: string): boolean {
  const match = FIXED_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Integers only (IDR amounts), within JavaScript's exact range so both sides compare alike. */
export const NUMBER_VALUE = /^-?\d{1,15}$/;

/** Why a value does not fit its detail, or undefined when it does. */
export function valueProblem(valueType: DetailValueType, value: string): string | undefined {
  if (value.length === 0) return 'value is required';
  if (valueType === 'number' && !NUMBER_VALUE.test(value))
    return 'value must be a whole number (at most 15 digits)';
  if (valueType === 'date' && !isDatePlaceholder(value) && !isFixedDateTime(value))
    return `value must be a date-time YYYY-MM-DDTHH:mm:ss or one of ${DATE_PLACEHOLDER_VALUES.join(', ')}`;
  return undefined;
}

// --- the rule structure -------------------------------------------------------------------------

export const RULE_BOUNDS = {
  rulesPerTask: 10,
  operationsPerRule: 20,
  rulename: 100,
  value: 200,
} as const;

export const ZRuleOperation = z.object({
  metadataTypeDetailId: id('metadataTypeDetailId is required'),
  /** 1-7, see RULE_OPERATORS. */
  operators: z.number().int().min(1, 'operators must be 1 to 7').max(7, 'operators must be 1 to 7'),
  value: trimmed(RULE_BOUNDS.value, `value has at most ${RULE_BOUNDS.value} characters`),
});
export type RuleOperation = z.infer<typeof ZRuleOperation>;

/** One rule: an event type and the operations its details must pass. Checked against the catalogue. */
export const ZRule = z
  .object({
    metadataTypeId: id('metadataTypeId is required'),
    rulename: trimmed(
      RULE_BOUNDS.rulename,
      `rulename has at most ${RULE_BOUNDS.rulename} characters`,
    ).default(''),
    operation: list(ZRuleOperation, RULE_BOUNDS.operationsPerRule).default([]),
  })
  .superRefine((rule, ctx) => {
    const type = metadataTypeById(rule.metadataTypeId);
    if (!type) {
      ctx.addIssue({
        code: 'custom',
        path: ['metadataTypeId'],
        message: `unknown metadata type ${rule.metadataTypeId}`,
      });
      return;
    }
    rule.operation.forEach((operation, index) => {
      const detail = detailById(operation.metadataTypeDetailId);
      if (!detail || !(type.detailIds as readonly number[]).includes(detail.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['operation', index, 'metadataTypeDetailId'],
          message: `metadata type detail ${operation.metadataTypeDetailId} is not a detail of ${type.code}`,
        });
        return;
      }
      const operator = operation.operators as RuleOperator;
      if (!OPERATORS_BY_VALUE_TYPE[detail.valueType].includes(operator)) {
        ctx.addIssue({
          code: 'custom',
          path: ['operation', index, 'operators'],
          message: `${detail.name} does not admit '${RULE_OPERATOR_LABELS[operator]}'`,
        });
        return;
      }
      const problem = valueProblem(detail.valueType, operation.value);
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['operation', index, 'value'], message: problem });
    });
  });
export type Rule = z.infer<typeof ZRule>;

/** The rules of one task: at least one (a task that counts nothing could never be completed). */
export const ZTaskRules = list(ZRule, RULE_BOUNDS.rulesPerTask).min(
  1,
  'a task needs at least one rule',
);
export type TaskRules = z.infer<typeof ZTaskRules>;

/** Task type (spec 2 section 3): Potential = 1, Task = 2. */
export const TASK_TYPES = { POTENTIAL: 1, TASK: 2 } as const;

/** The recurrence dates the placeholders stand for (instants). */
export interface RecurrenceDates {
  validFrom: Date;
  validTo: Date;
  validToJoin: Date;
}

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
