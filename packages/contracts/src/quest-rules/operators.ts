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
