import type { Batch, PlayerPoints } from '@dealer/contracts/point-correction';
import { fireEvent, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';

/**
 * Test support of the point-correction lists: a fetch stand-in that answers by path (the lists
 * are GETs whose query string is the request) and what the pages sent.
 */

const ACK = { responseCode: '200', responseText: 'Success', errorMsg: '' };
export const quest = (body: object) => jsonResponse({ ...ACK, ...body });

export function batch(batchId: number, over: Partial<Batch> = {}): Batch {
  return {
    batchId,
    fileName: `bonus-${batchId}.xlsx`,
    fileHash: `hash-${batchId}`,
    status: 'Committed',
    rowCount: 3,
    duplicateConfirmed: false,
    createdBy: 'yusuf',
    createdTime: '2026-11-20T02:00:00.000Z',
    committedBy: 'yusuf',
    committedTime: '2026-11-20T03:00:00.000Z',
    reversedBy: null,
    reversedTime: null,
    reversalReason: null,
    version: 2,
    ...over,
  };
}

export function player(playerNo: string, over: Partial<PlayerPoints> = {}): PlayerPoints {
  return {
    playerNo,
    playerName: `Salesman ${playerNo}`,
    branchCode: 'T013',
    branchName: 'Bekasi',
    playerLevel: 'SC',
    playerTier: 'SILVER',
    salesmanTier: 'REGULAR',
    podiumPoints: 10,
    pointsBalance: 250,
    entryCount: 2,
    ...over,
  };
}

export const BRANCHES = [
  { branchCode: 'T010', branchName: 'Kelapa Gading' },
  { branchCode: 'T013', branchName: 'Bekasi' },
];

export function listApi(routes: Record<string, (body: unknown) => Response>) {
  const fetchMock = vi.fn<typeof fetch>();
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).split('?')[0]!;
    const raw = init?.body;
    const answer = routes[path];
    return answer
      ? answer(typeof raw === 'string' ? JSON.parse(raw) : raw)
      : jsonResponse({ acknowledge: 0, message: 'nope' }, 404);
  });
  const callsTo = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path);
  return {
    fetchMock,
    /** The query strings sent to `path`, as objects, in order. */
    queriesTo: (path: string) =>
      callsTo(path).map(([url]) =>
        Object.fromEntries(new URLSearchParams(String(url).split('?')[1] ?? '')),
      ),
    /** The JSON bodies sent to `path`, in order. */
    bodiesTo: (path: string) =>
      callsTo(path).map(([, init]) => JSON.parse(String(init?.body)) as unknown),
  };
}

export { headerCell } from '../../../test/listPageKit';

/** Picks `option` of the select whose combobox is `input`, as a mouse user does. */
export async function choose(input: HTMLElement, option: string) {
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown .ant-select-item-option[title="${option}"]`,
    );
    if (!found) throw new Error(`no option '${option}' open`);
    return found;
  });
  fireEvent.click(item);
}

/** The address's query as an object, to compare without caring for the parameters' order. */
export const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
