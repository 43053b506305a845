import { CHECKLIST_API, type ChecklistCategory } from '@dealer/contracts/order-checklist';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/queryClient';
import { endSession, startSession } from '../../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/masterHarness';
import { serverErrorsToFields, sortedSections, toAnswers } from './checklistForm';
import { sameAnswer } from './compareSets';
import { ChecklistCompare, ChecklistModal } from './index';

// antd's modals, forms and tables are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const item = (id: number, itemName: string, isNotesAllowed = false, isNotesMandatory = false) => ({
  id,
  itemName,
  isNotesAllowed,
  isNotesMandatory,
});

const question = (
  questionId: number,
  questionText: string,
  sequence: number,
  more: Partial<ChecklistCategory['questions'][number]> = {},
) => ({
  questionId,
  questionText,
  sequence,
  questionAnswerTypeId: 1,
  questionAnswerTypeCode: 'RADIO',
  isMandatory: false,
  isNotes: false,
  isNotesMandatory: false,
  answerItems: [],
  ...more,
});

// The interior section comes first in the reply but has the higher sequence.
const QUESTIONNAIRE: ChecklistCategory[] = [
  {
    sectionId: 2,
    sectionName: 'Interior',
    sequence: 2,
    questions: [
      question(4, 'Fuel level', 2, {
        isMandatory: true,
        answerItems: [item(41, 'Full'), item(42, 'Half')],
      }),
      question(3, 'Anything else to note?', 1, {
        questionAnswerTypeId: 5,
        questionAnswerTypeCode: 'TEXTBOX',
      }),
    ],
  },
  {
    sectionId: 1,
    sectionName: 'Exterior',
    sequence: 1,
    questions: [
      question(1, 'Tyres', 1, {
        isMandatory: true,
        answerItems: [item(11, 'Good'), item(12, 'Worn', true, true)],
      }),
      question(2, 'Paint', 2, {
        answerItems: [item(21, 'Clean'), item(22, 'Scratched', true, false)],
      }),
    ],
  },
];

type Answer = { answerItemId?: number | null; answerValue: string; answerNotes?: string };

/** The questionnaire with answers, as answerset/search returns it. */
function answered(answers: Record<number, Answer>): ChecklistCategory[] {
  return QUESTIONNAIRE.map((section) => ({
    ...section,
    questions: section.questions.map((q) => {
      const given = answers[q.questionId];
      return {
        ...q,
        answer: given ? { questionId: q.questionId, answerNotes: '', ...given } : null,
      };
    }),
  }));
}

const fetchMock = vi.fn<typeof fetch>();
type Handler = (body: Record<string, unknown> | undefined) => Response;

function api(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    const handler = routes[String(input)];
    return handler ? handler(body) : jsonResponse({ acknowledge: 0, message: 'nope' }, 404);
  });
}

const questionnaire = () =>
  jsonResponse({ acknowledge: 1, message: 'Success', questionnaireCategories: QUESTIONNAIRE });
const noSet: Handler = (body) =>
  jsonResponse(
    {
      acknowledge: 0,
      code: 'NOT_FOUND',
      message: `Order ${String(body?.testDriveOrderNo)} has no ${String(body?.answerSetType)} checklist yet`,
    },
    404,
  );
const sets =
  (byType: Partial<Record<'BEFORE' | 'AFTER', ChecklistCategory[]>>): Handler =>
  (body) => {
    const type = body?.answerSetType as 'BEFORE' | 'AFTER';
    const categories = byType[type];
    return categories
      ? jsonResponse({
          acknowledge: 1,
          message: 'Success',
          testDriveOrderNo: body?.testDriveOrderNo,
          answerSetType: type,
          categories,
        })
      : noSet(body);
  };

const savedBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === CHECKLIST_API.save)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'pdi', roles: ['pdi'] }));
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

// `hidden: true` skips the visibility check of every ancestor, which is slow in jsdom with antd.
const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
const group = (name: string) => screen.getByRole('radiogroup', { name, hidden: true });
// Labels, not roles, inside the group: role queries walk antd's whole tree and are slow in jsdom.
const choose = (questionText: string, itemName: string) =>
  fireEvent.click(within(group(questionText)).getByLabelText(itemName));
// A field that follows an answer (the notes) comes a render after the click: antd 6's
// Form.useWatch tells the question of its answer asynchronously.
const typeInto = async (name: string, value: string) =>
  fireEvent.change(await screen.findByRole('textbox', { name, hidden: true }), {
    target: { value },
  });

