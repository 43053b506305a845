import type { Answer, ChecklistCategory } from '@dealer/contracts/order-checklist';

export interface CompareRow {
  questionId: number;
  questionText: string;
  before: Answer | null;
  after: Answer | null;
  changed: boolean;
}

export interface CompareSection {
  sectionId: number;
  sectionName: string;
  rows: CompareRow[];
}

export interface Comparison {
  sections: CompareSection[];
  /** Rows whose answer or notes differ; 0 when a set is missing (nothing to compare with). */
  changed: number;
}

interface Slot {
  sectionName: string;
  sequence: number;
  questions: Map<
    number,
    { text: string; sequence: number; before: Answer | null; after: Answer | null }
  >;
}

const norm = (text: string | undefined) => (text ?? '').trim();

/** The items an answer names, as a sorted set: its multi-select set, or its one item. */
function itemSet(answer: Answer): number[] {
  const ids = answer.answerItemIds?.length
    ? answer.answerItemIds
    : answer.answerItemId
      ? [answer.answerItemId]
      : [];
  return [...new Set(ids)].sort((x, y) => x - y);
}

/**
 * Option answers are compared by item (the stored value is the item's name at the time, which a
 * later rename would make look different), a multi-select answer as a set (the same items in any
 * order are the same answer); text answers by their text; notes always.
 */
export function sameAnswer(a: Answer | null, b: Answer | null): boolean {
  if (!a || !b) return !a && !b;
  const [itemsA, itemsB] = [itemSet(a), itemSet(b)];
  const sameMain =
    itemsA.length > 0 && itemsB.length > 0
      ? itemsA.length === itemsB.length && itemsA.every((itemId, i) => itemId === itemsB[i])
      : norm(a.answerValue) === norm(b.answerValue);
  return sameMain && norm(a.answerNotes) === norm(b.answerNotes);
}

/**
 * Both sets side by side, question by question. Each set carries the questionnaire it answered
 * (including questions disabled since), so the rows are the union of both, in sequence order.
 */
export function compareAnswerSets(
  before: readonly ChecklistCategory[] | null,
  after: readonly ChecklistCategory[] | null,
): Comparison {
  const slots = new Map<number, Slot>();
  const add = (sets: readonly ChecklistCategory[] | null, side: 'before' | 'after') => {
    for (const section of sets ?? []) {
      let slot = slots.get(section.sectionId);
      if (!slot) {
        slot = {
          sectionName: section.sectionName,
          sequence: section.sequence,
          questions: new Map(),
        };
        slots.set(section.sectionId, slot);
      }
      for (const q of section.questions) {
        const row = slot.questions.get(q.questionId) ?? {
          text: q.questionText,
          sequence: q.sequence,
          before: null,
          after: null,
        };
        row[side] = q.answer ?? null;
        slot.questions.set(q.questionId, row);
      }
    }
  };
  add(before, 'before');
  add(after, 'after');

  const comparable = before !== null && after !== null;
  const sections = [...slots]
    .sort(([idA, a], [idB, b]) => a.sequence - b.sequence || idA - idB)
    .map(([sectionId, slot]) => ({
      sectionId,
      sectionName: slot.sectionName,
      rows: [...slot.questions]
        .sort(([idA, a], [idB, b]) => a.sequence - b.sequence || idA - idB)
        .map(([questionId, row]) => ({
          questionId,
          questionText: row.text,
          before: row.before,
          after: row.after,
          changed: comparable && !sameAnswer(row.before, row.after),
        })),
    }));
  const changed = sections.reduce(
    (sum, section) => sum + section.rows.filter((row) => row.changed).length,
    0,
  );
  return { sections, changed };
}
