import {
  CHECKLIST_API,
  type Answer,
  type ChecklistCategory,
} from '@dealer/contracts/order-checklist';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/queryClient';
import { endSession, startSession } from '../../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/masterHarness';
import { allOkValues, savedValues, sortedSections, toAnswers } from './checklistForm';
import { sameAnswer } from './compareSets';
import { ChecklistModal } from './index';

// antd's modals and forms are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const item = (id: number, itemName: string, isNotesAllowed = false, isNotesMandatory = false) => ({
  id,
  itemName,
  isNotesAllowed,
  isNotesMandatory,
});
const base = { isMandatory: true, isNotes: false, isNotesMandatory: false };

const QUESTIONNAIRE: ChecklistCategory[] = [
  {
    sectionId: 1,
    sectionName: 'Exterior',
    sequence: 1,
    questions: [
      {
        ...base,
        questionId: 1,
        questionText: 'Lights working',
        sequence: 1,
        questionAnswerTypeId: 2,
        questionAnswerTypeCode: 'CHECKBOX',
        answerItems: [
          item(11, 'Headlamps'),
          item(12, 'Turn signals'),
          item(13, 'Brake lights'),
          item(14, 'Fog lamps', true),
        ],
      },
      {
        ...base,
        questionId: 2,
        questionText: 'Body condition',
        sequence: 2,
        questionAnswerTypeId: 1,
        questionAnswerTypeCode: 'RADIO',
        answerItems: [item(21, 'OK'), item(22, 'Dent', true, true)],
      },
    ],
  },
  {
    sectionId: 2,
    sectionName: 'Interior',
    sequence: 2,
    questions: [
      {
        ...base,
        questionId: 3,
        questionText: 'Interior cleanliness',
        sequence: 1,
        questionAnswerTypeId: 3,
        questionAnswerTypeCode: 'DROPDOWN',
        answerItems: [item(31, 'Clean'), item(32, 'Dirty', true, true)],
      },
      {
        ...base,
        isMandatory: false,
        questionId: 4,
        questionText: 'Remarks',
        sequence: 2,
        questionAnswerTypeId: 5,
        questionAnswerTypeCode: 'TEXTBOX',
        isNotes: true,
        answerItems: [],
      },
    ],
  },
];

/** The BEFORE set: two lights (sent in the wrong order), a dent with notes, clean inside. */
const BEFORE_ANSWERS: Record<number, Partial<Answer>> = {
  1: { answerItemId: null, answerItemIds: [13, 11], answerValue: 'Headlamps, Brake lights' },
  2: { answerItemId: 22, answerValue: 'Dent', answerNotes: 'Rear bumper' },
  3: { answerItemId: 31, answerValue: 'Clean' },
};
const BEFORE: ChecklistCategory[] = QUESTIONNAIRE.map((section) => ({
  ...section,
  questions: section.questions.map((q) => {
    const given = BEFORE_ANSWERS[q.questionId];
    return {
      ...q,
      answer: given
        ? { questionId: q.questionId, answerValue: '', answerNotes: '', ...given }
        : null,
    };
  }),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'pdi', roles: ['pdi'] }));
  fetchMock.mockImplementation(async (input, init) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      answerSetType?: string;
    };
    if (input === CHECKLIST_API.questionnaire) {
      return jsonResponse({
        acknowledge: 1,
        message: 'Success',
        questionnaireCategories: QUESTIONNAIRE,
      });
    }
    if (input === CHECKLIST_API.search && body.answerSetType === 'BEFORE') {
      return jsonResponse({
        acknowledge: 1,
        message: 'Success',
        testDriveOrderNo: 'TD-0042',
        answerSetType: 'BEFORE',
        categories: BEFORE,
      });
    }
    if (input === CHECKLIST_API.save) {
      return jsonResponse({
        acknowledge: 1,
        message: 'TD-0042 Check after test drive answers saved',
      });
    }
    return jsonResponse({ acknowledge: 0, code: 'NOT_FOUND', message: 'No set' }, 404);
  });
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const sections = sortedSections(QUESTIONNAIRE);
const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
const checkbox = (name: string) =>
  within(screen.getByRole('group', { name: 'Lights working', hidden: true })).getByLabelText(
    name,
  ) as HTMLInputElement;
