import { z } from 'zod';
import { id } from '../bounds';
import { questReply } from '../quest/envelope';
import type { Rule } from '../quest-rules/rule';

// --- frozen rules: versions and their difference ---------------------------------------------------

/** What of a task is frozen once a quest is Active. */
export interface FrozenTask {
  taskName: string;
  targetTask: number;
  taskType: number;
  rules: Rule[];
}

export const ZTaskChange = z.object({
  taskNo: z.number().int(),
  change: z.enum(['added', 'removed', 'changed']),
  /** Names of the fields that differ: taskName, targetTask, taskType, rules. */
  fields: z.array(z.string()),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TaskChange = z.infer<typeof ZTaskChange>;

/** The difference of two task lists, task by task in order (empty: nothing frozen changed). */
export function diffTasks(before: FrozenTask[], after: FrozenTask[]): TaskChange[] {
  const changes: TaskChange[] = [];
  const length = Math.max(before.length, after.length);
  for (let index = 0; index < length; index += 1) {
    const was = before[index];
    const now = after[index];
    const taskNo = index + 1;
    if (!was && now) {
      changes.push({ taskNo, change: 'added', fields: [], before: null, after: frozen(now) });
    } else if (was && !now) {
      changes.push({ taskNo, change: 'removed', fields: [], before: frozen(was), after: null });
    } else if (was && now) {
      const a = frozen(was);
      const b = frozen(now);
      const fields = (Object.keys(a) as (keyof FrozenTask)[]).filter(
        (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
      );
      if (fields.length > 0)
        changes.push({ taskNo, change: 'changed', fields, before: a, after: b });
    }
  }
  return changes;
}

/** The frozen part of a task in a canonical key order (so equal tasks serialise alike). */
export function frozen(task: FrozenTask): FrozenTask {
  return {
    taskName: task.taskName,
    targetTask: task.targetTask,
    taskType: task.taskType,
    rules: task.rules.map((rule) => ({
      metadataTypeId: rule.metadataTypeId,
      rulename: rule.rulename ?? '',
      operation: (rule.operation ?? []).map((operation) => ({
        metadataTypeDetailId: operation.metadataTypeDetailId,
        operators: operation.operators,
        value: operation.value,
      })),
    })),
  };
}

export const ZVersionsRequest = z.object({ questId: id('questId is required') });
export const ZRulesVersion = z.object({
  version: z.number().int(),
  createdTime: z.string(),
  createdBy: z.string(),
  tasks: z.array(z.unknown()),
  changes: z.array(ZTaskChange),
});
export type RulesVersion = z.infer<typeof ZRulesVersion>;
export const ZVersionsResponse = questReply(z.array(ZRulesVersion));
