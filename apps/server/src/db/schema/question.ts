import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';

/** Reference data with fixed ids (5 = text box); seeded in every mode. */
export const questionAnswerType = pgTable('question_answer_type', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
});

/** Checklist sections (questionnaire categories); reference data with fixed ids. */
export const questionnaireCategory = pgTable('questionnaire_category', {
  id: integer('id').primaryKey(),
  sectionName: text('section_name').notNull().unique(),
  sequence: integer('sequence').notNull(),
});

/** A checklist question, asked before and after a test drive. */
export const question = pgTable(
  'question',
  {
    id: serial('id').primaryKey(),
    questionText: text('question_text').notNull(),
    questionAnswerTypeId: integer('question_answer_type_id')
      .notNull()
      .references(() => questionAnswerType.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => questionnaireCategory.id),
    sequence: integer('sequence').notNull().default(0),
    isMandatory: boolean('is_mandatory').notNull().default(true),
    isNotes: boolean('is_notes').notNull().default(false),
    isNotesMandatory: boolean('is_notes_mandatory').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    index('question_section_idx')
      .on(t.sectionId, t.sequence)
      .where(sql`${t.isActive}`),
  ],
);

/** Options of a question; removed items are kept inactive for the answer sets that name them. */
export const questionAnswerItem = pgTable(
  'question_answer_item',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => question.id),
    itemName: text('item_name').notNull(),
    isNotesAllowed: boolean('is_notes_allowed').notNull().default(false),
    isNotesMandatory: boolean('is_notes_mandatory').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    sequence: integer('sequence').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('question_answer_item_question_idx').on(t.questionId)],
);
