import { cleanup } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../shared/api/queryClient';
import { endSession, startSession } from '../shared/session/sessionStore';
import { makeSession } from './fixtures';

/**
 * Test kit of the list pages' tests (imported by tests only): a signed-in role with a fetch
 * stand-in around every test, and what a test reads of a rendered antd table.
 */

/**
 * Before each test: `fetchMock` stands in for fetch and `role` is signed in. After it: signed out,
 * the query cache, the remembered list addresses and the stand-in cleared. The stand-in's answers
 * are the test file's (`fetchMock.mockImplementation` in its own beforeEach, after this one).
 */
export function signedInWithFetch(role: string, fetchMock: Mock<typeof fetch>): void {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await startSession(makeSession({ role, roles: [role] }));
  });
  afterEach(() => {
    // Unmounted first: a page that reads the session must not render once more without one.
    cleanup();
    endSession();
    queryClient.clear();
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
}

/** The JSON bodies the page posted to one path, oldest first. */
export const bodiesTo = (fetchMock: Mock<typeof fetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** The header cell of a column, found by its title inside the table head. */
export function headerCell(container: HTMLElement, title: string): HTMLElement {
  const cells = [...container.querySelectorAll<HTMLElement>('thead th')];
  const cell = cells.find(
    (th) => th.querySelector('.ant-table-column-title')?.textContent === title,
  );
  if (!cell) {
    throw new Error(`no column '${title}' among ${cells.map((th) => th.textContent).join(' | ')}`);
  }
  return cell;
}

/** The text of one column (by its cell's index) in every row of the table, top to bottom. */
export const columnTexts = (container: HTMLElement, index: number) =>
  [...container.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(
    (row) => row.querySelectorAll('td')[index]?.textContent,
  );
