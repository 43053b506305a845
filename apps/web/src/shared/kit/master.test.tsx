import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderMaster, THING_API, type Thing } from '../../test/masterHarness';
import { queryClient } from '../api/queryClient';
import { endSession, startSession } from '../session/sessionStore';

const T1: Thing = { id: 1, version: 3, code: 'T-1', name: 'First thing', isEnabled: true };
const T2: Thing = { id: 2, version: 5, code: 'T-2', name: 'Second thing', isEnabled: false };

// antd's table and modals are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const fetchMock = vi.fn<typeof fetch>();
type Handler = (body: unknown) => Response;

function api(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const handler = routes[String(input)];
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return handler ? handler(body) : jsonResponse({ acknowledge: 0, message: 'nope' }, 404);
  });
}

const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);
const bodiesSentTo = (path: string) =>
  callsTo(path).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const list = (things: Thing[]) => () =>
  jsonResponse({ acknowledge: 1, message: 'OK', things, total: things.length });

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await startSession(makeSession({ role: 'ho_testdrive', roles: ['ho_testdrive'] }));
});

afterEach(() => {
  endSession();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

// `hidden: true` skips the visibility check of every ancestor, which is slow in jsdom with antd.
const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
const findButton = (name: string | RegExp) => screen.findByRole('button', { name, hidden: true });

async function selectRows(...codes: string[]) {
  for (const code of codes) {
    fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${code}`, hidden: true }));
  }
}

describe('master list', () => {
  it('renders the rows of the search reply with View, Edit and Copy links', async () => {
    api({ [THING_API.search]: list([T1, T2]) });
    renderMaster('/things');

    const row = (await screen.findByText('First thing')).closest('tr')!;
    expect(within(row).getByText('T-1')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View T-1', hidden: true })).toHaveAttribute(
      'href',
      '/things/view/1',
    );
    expect(within(row).getByRole('link', { name: 'Edit T-1', hidden: true })).toHaveAttribute(
      'href',
      '/things/edit/1',
    );
    expect(within(row).getByRole('link', { name: 'Copy T-1', hidden: true })).toHaveAttribute(
      'href',
      '/things/copy/1',
    );
    expect(bodiesSentTo(THING_API.search)[0]).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('shows the empty state with an Add call to action when there is no row', async () => {
    api({ [THING_API.search]: list([]) });
    renderMaster('/things');
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add', hidden: true })).toHaveLength(2);
  });

  it('searches with the typed filters on Enter and clears them on Reset', async () => {
    api({ [THING_API.search]: list([T1]) });
    const { router } = renderMaster('/things');
    const code = await screen.findByLabelText('Thing code');
    await userEvent.type(code, ' T-1 {enter}');
    await waitFor(() =>
      expect(bodiesSentTo(THING_API.search).at(-1)).toMatchObject({ code: 'T-1', page: 1 }),
    );

    fireEvent.click(button('Reset'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Thing code') as HTMLInputElement).value).toBe('');
  });

  it('shows the bulk bar once rows are selected', async () => {
    api({ [THING_API.search]: list([T1, T2]) });
    renderMaster('/things');
    await screen.findByText('First thing');
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions', hidden: true })).toBeNull();

    await selectRows('T-1', 'T-2');
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions', hidden: true });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    for (const name of ['Active', 'InActive', 'Delete'])
      expect(within(bar).getByRole('button', { name, hidden: true })).toBeInTheDocument();
  });

  it("asks the spec's delete confirmations, sends one bulk call, lists bracketed results and clears the selection", async () => {
    api({
      [THING_API.search]: list([T1, T2]),
      [THING_API.bulk]: () =>
        jsonResponse({
          acknowledge: 1,
          message: 'Data berhasil dihapus',
          results: [
            { acknowledge: 1, id: 1, key: '[T-1]', message: 'Data has been deleted' },
            { acknowledge: 1, id: 2, key: '[T-2]', message: 'Data has been deleted' },
          ],
        }),
    });
    renderMaster('/things');
    await selectRows('T-1', 'T-2');
    fireEvent.click(button('Delete'));

    expect(
      await screen.findByText('Do you want to delete these items with [T-1], [T-2] ?'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Are you sure?').length).toBeGreaterThan(0);
    fireEvent.click(button('Yes'));
    expect(await screen.findByText("You won't be able to revert this!")).toBeInTheDocument();
    expect(button('No, cancel!')).toBeInTheDocument();
    fireEvent.click(button('Yes, delete it!'));

    expect(await screen.findByText('[T-1] Data has been deleted')).toBeInTheDocument();
    expect(screen.getByText('[T-2] Data has been deleted')).toBeInTheDocument();
    expect(bodiesSentTo(THING_API.bulk)).toEqual([
      {
        action: 'Delete',
        items: [
          { id: 1, version: 3 },
          { id: 2, version: 5 },
        ],
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Bulk actions', hidden: true })).toBeNull(),
    );
    await waitFor(() => expect(callsTo(THING_API.search).length).toBe(2));
  });

  it("reads a deactivation as 'Data has been Not Active'", async () => {
    api({
      [THING_API.search]: list([T1]),
      [THING_API.bulk]: () =>
        jsonResponse({
          acknowledge: 1,
          message: 'Data berhasil dinonaktifkan',
          results: [{ acknowledge: 1, id: 1, key: '[T-1]', message: 'Data has been Not Active' }],
        }),
    });
    renderMaster('/things');
    await selectRows('T-1');
    fireEvent.click(button('InActive'));
    expect(await screen.findByText('Do you want to InActive?')).toBeInTheDocument();
    fireEvent.click(button('Yes'));
    expect(await screen.findByText('[T-1] Data has been Not Active')).toBeInTheDocument();
    expect(screen.getByText('Data has been Not Active')).toBeInTheDocument();
  });

  it('lists per-row failures of a refused bulk call', async () => {
    api({
      [THING_API.search]: list([T1]),
      [THING_API.bulk]: () =>
        jsonResponse(
          {
            acknowledge: 0,
            code: 'STALE_VERSION',
            message: '1 of 1 rows failed, nothing was changed',
            results: [
              {
                acknowledge: 0,
                id: 1,
                key: '[T-1]',
                message: 'This data was changed by someone else',
              },
            ],
          },
          409,
        ),
    });
    renderMaster('/things');
    await selectRows('T-1');
    fireEvent.click(button('Active'));
    fireEvent.click(await findButton('Yes'));
    expect(
      await screen.findByText('[T-1] This data was changed by someone else'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });
});

describe('master form', () => {
  const getById = (thing: Thing | null) => () =>
    thing
      ? jsonResponse({ acknowledge: 1, message: 'OK', thing })
      : jsonResponse({ acknowledge: 0, code: 'NOT_FOUND', message: 'Data not found!' }, 404);

  it('shows every field read-only in view mode, with Back and an Edit that opens the form', async () => {
    api({ [THING_API.getById]: getById(T1) });
    const { router } = renderMaster('/things/view/1');
    const code = await screen.findByLabelText('Thing code');
    await waitFor(() => expect(code).toHaveValue('T-1'));
    expect(code).toBeDisabled();
    expect(screen.getByLabelText('Thing name')).toBeDisabled();
    expect(screen.getByRole('switch', { hidden: true })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save', hidden: true })).toBeNull();
    expect(button('Back')).toBeEnabled();
    fireEvent.click(button('Edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things/edit/1'));
    expect(await findButton('Save')).toBeEnabled();
  });

  it('offers no Edit on a view to a role that may only read master data', async () => {
    endSession();
    await startSession(makeSession({ role: 'pdi', roles: ['pdi'] }));
    api({ [THING_API.getById]: getById(T1) });
    renderMaster('/things/view/1');
    const code = await screen.findByLabelText('Thing code');
    await waitFor(() => expect(code).toHaveValue('T-1'));
    expect(button('Back')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Edit', hidden: true })).toBeNull();
  });

  it('copies a record as a new one: no id, no version, sent to create', async () => {
    api({
      [THING_API.getById]: getById(T1),
      [THING_API.add]: () => jsonResponse({ acknowledge: 1, message: 'Data saved successfully' }),
      [THING_API.search]: list([T1]),
    });
    const { router } = renderMaster('/things/copy/1');
    const code = await screen.findByLabelText('Thing code');
    await waitFor(() => expect(code).toHaveValue('T-1'));
    fireEvent.change(code, { target: { value: 'T-9' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Do you want to save these ?')).toBeInTheDocument();
    fireEvent.click(button('Yes'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
    expect(bodiesSentTo(THING_API.add)).toEqual([
      [{ code: 'T-9', name: 'First thing', isEnabled: true }],
    ]);
    expect(callsTo(THING_API.edit)).toHaveLength(0);
    expect(await screen.findByText('Data saved successfully')).toBeInTheDocument();
  });

  it("says 'Data not found!' for a missing record and goes back to the list", async () => {
    api({ [THING_API.getById]: getById(null), [THING_API.search]: list([]) });
    const { router } = renderMaster('/things/edit/404');
    expect(await screen.findByText('Data not found!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
  });

  it("puts a 400's field errors on the fields and keeps the form open", async () => {
    api({
      [THING_API.getById]: getById(T1),
      [THING_API.edit]: () =>
        jsonResponse(
          {
            acknowledge: 0,
            code: 'VALIDATION',
            message: 'name: name is required',
            errors: [{ field: 'name', message: 'name is required' }],
          },
          400,
        ),
    });
    const { router } = renderMaster('/things/edit/1');
    const name = await screen.findByLabelText('Thing name');
    await waitFor(() => expect(name).toHaveValue('First thing'));
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(button('Save'));
    fireEvent.click(await findButton('Yes'));
    expect(await screen.findByText('name is required')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things/edit/1');
    expect(bodiesSentTo(THING_API.edit)[0]).toMatchObject({ id: 1, version: 3, name: '' });
  });

  it('offers Reload on a stale version', async () => {
    api({
      [THING_API.getById]: getById(T1),
      [THING_API.edit]: () =>
        jsonResponse(
          {
            acknowledge: 0,
            code: 'STALE_VERSION',
            message: 'This data was changed by someone else',
          },
          409,
        ),
    });
    renderMaster('/things/edit/1');
    await waitFor(() => expect(screen.getByLabelText('Thing name')).toHaveValue('First thing'));
    fireEvent.click(button('Save'));
    fireEvent.click(await findButton('Yes'));
    expect(await screen.findByText('This data was changed by someone else')).toBeInTheDocument();
    fireEvent.click(button('Reload'));
    await waitFor(() => expect(callsTo(THING_API.getById).length).toBe(2));
  });
});

describe('master upload', () => {
  it('shows the row / column table on a 400 with errors and does not reload the list', async () => {
    api({
      [THING_API.search]: list([T1]),
      [THING_API.upload]: () =>
        jsonResponse(
          {
            acknowledge: 0,
            code: 'VALIDATION',
            message: 'Field Mandatory is Required',
            errors: [{ row: 3, column: 'ClusterCode', message: 'ClusterCode is required' }],
          },
          400,
        ),
    });
    renderMaster('/things');
    await screen.findByText('First thing');
    fireEvent.click(button('Upload'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(
      within(dialog).getByRole('button', { name: 'Download template', hidden: true }),
    ).toBeInTheDocument();

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['ClusterCode\n'], 'things.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    expect(await screen.findByText('Do you want to upload file things.csv ?')).toBeInTheDocument();
    fireEvent.click(button('Yes'));

    expect(await within(dialog).findByText('Field Mandatory is Required')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { hidden: true });
    expect(within(table).getByText('ClusterCode is required')).toBeInTheDocument();
    expect(within(table).getByText('3')).toBeInTheDocument();
    expect(callsTo(THING_API.upload)).toHaveLength(1);
    expect(callsTo(THING_API.upload)[0]![1]!.body).toBeInstanceOf(FormData);
    expect(callsTo(THING_API.search)).toHaveLength(1);
  });

  it('refuses a file that is not .xlsx or .csv before sending it', async () => {
    api({ [THING_API.search]: list([T1]) });
    renderMaster('/things');
    await screen.findByText('First thing');
    fireEvent.click(button('Upload'));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText('Only .xlsx and .csv files can be uploaded, not notes.txt'),
    ).toBeInTheDocument();
    expect(callsTo(THING_API.upload)).toHaveLength(0);
  });
});
