import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { preloadScreens, renderApp } from '../../test/renderApp';
import { endSession, startSession } from '../session/sessionStore';

beforeAll(preloadScreens, 60_000);
afterEach(() => endSession());

const ASK = 'You have unsaved changes. Leave this page and lose them?';

async function editedForm(path: string, label: string) {
  await startSession(makeSession({ role: 'superadmin', roles: ['superadmin'] }));
  const app = renderApp(path);
  const field = await screen.findByLabelText(label);
  fireEvent.change(field, { target: { value: 'EDITED' } });
  return app;
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('a form asks before its edits are lost', () => {
  it('asks when the user leaves through the menu or a link, and stays on Cancel', async () => {
    const { router } = await editedForm('/pricecomponent/create', 'Code');
    act(() => void router.navigate('/astraquest'));
    expect(await screen.findByText(ASK)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(ASK)).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/pricecomponent/create');
    expect(screen.getByLabelText('Code')).toHaveValue('EDITED');
  });

  it('leaves when the user says so', async () => {
    const { router } = await editedForm('/users/create', 'Full name');
    act(() => void router.navigate('/users'));
    await screen.findByText(ASK);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('asks the browser before a reload or a closed tab, once edited only', async () => {
    await startSession(makeSession({ role: 'superadmin', roles: ['superadmin'] }));
    renderApp('/pricecomponent/create');
    const field = await screen.findByLabelText('Code');
    expect(beforeUnloadPrevented()).toBe(false);
    fireEvent.change(field, { target: { value: 'EDITED' } });
    await waitFor(() => expect(beforeUnloadPrevented()).toBe(true));
  });

  it('lets an untouched form go without asking', async () => {
    await startSession(makeSession({ role: 'superadmin', roles: ['superadmin'] }));
    const { router } = renderApp('/pricecomponent/create');
    await screen.findByLabelText('Code');
    act(() => void router.navigate('/astraquest'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/astraquest'));
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
  });
});
