import { MASTER_API } from '@dealer/contracts/master';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as QuestionFormPage } from './pages/QuestionFormPage';
import { EMPTY_QUESTION, toQuestionInput } from './questionForm';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const API = MASTER_API.question;
const QUESTION = {
  questionId: 9,
  version: 2,
  questionText: 'Anything else to note?',
  isEnabled: true,
  isMandatory: false,
  isActive: true,
  sequence: 4,
  questionAnswerTypeId: 5,
  questionAnswerTypeCode: 'TEXTBOX',
  sectionId: 1,
  sectionName: 'Exterior',
  isNotes: false,
  isNotesMandatory: false,
  answerItems: [],
  createdTime: '2026-01-01T00:00:00Z',
  updatedTime: null,
};

const fetchMock = vi.fn<typeof fetch>();
const bodiesSentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'ho_testdrive', roles: ['ho_testdrive'] }));
  fetchMock.mockImplementation(async (input) => {
    const routes: Record<string, () => Response> = {
      [API.getById]: () => jsonResponse({ acknowledge: 1, message: 'OK', question: QUESTION }),
      [API.update]: () =>
        jsonResponse({ acknowledge: 1, message: 'Data saved successfully', question: QUESTION }),
      [API.search]: () => jsonResponse({ acknowledge: 1, message: 'OK', questions: [], total: 0 }),
      [API.categories]: () =>
        jsonResponse({
          acknowledge: 1,
          message: 'OK',
          questionnaireCategorys: [{ sectionId: 1, sectionName: 'Exterior', sequence: 1 }],
        }),
      [API.answerTypes]: () =>
        jsonResponse({
          acknowledge: 1,
          message: 'OK',
          questionAnswerTypes: [
            { id: 1, code: 'RADIO', description: 'Single choice' },
            { id: 5, code: 'TEXTBOX', description: 'Text box' },
          ],
        }),
    };
    return (routes[String(input)] ?? (() => jsonResponse({}, 404)))();
  });
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('question answer items', () => {
  it('sends no items for a text box (answer type 5), whatever the list held', () => {
    const input = toQuestionInput({
      ...EMPTY_QUESTION,
      sectionId: 1,
      questionText: 'Notes',
      questionAnswerTypeId: 5,
      answerItems: [
        { itemName: 'Good', isNotesAllowed: true, isNotesMandatory: true, isEnabled: true },
      ],
    });
    expect(input.answerItems).toEqual([]);
  });

  it('keeps item ids and order, and notes mandatory only where notes are allowed', () => {
    const input = toQuestionInput({
      ...EMPTY_QUESTION,
      sectionId: 1,
      questionText: 'Tyres',
      questionAnswerTypeId: 1,
      answerItems: [
        {
          id: 4,
          itemName: ' Worn ',
          isNotesAllowed: false,
          isNotesMandatory: true,
          isEnabled: true,
        },
        { itemName: 'Good', isNotesAllowed: true, isNotesMandatory: true, isEnabled: false },
      ],
    });
    expect(input.answerItems).toEqual([
      { id: 4, itemName: 'Worn', isNotesAllowed: false, isNotesMandatory: false, isEnabled: true },
      { itemName: 'Good', isNotesAllowed: true, isNotesMandatory: true, isEnabled: false },
    ]);
  });

  it('hides the items list for a text-box question and saves it without items', async () => {
    const { router } = renderRoutes(
      [
        { path: '/question/edit/:id', element: <QuestionFormPage /> },
        { path: '/question', element: <p>list</p> },
      ],
      '/question/edit/9',
    );
    const text = await screen.findByLabelText('Question', { selector: 'textarea' });
    await waitFor(() => expect(text).toHaveValue('Anything else to note?'));
    expect(screen.queryByText('Answer items')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/question'));
    expect(bodiesSentTo(API.update)[0]).toMatchObject({
      questionId: 9,
      version: 2,
      questionAnswerTypeId: 5,
      answerItems: [],
    });
  });
});
