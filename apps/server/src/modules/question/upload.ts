import { ZQuestionInput, type QuestionInput } from '@dealer/contracts';
import {
  question,
  questionAnswerItem,
  questionAnswerType,
  questionnaireCategory,
} from '../../db/schema/index';
import type { UploadModule } from '../../platform/upload/types';
import { uploadFlag } from '../../platform/upload/uploadFlag';
import {
  lockQuestionKeys,
  questionKey,
  sequenceKey,
  takenQuestions,
  takenSequences,
} from './rules';
import { readTogether } from '../../db/together';

interface Lookups {
  sections: Map<string, { id: number; name: string }>;
  sectionNames: Map<number, string>;
  types: Map<string, { id: number; code: string }>;
}

/**
 * Items an uploaded option question starts with (a sheet has one row per question, so it cannot
 * carry items): Yes/No for Yes/No questions, OK/Not OK for the others; the negative answer allows
 * and requires notes. Edit the question afterwards for other items. Text boxes (5) get none.
 */
export function defaultItems(code: string) {
  const [yes, no] = code === 'YESNO' ? ['Yes', 'No'] : ['OK', 'Not OK'];
  return [
    { itemName: yes!, isNotesAllowed: false, isNotesMandatory: false, isEnabled: true },
    { itemName: no!, isNotesAllowed: true, isNotesMandatory: true, isEnabled: true },
  ];
}

const SEPARATOR = ': ';

/** Question upload (spec 1 section 5): SectionName and AnswerType map to ids; IsActive = enabled. */
export const questionUpload: UploadModule<QuestionInput, Lookups> = {
  name: 'question',
  columns: [
    { name: 'SectionName', mandatory: true, example: 'Exterior' },
    { name: 'QuestionText', mandatory: true, example: 'Wiper blades in good condition' },
    { name: 'AnswerType', mandatory: true, example: 'YESNO' },
    { name: 'IsNotes', mandatory: true, example: '0' },
    { name: 'IsNotesMandatory', mandatory: true, example: '0' },
    { name: 'IsActive', mandatory: true, example: '1' },
    { name: 'Sequence', mandatory: true, example: '10' },
    { name: 'IsMandatory', mandatory: false, example: '1' },
  ],
  async lookups(db) {
    const [sections, types] = await readTogether(db, [
      () => db.select().from(questionnaireCategory),
      () => db.select().from(questionAnswerType),
    ]);
    return {
      sections: new Map(
        sections.map((s) => [s.sectionName.toLowerCase(), { id: s.id, name: s.sectionName }]),
      ),
      sectionNames: new Map(sections.map((s) => [s.id, s.sectionName])),
      // An answer type is named by its code (TEXTBOX), its id (5) or its description (Text Box).
      types: new Map(
        types.flatMap((t) => {
          const value = { id: t.id, code: t.code };
          return [
            [t.code.toLowerCase(), value],
            [String(t.id), value],
            [t.description.toLowerCase(), value],
          ];
        }),
      ),
    };
  },
  toInput(row, { sections, types }) {
    const sectionName = row.text('SectionName');
    const section = sections.get(sectionName.toLowerCase());
    if (!section) row.unknown('SectionName', sectionName);
    const typeText = row.text('AnswerType');
    const type = types.get(typeText.toLowerCase());
    if (!type) row.unknown('AnswerType', typeText);
    const mandatory = uploadFlag(row, 'IsMandatory', true);
    return {
      questionText: row.text('QuestionText'),
      questionAnswerTypeId: type?.id,
      sectionId: section?.id,
      sequence: row.number('Sequence'),
      isMandatory: mandatory,
      isEnabled: uploadFlag(row, 'IsActive'),
      isNotes: uploadFlag(row, 'IsNotes'),
      isNotesMandatory: uploadFlag(row, 'IsNotesMandatory'),
      answerItems: type && type.id !== 5 ? defaultItems(type.code) : [],
    };
  },
  schema: ZQuestionInput,
  columnOf: {
    questionText: 'QuestionText',
    questionAnswerTypeId: 'AnswerType',
    sectionId: 'SectionName',
    sequence: 'Sequence',
    isMandatory: 'IsMandatory',
    isEnabled: 'IsActive',
    isNotes: 'IsNotes',
    isNotesMandatory: 'IsNotesMandatory',
    answerItems: 'AnswerType',
  },
  unique: [
    {
      column: 'QuestionText',
      label: 'Question',
      key: (q, { sectionNames }) =>
        q.sectionId === undefined || q.questionText === undefined
          ? undefined
          : `${sectionNames.get(q.sectionId)}${SEPARATOR}${q.questionText}`,
      async taken(db, keys) {
        const { sections } = await questionUpload.lookups(db);
        const inputs = keys.flatMap((k) => {
          const at = k.indexOf(SEPARATOR);
          const section = sections.get(k.slice(0, at));
          return section
            ? [{ sectionId: section.id, questionText: k.slice(at + SEPARATOR.length), k }]
            : [];
        });
        const taken = await takenQuestions(db, inputs);
        return new Set(inputs.filter((q) => taken.has(questionKey(q))).map((q) => q.k));
      },
    },
    {
      column: 'Sequence',
      label: 'Sequence in section',
      key: (q, { sectionNames }) =>
        q.sectionId === undefined || q.sequence === undefined
          ? undefined
          : `${sectionNames.get(q.sectionId)}${SEPARATOR}${q.sequence}`,
      async taken(db, keys) {
        await lockQuestionKeys(db);
        const { sections } = await questionUpload.lookups(db);
        const inputs = keys.flatMap((k) => {
          const at = k.lastIndexOf(SEPARATOR);
          const section = sections.get(k.slice(0, at));
          const sequence = Number(k.slice(at + SEPARATOR.length));
          return section ? [{ sectionId: section.id, sequence, k }] : [];
        });
        const taken = await takenSequences(db, inputs);
        return new Set(inputs.filter((q) => taken.has(sequenceKey(q))).map((q) => q.k));
      },
    },
  ],
  async insert(tx, inputs, actor) {
    for (let i = 0; i < inputs.length; i += 1000) {
      const chunk = inputs.slice(i, i + 1000);
      const ids = await tx
        .insert(question)
        .values(
          chunk.map((q) => ({
            questionText: q.questionText,
            questionAnswerTypeId: q.questionAnswerTypeId,
            sectionId: q.sectionId,
            sequence: q.sequence,
            isMandatory: q.isMandatory,
            isEnabled: q.isEnabled,
            isNotes: q.isNotes,
            isNotesMandatory: q.isNotesMandatory,
            createdBy: actor,
          })),
        )
        .returning({ id: question.id });
      const items = chunk.flatMap((q, n) =>
        q.answerItems.map((item, s) => ({
          ...item,
          questionId: ids[n]!.id,
          sequence: s + 1,
          createdBy: actor,
        })),
      );
      if (items.length > 0) await tx.insert(questionAnswerItem).values(items);
    }
    return inputs.length;
  },
};
