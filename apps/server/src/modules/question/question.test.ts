import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MASTER_API, MASTER_MESSAGES, UPLOAD_MESSAGES, type Question } from '@dealer/contracts';
import { question } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, csv, templateHeader, xlsx, type Caller } from '../../test/masterHelpers';

const API = MASTER_API.question;
let t: TestApp;
let ho: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ho = await callerFor(t, 'ho_testdrive');
});
afterAll(async () => {
  await t?.close();
});

const questionCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(question)
      .where(eq(question.isActive, true))
  )[0]!.n;

type List = { questions: Question[]; total: number };
const search = async (caller: Caller, body: Record<string, unknown> = {}) =>
  (await caller.post(API.search, { pageSize: 100, ...body })).json<List>();
const byText = async (text: string) =>
  (await search(ho, { keyword: text })).questions.find((q) => q.questionText === text)!;

const radio = {
  questionText: 'Wiper blades',
  questionAnswerTypeId: 1,
  sectionId: 1,
  sequence: 9,
  isMandatory: true,
  isEnabled: true,
  isNotes: false,
  isNotesMandatory: false,
  answerItems: [
    { itemName: 'OK', isNotesAllowed: false, isNotesMandatory: false },
    { itemName: 'Worn', isNotesAllowed: true, isNotesMandatory: true },
  ],
};

