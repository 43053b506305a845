import { MASTER_API } from '@dealer/contracts/master';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient';
import { endSession, startSession } from '../../shared/session/sessionStore';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { Component as ReasonFormPage } from './pages/ReasonFormPage';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const API = MASTER_API.reason;
const REASON = {
  id: 5,
  version: 2,
  reasonCategoryId: 11,
  reasonCategoryCode: 'BLOCK',
  reasonCategoryDescription: 'Block Vehicle',
  reasonDescription: 'Unit used for photo shoot',
  isEnabled: true,
  isActive: true,
  createdTime: '2026-01-01T00:00:00Z',
  updatedTime: null,
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'ho_testdrive', roles: ['ho_testdrive'] }));
  fetchMock.mockImplementation(async (input) => {
    const routes: Record<string, () => Response> = {
      [API.command]: () =>
        jsonResponse([{ acknowledge: 1, message: 'OK', reasonListMappings: [REASON], total: 1 }]),
      [API.categories]: () =>
        jsonResponse({
          acknowledge: 1,
          message: 'OK',
          reasonCategoryModel: [{ id: 11, reasonCategoryCode: 'BLOCK', description: 'Block' }],
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

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/blockcancellationreason/:mode/:id', element: <ReasonFormPage /> },
      { path: '/blockcancellationreason/create', element: <ReasonFormPage /> },
    ],
    path,
  );

/** Labels antd marks with its required asterisk (hidden marks do not count). */
const requiredMarks = (container: HTMLElement) =>
  container.querySelectorAll(
    'label.ant-form-item-required:not(.ant-form-item-required-mark-hidden)',
  ).length;

describe('reason form: view and edit', () => {
  it('views without required marks or a character counter, and offers Edit', async () => {
    const { container } = render('/blockcancellationreason/view/5');
    const text = await screen.findByLabelText('Reason Description');
    await waitFor(() => expect(text).toHaveValue('Unit used for photo shoot'));
    expect(text).toBeDisabled();
    expect(requiredMarks(container)).toBe(0);
    expect(container.querySelector('.ant-input-data-count')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit', hidden: true })).toBeEnabled();
  });

  it('edits with the required marks and the counter', async () => {
    const { container } = render('/blockcancellationreason/edit/5');
    const text = await screen.findByLabelText('Reason Description');
    await waitFor(() => expect(text).toHaveValue('Unit used for photo shoot'));
    expect(requiredMarks(container)).toBe(2);
    expect(container.querySelector('.ant-input-data-count')).toHaveTextContent('25 / 300');
    expect(screen.queryByRole('button', { name: 'Edit', hidden: true })).toBeNull();
  });
});
