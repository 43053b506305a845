import { z } from 'zod';
import { id, list, trimmed } from '../bounds';
import { detailById, metadataTypeById } from './catalogue';
import { OPERATORS_BY_VALUE_TYPE, RULE_OPERATOR_LABELS, type RuleOperator } from './operators';
import { valueProblem } from './values';

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
