import type { DbOrTx } from '../db/client';
import {
  branchType,
  clusterType,
  questionAnswerType,
  questionnaireCategory,
  reasonCategory,
} from '../db/schema/index';

/** Branch types are reference data the product needs in every mode (spec 1 section 3). */
export const BRANCH_TYPES = [
  { branchTypeCode: 'VSP', description: 'Vehicle Service Parts' },
  { branchTypeCode: 'V', description: 'Vehicle' },
  { branchTypeCode: 'BP', description: 'Body Paint' },
  { branchTypeCode: 'VSBP', description: 'Vehicle Service Part+BP' },
] as const;

/** Type 1 is the test-drive cluster (spec 1 section 9); the console defaults to it. */
export const CLUSTER_TYPES = [
  { id: 1, clusterTypeCode: 'TD', clusterTypeDesc: 'Test Drive Cluster' },
];

/** 11 is the block category (spec 1 section 9); the others are the order workflow's. */
export const REASON_CATEGORIES = [
  { id: 10, reasonCategoryCode: 'CANCEL', description: 'Order Cancellation' },
  { id: 11, reasonCategoryCode: 'BLOCK', description: 'Block Vehicle' },
  { id: 12, reasonCategoryCode: 'REJECT', description: 'Rejected by PDI' },
];

/** 5 is the text box, which has no answer items (spec 1 section 5). */
export const QUESTION_ANSWER_TYPES = [
  { id: 1, code: 'RADIO', description: 'Radio/Option' },
  { id: 2, code: 'CHECKBOX', description: 'Checkbox' },
  { id: 3, code: 'DROPDOWN', description: 'Dropdown' },
  { id: 4, code: 'YESNO', description: 'Yes/No' },
  { id: 5, code: 'TEXTBOX', description: 'Text Box' },
];

/** The sections of the before/after test-drive checklist. */
export const QUESTIONNAIRE_CATEGORIES = [
  { id: 1, sectionName: 'Exterior', sequence: 1 },
  { id: 2, sectionName: 'Interior', sequence: 2 },
  { id: 3, sectionName: 'Engine & Fluids', sequence: 3 },
  { id: 4, sectionName: 'Documents & Equipment', sequence: 4 },
];

/** Idempotent: rows that exist (by key) are kept as they are. */
export async function seedReference(db: DbOrTx): Promise<void> {
  await db
    .insert(branchType)
    .values(BRANCH_TYPES.map((t) => ({ ...t })))
    .onConflictDoNothing();
  await db.insert(clusterType).values(CLUSTER_TYPES).onConflictDoNothing();
  await db.insert(reasonCategory).values(REASON_CATEGORIES).onConflictDoNothing();
  await db.insert(questionAnswerType).values(QUESTION_ANSWER_TYPES).onConflictDoNothing();
  await db.insert(questionnaireCategory).values(QUESTIONNAIRE_CATEGORIES).onConflictDoNothing();
}
