import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/ApiError';
import type { FieldMessage } from '../ui/formErrors';
import { rememberListSearch } from './listReturn';
import { outcomeOfReply, useFormSave, type RefusalSink, type SaveOutcome } from './useFormSave';

const dialogs = vi.hoisted(() => ({ answer: true, asked: 0 }));
vi.mock('../ui/dialogs', () => ({
  confirmSaveThese: () => {
    dialogs.asked += 1;
    return Promise.resolve(dialogs.answer);
  },
}));
const toasts = vi.hoisted(() => ({ errors: [] as string[], successes: [] as string[] }));
vi.mock('../ui/notify', () => ({
  notifyError: (text: string) => toasts.errors.push(text),
  notifySuccess: (text: string) => toasts.successes.push(text),
}));

const ZTitle = z.object({ title: z.string().trim().min(1).max(10) });

/** A sink like an antd form's: it holds refusals for `title` only, the rest are unmatched. */
function titleSink() {
  const shown: FieldMessage[][] = [];
  const sink: RefusalSink = {
    show: (refusals) => {
      shown.push([...refusals]);
      return refusals.filter((r) => r.field !== 'title');
    },
    clear: () => shown.push([]),
  };
  return { sink, shown };
}

function saving(setup: { after?: string; release?: () => void } = {}) {
  const client = new QueryClient();
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  const { sink, shown } = titleSink();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/campaign/add']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      form: useFormSave({ sink, invalidates: ['campaign'], ...setup }),
      location: useLocation(),
    }),
    { wrapper },
  );
  return { hook, shown, invalidated };
}

const succeeds = (): Promise<SaveOutcome<{ id: number }>> =>
  Promise.resolve({ ok: true, message: 'Saved', data: { id: 7 } });

beforeEach(() => {
  dialogs.answer = true;
  dialogs.asked = 0;
  toasts.errors = [];
  toasts.successes = [];
});
afterEach(() => sessionStorage.clear());

describe("a form's save through the kit", () => {
  it('says what the contract refuses at its field and neither asks nor sends', async () => {
    const { hook, shown } = saving();
    const send = vi.fn(succeeds);
    await act(() => hook.result.current.form.save({ title: 'x'.repeat(11) }, ZTitle, send));
    expect(shown.at(-1)).toEqual([{ field: 'title', message: expect.stringContaining('10') }]);
    expect(dialogs.asked).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends nothing when 'Are you sure?' is answered no", async () => {
    dialogs.answer = false;
    const { hook } = saving();
    const send = vi.fn(succeeds);
    const saved = await act(() => hook.result.current.form.save({ title: 'Promo' }, ZTitle, send));
    expect(dialogs.asked).toBe(1);
    expect(send).not.toHaveBeenCalled();
    expect(saved).toBeUndefined();
  });

  it("asks the page's own question instead of the default one", async () => {
    const { hook } = saving();
    const ask = vi.fn(() => Promise.resolve(true));
    await act(() => hook.result.current.form.save({ title: 'Promo' }, ZTitle, succeeds, ask));
    expect(ask).toHaveBeenCalledOnce();
    expect(dialogs.asked).toBe(0);
  });

  it("puts the server's refusals at their fields, with no toast when a field took one", async () => {
    const { hook, shown } = saving();
    const refused = (): Promise<SaveOutcome> =>
      Promise.resolve({
        ok: false,
        message: 'Validation failed',
        errors: [
          { field: 'title', message: 'already used' },
          { field: 'version', message: 'stale' },
        ],
      });
    await act(() => hook.result.current.form.save({ title: 'Promo' }, ZTitle, refused));
    expect(shown.at(-1)).toHaveLength(2);
    expect(hook.result.current.form.unmatched).toEqual([{ field: 'version', message: 'stale' }]);
    expect(toasts.errors).toEqual([]);
  });

  it('says the refusal as a toast when no field took any of it', async () => {
    const { hook } = saving();
    const refused = (): Promise<SaveOutcome> =>
      Promise.resolve({ ok: false, message: 'Quota reached', errors: [] });
    await act(() => hook.result.current.form.save({ title: 'Promo' }, ZTitle, refused));
    expect(toasts.errors).toEqual(['Quota reached']);
  });

  it('on success refetches, releases the leave guard and goes back to the list as it was', async () => {
    rememberListSearch('/campaign', '?title=Lebaran&page=2');
    const release = vi.fn();
    const { hook, invalidated } = saving({ after: '/campaign', release });
    const saved = await act(() =>
      hook.result.current.form.save({ title: 'Promo' }, ZTitle, succeeds),
    );
    expect(saved).toEqual({ id: 7 });
    expect(toasts.successes).toEqual(['Saved']);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['campaign'] });
    expect(release).toHaveBeenCalledOnce();
    expect(hook.result.current.location.pathname + hook.result.current.location.search).toBe(
      '/campaign?title=Lebaran&page=2',
    );
  });

  it('says a stale edit (409) the client left to the form, and keeps the form', async () => {
    const { hook } = saving({ after: '/campaign' });
    const stale = () =>
      Promise.reject(new ApiError('Changed by someone else', { status: 409, notified: false }));
    await act(() => hook.result.current.form.save({ title: 'Promo' }, ZTitle, stale));
    expect(toasts.errors).toEqual(['Changed by someone else']);
    expect(hook.result.current.location.pathname).toBe('/campaign/add');
    expect(hook.result.current.form.saving).toBe(false);
  });
});

describe('a house reply as a save outcome', () => {
  it('reads an error body and an acknowledgement of 0 as refusals, anything else as success', () => {
    const errors = [{ field: 'name', message: 'required' }];
    expect(outcomeOfReply({ acknowledge: 0, code: 'VALIDATION', message: 'No', errors })).toEqual({
      ok: false,
      message: 'No',
      errors,
    });
    expect(outcomeOfReply({ acknowledge: 0, message: 'Not allowed' } as never)).toMatchObject({
      ok: false,
      errors: [],
    });
    expect(outcomeOfReply({ acknowledge: 1, message: 'Saved' })).toMatchObject({
      ok: true,
      message: 'Saved',
    });
  });
});