describe('checklist reads', () => {
  it('answers answer types (5 = text box) and the four sections in order', async () => {
    const types = (await ho.get(API.answerTypes)).json().questionAnswerTypes;
    expect(types).toContainEqual({ id: 5, code: 'TEXTBOX', description: 'Text Box' });
    const sections = (await ho.get(API.categories)).json().questionnaireCategorys;
    expect(sections.map((s: { sectionName: string }) => s.sectionName)).toEqual([
      'Exterior',
      'Interior',
      'Engine & Fluids',
      'Documents & Equipment',
    ]);
  });

  it('lists the checklist in section order with items; filters by section, status, keyword', async () => {
    const all = await search(ho);
    expect(all.total).toBe(17);
    expect(all.questions[0]).toMatchObject({
      questionText: 'Body condition: no new scratches or dents',
      sectionName: 'Exterior',
      questionAnswerTypeCode: 'RADIO',
      answerItems: [
        { itemName: 'OK' },
        { itemName: 'Scratch', isNotesMandatory: true },
        { itemName: 'Dent' },
      ],
    });
    const interior = await search(ho, { sectionName: 'interior' });
    expect(interior.total).toBe(5);
    const textBox = interior.questions.find((q) => q.questionAnswerTypeId === 5)!;
    expect(textBox.answerItems).toEqual([]);
    expect((await search(ho, { keyword: 'fuel' })).questions.map((q) => q.questionText)).toEqual([
      'Fuel level',
    ]);
    expect((await search(ho, { isEnabled: false })).total).toBe(0);
  });

  it('sorts by each column either way, id breaking ties; sequence is the checklist order', async () => {
    const sorted = (sortField: string, sortOrder: string, extra = {}) =>
      search(ho, { sortField, sortOrder, ...extra });
    const ids = (r: List) => r.questions.map((q) => q.questionId);
    const checklist = ids(await search(ho));
    expect(ids(await sorted('sequence', 'ascend'))).toEqual(checklist);
    expect(ids(await sorted('sequence', 'descend'))).toEqual([...checklist].reverse());
    const fields = ['id', 'sectionName', 'questionText', 'questionAnswerTypeCode', 'isMandatory'];
    for (const field of [...fields, 'isEnabled']) {
      const up = ids(await sorted(field, 'ascend'));
      expect(up).toEqual(ids(await sorted(field, 'descend')).reverse());
    }
    const types = (await sorted('questionAnswerTypeCode', 'ascend')).questions.map(
      (q) => q.questionAnswerTypeCode,
    );
    expect(new Set(types).size).toBeGreaterThan(1);
    expect(types).toEqual([...types].sort());
    const byText = ids(await sorted('questionText', 'ascend'));
    expect(byText).not.toEqual(checklist);
    expect(ids(await sorted('questionText', 'ascend', { page: 2, pageSize: 5 }))).toEqual(
      byText.slice(5, 10),
    );
    const bad = await ho.post(API.search, { sortField: 'password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sortField');
  });

  it('lets PDI and PIC test drive read the checklist, but not CRC', async () => {
    expect((await search(await callerFor(t, 'pdi'))).total).toBe(17);
    expect((await search(await callerFor(t, 'pictestdrive'))).total).toBe(17);
    const crc = await callerFor(t, 'crc');
    expect((await crc.post(API.search, {})).statusCode).toBe(403);
  });

  it('answers getquestionbyid, and 404 for an unknown one', async () => {
    const first = (await search(ho)).questions[0]!;
    const one = await ho.post(API.getById, { questionId: first.questionId });
    expect(one.json().question.answerItems).toHaveLength(3);
    expect((await ho.post(API.getById, { questionId: 99999 })).statusCode).toBe(404);
  });
});

describe('question commands', () => {
  it('adds an option question with its items', async () => {
    const response = await ho.post(API.add, radio);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      acknowledge: 1,
      message: MASTER_MESSAGES.saved,
      question: {
        questionText: 'Wiper blades',
        version: 1,
        answerItems: [
          { itemName: 'OK', sequence: 1, isEnabled: true },
          { itemName: 'Worn', sequence: 2, isNotesAllowed: true },
        ],
      },
    });
  });

  it('refuses items on a text box, an option question without items, and a duplicate', async () => {
    const before = await questionCount();
    const textBox = await ho.post(API.add, {
      ...radio,
      questionText: 'Notes',
      questionAnswerTypeId: 5,
    });
    expect(textBox.statusCode).toBe(400);
    expect(textBox.json().errors).toEqual([
      {
        field: 'answerItems',
        message: 'a text-box question has no answer items',
        issue: { kind: 'custom' },
      },
    ]);
    const noItems = await ho.post(API.add, { ...radio, questionText: 'X', answerItems: [] });
    expect(noItems.json().errors[0].message).toBe(
      'answerItems needs at least one item for this answer type',
    );
    const notes = await ho.post(API.add, { ...radio, questionText: 'Y', isNotesMandatory: true });
    expect(notes.json().errors[0]).toEqual({
      field: 'isNotesMandatory',
      message: 'isNotesMandatory needs isNotes',
      issue: { kind: 'custom' },
    });
    const section = await ho.post(API.add, { ...radio, questionText: 'Z', sectionId: 42 });
    expect(section.json().errors).toEqual([
      { field: 'sectionId', message: 'Section 42 does not exist' },
    ]);
    const duplicate = await ho.post(API.add, { ...radio, questionText: 'wiper BLADES' });
    expect(duplicate.statusCode).toBe(409);
    expect(await questionCount()).toBe(before);
  });

  it('refuses a sequence another question of the section holds, naming the field', async () => {
    const before = await questionCount();
    const [first] = (await search(ho, { sectionName: 'Exterior' })).questions;
    const message = `Sequence ${first!.sequence} is already used by another question of this section`;
    const add = await ho.post(API.add, {
      ...radio,
      questionText: 'Mirror folding',
      sequence: first!.sequence,
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().errors).toEqual([{ field: 'sequence', message }]);
    const both = await ho.post(API.add, { ...radio, sequence: first!.sequence });
    expect(both.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'questionText',
      'sequence',
    ]);
    const wiper = await byText('Wiper blades');
    const edit = await ho.post(API.update, {
      ...radio,
      questionId: wiper.questionId,
      version: wiper.version,
      sequence: first!.sequence,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors).toEqual([{ field: 'sequence', message }]);
    expect(await questionCount()).toBe(before);
    expect((await byText('Wiper blades')).sequence).toBe(radio.sequence);
  });

  it('updates items in place, retires removed ones, and refuses a stale version', async () => {
    const q = await byText('Wiper blades');
    const [ok] = q.answerItems;
    const update = {
      ...radio,
      questionId: q.questionId,
      version: q.version,
      answerItems: [
        { id: ok!.id, itemName: 'Good', isNotesAllowed: false, isNotesMandatory: false },
        { itemName: 'Replace', isNotesAllowed: true, isNotesMandatory: false },
      ],
    };
    const response = await ho.post(API.update, update);
    expect(response.statusCode).toBe(200);
    expect(response.json().question).toMatchObject({
      version: 2,
      answerItems: [{ id: ok!.id, itemName: 'Good' }, { itemName: 'Replace' }],
    });
    const stale = await ho.post(API.update, update);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const foreign = await ho.post(API.update, {
      ...update,
      version: 2,
      answerItems: [{ id: 1, itemName: 'Other', isNotesAllowed: false, isNotesMandatory: false }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('answerItems.0.id');
  });

  it('deactivates, activates and deletes several questions, keyed [#id]', async () => {
    const a = await byText('Wiper blades');
    const b = await byText('Remarks');
    const items = [
      { id: a.questionId, version: a.version },
      { id: b.questionId, version: b.version },
    ];
    const off = await ho.post(API.inactivateMultiple, { questions: items });
    expect(off.json()).toMatchObject({
      acknowledge: 1,
      message: 'Data berhasil dinonaktifkan',
      results: [
        { key: `[#${a.questionId}]`, message: MASTER_MESSAGES.inactive },
        { key: `[#${b.questionId}]`, message: MASTER_MESSAGES.inactive },
      ],
    });
    const stale = await ho.post(API.activateMultiple, { questions: items });
    expect(stale.statusCode).toBe(409);
    expect((await byText('Remarks')).isEnabled).toBe(false);
    const bumped = items.map((i) => ({ ...i, version: i.version + 1 }));
    const on = await ho.post(API.activateMultiple, { questions: bumped });
    expect(on.json().message).toBe('Data berhasil diaktifkan');
    const gone = await ho.post(API.deleteMultiple, {
      questions: [{ id: a.questionId, version: a.version + 2 }],
    });
    expect(gone.json().results[0].message).toBe(MASTER_MESSAGES.deleted);
    expect(await byText('Wiper blades')).toBeUndefined();
  });
});

describe('question upload', () => {
  const header = [
    'SectionName',
    'QuestionText',
    'AnswerType',
    'IsNotes',
    'IsNotesMandatory',
    'IsActive',
    'Sequence',
  ];

  it('has a template with the mandatory columns', async () => {
    const response = await ho.get(API.template);
    expect((await templateHeader(response.rawPayload)).header.slice(0, 7)).toEqual(header);
  });

  it("refuses a yes/no cell other than 1 or 0 (e.g. 'yes'), naming row and column", async () => {
    const before = await questionCount();
    const response = await ho.upload(
      API.upload,
      'flags.xlsx',
      await xlsx(header, [
        ['Exterior', 'Antenna Y', 'YESNO', 'yes', 0, 1, 50],
        ['Exterior', 'Antenna Z', 'YESNO', 0, 0, 'ya', 51],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 2, column: 'IsNotes', message: 'IsNotes must be 1 or 0', kind: 'value' },
      { row: 3, column: 'IsActive', message: 'IsActive must be 1 or 0', kind: 'value' },
    ]);
    expect(await questionCount()).toBe(before);
  });

  it('refuses a sequence taken in the section or repeated in the file, naming row and column', async () => {
    const before = await questionCount();
    const [first] = (await search(ho, { sectionName: 'Exterior' })).questions;
    const response = await ho.upload(
      API.upload,
      'q.xlsx',
      await xlsx(header, [
        ['Exterior', 'Mirror A', 'YESNO', 0, 0, 1, first!.sequence],
        ['Interior', 'Mirror B', 'YESNO', 0, 0, 1, 300],
        ['Interior', 'Mirror C', 'YESNO', 0, 0, 1, 300],
        ['Exterior', 'Mirror D', 'YESNO', 0, 0, 1, 300],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        row: 2,
        column: 'Sequence',
        message: `Sequence in section Exterior: ${first!.sequence} already exists`,
        kind: 'exists',
      },
      {
        row: 4,
        column: 'Sequence',
        message: 'Sequence in section Interior: 300 is repeated (first in row 3)',
        kind: 'repeated',
      },
    ]);
    expect(await questionCount()).toBe(before);
  });

  it('refuses missing cells and unknown sections or types; then inserts with default items', async () => {
    const before = await questionCount();
    const missing = await ho.upload(
      API.upload,
      'q.xlsx',
      await xlsx(header, [['Exterior', 'Antenna', 'YESNO', 0, 0, 1, null]]),
    );
    expect(missing.json()).toMatchObject({
      message: UPLOAD_MESSAGES.mandatory,
      errors: [{ row: 2, column: 'Sequence' }],
    });
    const wrong = await ho.upload(
      API.upload,
      'q.xlsx',
      await xlsx(header, [
        ['Roof', 'Antenna', 'YESNO', 0, 0, 1, 1],
        ['Exterior', 'Antenna', 'SLIDER', 0, 0, 1, 1],
        ['Exterior', 'Tyres and wheels in good condition', 'YESNO', 0, 0, 1, 41],
        ['Exterior', 'Horn', 'YESNO', 0, 1, 1, 42],
      ]),
    );
    expect(wrong.json().errors).toEqual([
      { row: 2, column: 'SectionName', message: 'Unknown SectionName Roof', kind: 'code' },
      { row: 3, column: 'AnswerType', message: 'Unknown AnswerType SLIDER', kind: 'code' },
      // One pass: the taken sequence is named although the row's answer type is unknown too.
      {
        row: 3,
        column: 'Sequence',
        message: 'Sequence in section Exterior: 1 already exists',
        kind: 'exists',
      },
      {
        row: 4,
        column: 'QuestionText',
        message: 'Question Exterior: Tyres and wheels in good condition already exists',
        kind: 'exists',
      },
      {
        row: 5,
        column: 'IsNotesMandatory',
        message: 'isNotesMandatory needs isNotes',
        kind: 'value',
      },
    ]);
    expect(await questionCount()).toBe(before);
    const ok = await ho.upload(
      API.upload,
      'q.csv',
      csv(header, [
        ['Exterior', 'Antenna', 'YESNO', '0', '0', '1', '7'],
        ['Interior', 'Floor mats', 'Radio/Option', '0', '0', '1', '8'],
        ['Documents & Equipment', 'Service booklet remarks', '5', '1', '0', '1', '9'],
      ]),
    );
    expect(ok.json()).toMatchObject({ acknowledge: 1, inserted: 3 });
    expect((await byText('Antenna')).answerItems.map((i) => i.itemName)).toEqual(['Yes', 'No']);
    expect((await byText('Floor mats')).answerItems[1]).toMatchObject({
      itemName: 'Not OK',
      isNotesAllowed: true,
      isNotesMandatory: true,
    });
    expect((await byText('Service booklet remarks')).answerItems).toEqual([]);
  });
});
