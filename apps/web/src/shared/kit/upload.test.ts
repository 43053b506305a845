import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { endSession, startSession } from '../session/sessionStore';
import { uploadFile } from './upload';

const fetchMock = vi.fn<typeof fetch>();
const file = new File(['a,b\n1,2\n'], 'things.csv', { type: 'text/csv' });

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'ho_testdrive', roles: ['ho_testdrive'] }));
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('uploadFile', () => {
  it("shows the server's message when the refusal names the file, not a row", async () => {
    const message = 'The upload is not a complete multipart body';
    fetchMock.mockResolvedValue(
      jsonResponse(
        { acknowledge: 0, code: 'VALIDATION', message, errors: [{ field: 'file', message }] },
        400,
      ),
    );
    expect(await uploadFile('/api/things/upload', file)).toEqual({
      ok: false,
      message,
      errors: [],
    });
  });

  it('lists the row errors of a refused sheet', async () => {
    const rowError = { row: 3, column: 'Code', message: 'Code is required' };
    fetchMock.mockResolvedValue(
      jsonResponse({ acknowledge: 0, message: 'Upload failed', errors: [rowError] }, 400),
    );
    expect(await uploadFile('/api/things/upload', file)).toEqual({
      ok: false,
      message: 'Upload failed',
      errors: [rowError],
    });
  });
});