const checkedLights = () =>
  ['Headlamps', 'Turn signals', 'Brake lights', 'Fog lamps'].filter(
    (name) => checkbox(name).checked,
  );

describe('multi-select questions and the AFTER shortcuts', () => {
  it('asks a Checkbox question with checkboxes, starts AFTER from BEFORE, and sends the set', async () => {
    const onSaved = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ChecklistModal
              open
              orderNo="TD-0042"
              answerSetType="AFTER"
              onSaved={onSaved}
              onClose={() => undefined}
            />
          ),
        },
      ],
      '/',
    );
    await screen.findByRole('group', { name: 'Lights working', hidden: true });
    expect(checkedLights()).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: /Same as before/, hidden: true }));
    await waitFor(() => expect(checkedLights()).toEqual(['Headlamps', 'Brake lights']));
    expect(
      screen.getByRole('textbox', { name: 'Notes for Body condition', hidden: true }),
    ).toHaveValue('Rear bumper');

    // One more light works now; then Exterior is all OK in one click (every light, no dent).
    fireEvent.click(checkbox('Turn signals'));
    expect(checkedLights()).toEqual(['Headlamps', 'Turn signals', 'Brake lights']);
    fireEvent.click(button('All OK in Exterior'));
    await waitFor(() =>
      expect(checkedLights()).toEqual(['Headlamps', 'Turn signals', 'Brake lights', 'Fog lamps']),
    );

    fireEvent.click(button('Save'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes', hidden: true }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = fetchMock.mock.calls.find(([url]) => url === CHECKLIST_API.save)!;
    const answers = (JSON.parse(String(sent[1]?.body)) as { answers: Answer[] }).answers;
    expect(answers).toEqual([
      {
        questionId: 1,
        answerItemIds: [11, 12, 13, 14],
        answerValue: 'Headlamps, Turn signals, Brake lights, Fog lamps',
        answerNotes: '',
      },
      { questionId: 2, answerItemId: 21, answerValue: 'OK', answerNotes: '' },
      { questionId: 3, answerItemId: 31, answerValue: 'Clean', answerNotes: '' },
    ]);
  });
});

describe('multi-select rules without the screen', () => {
  it('compares multi-select answers as sets', () => {
    const lights = (ids: number[]): Answer => ({
      questionId: 1,
      answerItemIds: ids,
      answerValue: '',
      answerNotes: '',
    });
    expect(sameAnswer(lights([11, 13]), lights([13, 11]))).toBe(true);
    expect(sameAnswer(lights([11, 13]), lights([11]))).toBe(false);
    expect(sameAnswer(lights([11]), { ...lights([]), answerItemId: 11 })).toBe(true);
  });

  it('prefills a set from a saved answer, keeping only the items still offered', () => {
    const saved = structuredClone(BEFORE);
    saved[0]!.questions[0]!.answer!.answerItemIds = [99, 13];
    expect(savedValues(sections, saved).q1).toEqual({ itemIds: [13], notes: '' });
  });

  it('fills a section all OK: first item of a one-answer question, every item of a set, no text', () => {
    expect(allOkValues(sections[1]!)).toEqual({
      q3: { itemId: 31, itemIds: undefined, notes: '' },
    });
    expect(toAnswers(sections, allOkValues(sections[0]!))[0]).toEqual({
      questionId: 1,
      answerItemIds: [11, 12, 13, 14],
      answerValue: 'Headlamps, Turn signals, Brake lights, Fog lamps',
      answerNotes: '',
    });
  });
});
