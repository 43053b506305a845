import { sql, type SQL } from 'drizzle-orm';
import {
  DATE_PLACEHOLDERS,
  detailById,
  isDatePlaceholder,
  type DetailValueType,
  type RecurrenceDates,
  type Rule,
} from '@dealer/contracts/quest-rules';
import type { Exclusion } from '@dealer/contracts/quest-engine';
import { questInstant } from './time';

/** An event as both compiled forms see it: its type, its time and its details. */
export interface EngineEvent {
  metadataTypeId: number;
  occurredAt: Date;
  data: Record<string, string | number>;
}

/** The columns of a stored event the SQL form compares (quest_event by default). */
export interface EventColumns {
  metadataTypeId: SQL;
  occurredAt: SQL;
  data: SQL;
}

export const QUEST_EVENT_COLUMNS: EventColumns = {
  metadataTypeId: sql`quest_event.metadata_type_id`,
  occurredAt: sql`quest_event.occurred_at`,
  data: sql`quest_event.data`,
};

/** One operation, its value resolved (a date to an instant, a number to a number). */
interface Check {
  detailId: number;
  key: string;
  valueType: DetailValueType;
  operator: number;
  raw: string;
  text: string;
  number: number;
}

interface CompiledRule {
  index: number;
  rule: Rule;
  metadataTypeId: number;
  checks: Check[];
}

/** A task's rules, compiled once per recurrence: a JS check, a SQL predicate and an explanation. */
export interface CompiledTask {
  /** Does the event count for the task (rules only; the window and the player are apart)? */
  matches(event: EngineEvent): boolean;
  /** The same test as a SQL boolean over stored events (never NULL). */
  where(columns?: EventColumns): SQL;
  /** Why the event does not count (the closest rule's first failing operation), null if it does. */
  explain(event: EngineEvent): Exclusion | null;
}

function resolveDate(value: string, dates: RecurrenceDates | undefined, timeZone: string): Date {
  if (isDatePlaceholder(value)) {
    if (!dates) throw new Error(`date placeholder ${value} needs a recurrence`);
    if (value === DATE_PLACEHOLDERS.VALID_FROM) return dates.validFrom;
    if (value === DATE_PLACEHOLDERS.VALID_TO) return dates.validTo;
    return dates.validToJoin;
  }
  return questInstant(value, timeZone);
}

function compileCheck(
  operation: Rule['operation'][number],
  dates: RecurrenceDates | undefined,
  timeZone: string,
): Check {
  const detail = detailById(operation.metadataTypeDetailId);
  if (!detail) throw new Error(`unknown metadata type detail ${operation.metadataTypeDetailId}`);
  const check: Check = {
    detailId: detail.id,
    key: detail.key,
    valueType: detail.valueType,
    operator: operation.operators,
    raw: operation.value,
    text: operation.value,
    number: Number.NaN,
  };
  if (detail.valueType === 'number') check.number = Number(operation.value);
  if (detail.valueType === 'date') {
    const instant = resolveDate(operation.value, dates, timeZone);
    check.number = instant.getTime();
    check.text = instant.toISOString();
  }
  return check;
}

function compare(operator: number, left: number | string, right: number | string): boolean {
  switch (operator) {
    case 1:
      return left === right;
    case 2:
      return left < right;
    case 3:
      return left > right;
    case 4:
      return left <= right;
    case 5:
      return left >= right;
    case 6:
      return left !== right;
    case 7:
      return typeof left === 'string' && typeof right === 'string' && left.includes(right);
    default:
      return false;
  }
}

/** What the event carries for the check's detail, or undefined when it carries nothing usable. */
function actualOf(check: Check, event: EngineEvent): string | number | undefined {
  if (check.valueType === 'date') return event.occurredAt.getTime();
  const value = event.data[check.key];
  if (check.valueType === 'number') return typeof value === 'number' ? value : undefined;
  return typeof value === 'string' ? value : undefined;
}

function holds(check: Check, event: EngineEvent): boolean {
  const actual = actualOf(check, event);
  if (actual === undefined) return false;
  return compare(check.operator, actual, check.valueType === 'text' ? check.text : check.number);
}

const SQL_OPERATOR: Record<number, string> = {
  1: '=',
  2: '<',
  3: '>',
  4: '<=',
  5: '>=',
  6: '<>',
};

function checkSql(check: Check, columns: EventColumns): SQL {
  if (check.valueType === 'date') {
    const op = sql.raw(SQL_OPERATOR[check.operator]!);
    return sql`(${columns.occurredAt} ${op} ${check.text}::timestamptz)`;
  }
  const field = sql`(${columns.data} ->> ${check.key}::text)`;
  const typed = sql`jsonb_typeof(${columns.data} -> ${check.key}::text)`;
  if (check.valueType === 'number') {
    const op = sql.raw(SQL_OPERATOR[check.operator]!);
    return sql`(${typed} = 'number' and ${field}::numeric ${op} ${check.raw}::numeric)`;
  }
  if (check.operator === 7)
    return sql`(${typed} = 'string' and strpos(${field}, ${check.text}::text) > 0)`;
  const op = sql.raw(SQL_OPERATOR[check.operator]!);
  return sql`(${typed} = 'string' and ${field} ${op} ${check.text}::text)`;
}

/**
 * Compiles a task's rules for one recurrence (the dates its placeholders stand for; none for a
 * backtest window without placeholders). An event counts when ANY rule matches; a rule matches
 * when the event has its type and EVERY operation holds.
 */
export function compileTask(
  rules: Rule[],
  dates: RecurrenceDates | undefined,
  timeZone: string,
): CompiledTask {
  const compiled: CompiledRule[] = rules.map((rule, index) => ({
    index,
    rule,
    metadataTypeId: rule.metadataTypeId,
    checks: (rule.operation ?? []).map((operation) => compileCheck(operation, dates, timeZone)),
  }));
  return {
    matches(event) {
      return compiled.some(
        (rule) =>
          rule.metadataTypeId === event.metadataTypeId &&
          rule.checks.every((check) => holds(check, event)),
      );
    },
    where(columns = QUEST_EVENT_COLUMNS) {
      if (compiled.length === 0) return sql`false`;
      const ors = compiled.map((rule) => {
        const parts = [
          sql`${columns.metadataTypeId} = ${rule.metadataTypeId}::integer`,
          ...rule.checks.map((check) => checkSql(check, columns)),
        ];
        return sql`(${sql.join(parts, sql` and `)})`;
      });
      return sql`coalesce((${sql.join(ors, sql` or `)}), false)`;
    },
    explain(event) {
      let best: { rule: CompiledRule; failing: Check[] } | undefined;
      for (const rule of compiled) {
        if (rule.metadataTypeId !== event.metadataTypeId) continue;
        const failing = rule.checks.filter((check) => !holds(check, event));
        if (failing.length === 0) return null;
        if (!best || failing.length < best.failing.length) best = { rule, failing };
      }
      if (!best) {
        return {
          kind: 'type',
          ruleIndex: null,
          rulename: null,
          metadataTypeDetailId: null,
          operators: null,
          value: null,
          actual: null,
        };
      }
      const check = best.failing[0]!;
      const actual = actualOf(check, event);
      return {
        kind: 'operation',
        ruleIndex: best.rule.index,
        rulename: best.rule.rule.rulename ?? '',
        metadataTypeDetailId: check.detailId,
        operators: check.operator,
        value: check.raw,
        actual:
          actual === undefined
            ? null
            : check.valueType === 'date'
              ? event.occurredAt.toISOString()
              : actual,
      };
    },
  };
}
