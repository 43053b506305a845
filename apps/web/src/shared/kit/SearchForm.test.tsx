import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { Filters, SearchField } from './search';
import { SearchForm } from './SearchForm';

// A screen like Vehicles: a branch the page fixes, and a free-text field.
const FIELDS: SearchField[] = [
  {
    name: 'BranchId',
    label: 'Branch',
    valueType: 'number',
    input: <Select disabled options={[{ value: 10, label: 'T010 · Kelapa Gading' }]} />,
  },
  { name: 'keyword', label: 'Police / Equipment No', valueType: 'string', input: <Input /> },
];

/**
 * The list hands the form its filters from the URL, which the router commits a render or more
 * after the click: `arrive` plays that moment whenever the test chooses.
 */
function renderForm(initial: Filters) {
  const onSearch = vi.fn<(filters: Filters) => void>();
  const view = render(
    <SearchForm fields={FIELDS} filters={initial} label="Search vehicles" onSearch={onSearch} />,
  );
  const arrive = (filters: Filters) =>
    view.rerender(
      <SearchForm fields={FIELDS} filters={filters} label="Search vehicles" onSearch={onSearch} />,
    );
  return { onSearch, arrive };
}

const keyword = () => screen.getByLabelText('Police / Equipment No') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name, hidden: true });

describe('the list search form', () => {
  it('keeps what a fast user typed after Reset when the reset filters arrive later', async () => {
    const { onSearch, arrive } = renderForm({ BranchId: 10, keyword: 'B 1' });
    await waitFor(() => expect(keyword().value).toBe('B 1'));

    fireEvent.click(button('Reset'));
    expect(onSearch).toHaveBeenLastCalledWith({});
    await userEvent.type(keyword(), 'B 1234 TD');
    // The page adds its fixed branch to the reset filters.
    arrive({ BranchId: 10 });

    expect(keyword().value).toBe('B 1234 TD');
    expect(screen.getByText('T010 · Kelapa Gading')).toBeInTheDocument();
    fireEvent.click(button('Search'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({ BranchId: 10, keyword: 'B 1234 TD' }),
    );
  });

  it('keeps a field typed into after Search when the searched filters arrive later', async () => {
    const { onSearch, arrive } = renderForm({ BranchId: 10 });
    await userEvent.type(keyword(), 'B 1');
    fireEvent.click(button('Search'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({ BranchId: 10, keyword: 'B 1' }),
    );
    await userEvent.type(keyword(), '234');
    arrive({ BranchId: 10, keyword: 'B 1' });
    expect(keyword().value).toBe('B 1234');
  });

  it('shows the filters of a navigation (Back, a link) in the fields the user left alone', async () => {
    const { arrive } = renderForm({ BranchId: 10, keyword: 'B 1' });
    await waitFor(() => expect(keyword().value).toBe('B 1'));
    arrive({ BranchId: 10, keyword: 'B 2' });
    expect(keyword().value).toBe('B 2');
    arrive({ BranchId: 10 });
    expect(keyword().value).toBe('');
  });
});
