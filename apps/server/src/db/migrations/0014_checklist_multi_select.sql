-- Multi-select checklist answers (answer type 2, CHECKBOX): the set of chosen items. Empty for a
-- one-answer question (answer_item_id) and a text box.
ALTER TABLE "answer" ADD COLUMN "answer_item_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