function openChecklist(answerSetType: 'BEFORE' | 'AFTER' = 'BEFORE') {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ChecklistModal
            open
            orderNo="TD-0042"
            answerSetType={answerSetType}
            onSaved={onSaved}
            onClose={onClose}
          />
        ),
      },
    ],
    '/',
  );
  return { onSaved, onClose };
}

async function ready() {
  await screen.findByRole('radiogroup', { name: 'Tyres', hidden: true });
}

async function confirmYes() {
  fireEvent.click(await screen.findByRole('button', { name: 'Yes', hidden: true }));
}

describe('checklist popup', () => {
  it('lists the sections and questions in sequence order, titled with the order number', async () => {
    api({ [CHECKLIST_API.questionnaire]: questionnaire, [CHECKLIST_API.search]: noSet });
    openChecklist('AFTER');
    await ready();

    expect(screen.getByText('Checklist after test drive')).toBeInTheDocument();
    expect(screen.getByText('Order TD-0042')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 5, hidden: true });
    expect(headings.map((h) => h.textContent)).toEqual(['Exterior', 'Interior']);
    const groups = screen
      .getAllByRole('radiogroup', { hidden: true })
      .map((g) => g.getAttribute('aria-labelledby'));
    expect(groups).toEqual(['checklist-q1-label', 'checklist-q2-label', 'checklist-q4-label']);
    // The text box question (answer type 5) is a text area.
    const text = screen.getByRole('textbox', { name: 'Anything else to note?', hidden: true });
    expect(text.tagName).toBe('TEXTAREA');
  });

  it('blocks the save while a mandatory question is unanswered, naming the question', async () => {
    api({ [CHECKLIST_API.questionnaire]: questionnaire, [CHECKLIST_API.search]: noSet });
    openChecklist();
    await ready();

    choose('Tyres', 'Good');
    fireEvent.click(button('Save'));

    expect(await screen.findByText("'Fuel level' needs an answer")).toBeInTheDocument();
    expect(screen.queryByText("'Tyres' needs an answer")).not.toBeInTheDocument();
    expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument();
    expect(savedBodies()).toEqual([]);
  });

  it('requires notes only when the chosen item needs them', async () => {
    api({ [CHECKLIST_API.questionnaire]: questionnaire, [CHECKLIST_API.search]: noSet });
    openChecklist();
    await ready();
    choose('Fuel level', 'Full');

    // 'Worn' needs notes: the field appears and the save is held until it is filled.
    choose('Tyres', 'Worn');
    expect(
      await screen.findByRole('textbox', { name: 'Notes for Tyres', hidden: true }),
    ).toBeInTheDocument();
    fireEvent.click(button('Save'));
    expect(await screen.findByText("'Tyres' needs notes with this answer")).toBeInTheDocument();
    expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument();

    // 'Good' takes no notes: the field goes and the save reaches the confirmation.
    choose('Tyres', 'Good');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Notes for Tyres', hidden: true })).toBeNull(),
    );
    // 'Scratched' allows notes but does not need them.
    choose('Paint', 'Scratched');
    expect(
      await screen.findByRole('textbox', { name: 'Notes for Paint', hidden: true }),
    ).toBeInTheDocument();
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Do you want to save these ?')).toBeInTheDocument();
    expect(screen.queryByText("'Tyres' needs notes with this answer")).not.toBeInTheDocument();
    expect(screen.queryByText("'Paint' needs notes with this answer")).not.toBeInTheDocument();
    expect(savedBodies()).toEqual([]);
  });

  it('sends the AFTER set: items by id, the text box as text without an item; then onSaved', async () => {
    api({
      [CHECKLIST_API.questionnaire]: questionnaire,
      [CHECKLIST_API.search]: noSet,
      [CHECKLIST_API.save]: () =>
        jsonResponse({ acknowledge: 1, message: 'TD-0042 Check after test drive answers saved' }),
    });
    const { onSaved } = openChecklist('AFTER');
    await ready();

    choose('Tyres', 'Worn');
    await typeInto('Notes for Tyres', '  Front left worn  ');
    choose('Fuel level', 'Half');
    await typeInto('Anything else to note?', 'Smells of smoke');
    fireEvent.click(button('Save'));
    await confirmYes();

    expect(await screen.findByText('TD-0042 Check after test drive answers saved')).toBeVisible();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [sent] = savedBodies();
    // The unanswered optional 'Paint' is left out; questions go in the form's order.
    expect(sent).toEqual({
      testDriveOrderNo: 'TD-0042',
      answerSetType: 'AFTER',
      answers: [
        { questionId: 1, answerItemId: 12, answerValue: 'Worn', answerNotes: 'Front left worn' },
        { questionId: 3, answerValue: 'Smells of smoke', answerNotes: '' },
        { questionId: 4, answerItemId: 42, answerValue: 'Half', answerNotes: '' },
      ],
    });
    const answers = sent!.answers as Record<string, unknown>[];
    expect(answers.find((a) => a.questionId === 3)).not.toHaveProperty('answerItemId');
  });

  it('does not call onSaved when the server refuses the set, and shows why on the question', async () => {
    api({
      [CHECKLIST_API.questionnaire]: questionnaire,
      [CHECKLIST_API.search]: noSet,
      [CHECKLIST_API.save]: () =>
        jsonResponse(
          {
            acknowledge: 0,
            code: 'VALIDATION',
            message: "answers.1.answerItemId: Choose one of the answers of 'Fuel level'",
            errors: [
              {
                field: 'answers.1.answerItemId',
                message: "Choose one of the answers of 'Fuel level'",
              },
            ],
          },
          400,
        ),
    });
    const { onSaved } = openChecklist();
    await ready();
    choose('Tyres', 'Good');
    choose('Fuel level', 'Full');
    fireEvent.click(button('Save'));
    await confirmYes();

    // The result notification carries the server's message; the question carries its error.
    expect(await screen.findByText(/^answers\.1\.answerItemId: Choose one/)).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    const fuel = group('Fuel level');
    await waitFor(() => expect(fuel).toHaveAttribute('aria-invalid', 'true'));
    const fuelItem = fuel.closest<HTMLElement>('.ant-form-item')!;
    expect(within(fuelItem).getByText("Choose one of the answers of 'Fuel level'")).toBeVisible();
    expect(savedBodies()[0]).toMatchObject({ answerSetType: 'BEFORE' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('does not call onSaved when the order has moved on (409)', async () => {
    const conflict = 'Order TD-0042: the BEFORE checklist is saved at status 6, the order is at 7';
    api({
      [CHECKLIST_API.questionnaire]: questionnaire,
      [CHECKLIST_API.search]: noSet,
      [CHECKLIST_API.save]: () =>
        jsonResponse({ acknowledge: 0, code: 'CONFLICT', message: conflict }, 409),
    });
    const { onSaved } = openChecklist();
    await ready();
    choose('Tyres', 'Good');
    choose('Fuel level', 'Full');
    fireEvent.click(button('Save'));
    await confirmYes();

    expect(await screen.findByText(conflict)).toBeInTheDocument();
    expect(savedBodies()).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('starts from the set saved earlier for this order and type', async () => {
    api({
      [CHECKLIST_API.questionnaire]: questionnaire,
      [CHECKLIST_API.search]: sets({
        BEFORE: answered({
          1: { answerItemId: 12, answerValue: 'Worn', answerNotes: 'Rear right' },
          3: { answerValue: 'Dent on the boot' },
        }),
      }),
    });
    openChecklist('BEFORE');
    await ready();

    expect(within(group('Tyres')).getByLabelText('Worn')).toBeChecked();
    const notes = screen.getByRole('textbox', { name: 'Notes for Tyres', hidden: true });
    expect(notes).toHaveValue('Rear right');
    const text = screen.getByRole('textbox', { name: 'Anything else to note?', hidden: true });
    expect(text).toHaveValue('Dent on the boot');
    const search = fetchMock.mock.calls.find(([url]) => url === CHECKLIST_API.search);
    expect(JSON.parse(String(search?.[1]?.body))).toEqual({
      testDriveOrderNo: 'TD-0042',
      answerSetType: 'BEFORE',
    });
  });
});

function openCompare() {
  renderRoutes(
    [{ path: '/', element: <ChecklistCompare open orderNo="TD-0042" onClose={() => undefined} /> }],
    '/',
  );
}

const rowOf = (questionText: string) => screen.getByText(questionText).closest('tr')!;

describe('checklist comparison', () => {
  it('marks exactly the questions whose answer or notes differ, and filters to them', async () => {
    api({
      [CHECKLIST_API.search]: sets({
        BEFORE: answered({
          1: { answerItemId: 11, answerValue: 'Good' },
          2: { answerItemId: 21, answerValue: 'Clean' },
          3: { answerValue: 'Dent on the boot', answerNotes: '' },
          4: { answerItemId: 41, answerValue: 'Full' },
        }),
        AFTER: answered({
          1: { answerItemId: 11, answerValue: 'Good' },
          2: { answerItemId: 22, answerValue: 'Scratched', answerNotes: 'Door' },
          3: { answerValue: 'Dent on the boot', answerNotes: 'Bigger now' },
          4: { answerItemId: 41, answerValue: 'Full' },
        }),
      }),
    });
    openCompare();

    expect(await screen.findByText('Changed answers: 2')).toBeInTheDocument();
    const changed = ['Paint', 'Anything else to note?'];
    const same = ['Tyres', 'Fuel level'];
    for (const text of changed) {
      expect(within(rowOf(text)).getByText('Changed')).toBeInTheDocument();
      expect(rowOf(text)).toHaveClass('checklist-row-changed');
    }
    for (const text of same) {
      expect(within(rowOf(text)).queryByText('Changed')).toBeNull();
      expect(rowOf(text)).not.toHaveClass('checklist-row-changed');
    }
    expect(within(rowOf('Paint')).getByText('Clean')).toBeInTheDocument();
    expect(within(rowOf('Paint')).getByText('Scratched')).toBeInTheDocument();
    expect(within(rowOf('Paint')).getByText('Notes: Door')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Only differences', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Tyres')).toBeNull());
    expect(screen.queryByText('Fuel level')).toBeNull();
    for (const text of changed) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says a set is missing instead of showing its column', async () => {
    api({
      [CHECKLIST_API.search]: sets({
        BEFORE: answered({ 1: { answerItemId: 11, answerValue: 'Good' } }),
      }),
    });
    openCompare();

    const missing = 'No checklist after the test drive has been saved for this order.';
    expect(await screen.findByText(missing)).toBeInTheDocument();
    // One table per section, each with the before column and without the after one.
    const header = (name: string) => screen.queryAllByRole('columnheader', { name, hidden: true });
    expect(header('Before test drive')).toHaveLength(2);
    expect(header('After test drive')).toHaveLength(0);
    expect(screen.queryByText(/Changed answers/)).toBeNull();
    expect(screen.queryByText('Changed')).toBeNull();
  });
});

describe('checklist rules without the screen', () => {
  const sections = sortedSections(QUESTIONNAIRE);

  it('maps the server field errors back to the questions they name', () => {
    const sent = [{ questionId: 1, answerItemId: 12, answerValue: 'Worn', answerNotes: '' }];
    const { fields, unmatched } = serverErrorsToFields(
      [
        { field: 'answers.0.answerNotes', message: "'Tyres' needs notes with this answer" },
        { field: 'question.4', message: "'Fuel level' needs an answer" },
        { field: 'question.3', message: "'Anything else to note?' needs an answer" },
        { field: 'testDriveOrderNo', message: 'Too long' },
      ],
      sent,
      sections,
    );
    expect(fields.map((f) => f.name)).toEqual([
      ['q1', 'notes'],
      ['q4', 'itemId'],
      ['q3', 'value'],
    ]);
    expect(unmatched).toEqual([{ field: 'testDriveOrderNo', message: 'Too long' }]);
  });

  it('drops notes an answer does not take, and blank text boxes', () => {
    const answers = toAnswers(sections, {
      q1: { itemId: 11, notes: 'left over from Worn' },
      q3: { value: '   ' },
    });
    expect(answers).toEqual([
      { questionId: 1, answerItemId: 11, answerValue: 'Good', answerNotes: '' },
    ]);
  });

  it('compares option answers by item, so a renamed item is no change', () => {
    const base = { questionId: 1, answerItemId: 11, answerNotes: '' };
    expect(sameAnswer({ ...base, answerValue: 'Good' }, { ...base, answerValue: 'OK' })).toBe(true);
    expect(
      sameAnswer(
        { ...base, answerValue: 'Good' },
        { ...base, answerValue: 'Good', answerNotes: 'x' },
      ),
    ).toBe(false);
    expect(sameAnswer(null, { ...base, answerValue: 'Good' })).toBe(false);
  });
});
