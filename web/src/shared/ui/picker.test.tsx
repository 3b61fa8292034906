import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import * as layoutHook from '../hooks/use-layout';
import { Picker, type PickerOption } from './picker';

const countries: PickerOption[] = [
  { value: 'BR', label: 'Brazil' },
  { value: 'CA', label: 'Canada' },
  { value: 'DE', label: 'Germany' },
  { value: 'FI', label: 'Finland' },
];

function CountryPicker({ searchable, error }: { searchable?: boolean; error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Picker
        label="Country"
        options={countries}
        value={value}
        onChange={setValue}
        searchable={searchable}
        error={error}
      />
      <output>chosen: {value ?? 'none'}</output>
    </>
  );
}

function useLayoutOf(layout: layoutHook.Layout): void {
  vi.spyOn(layoutHook, 'useLayout').mockReturnValue(layout);
}

describe('Picker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled native select on desktop, with the error wired', async () => {
    useLayoutOf('desktop');
    const user = userEvent.setup();
    render(<CountryPicker error="Country required" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Country required');
    await user.selectOptions(select, 'Germany');
    expect(screen.getByText('chosen: DE')).toBeInTheDocument();
  });

  it('on mobile opens a bottom sheet listbox; arrows and Enter choose, focus comes back', async () => {
    useLayoutOf('mobile');
    const user = userEvent.setup();
    render(<CountryPicker searchable={false} />);
    const field = screen.getByRole('combobox', { name: 'Country' });
    expect(field).toHaveAttribute('readonly');
    await user.click(field);
    const sheet = screen.getByRole('dialog', { name: 'Country' });
    const list = within(sheet).getByRole('listbox', { name: 'Country' });
    expect(list).toHaveFocus();
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(list).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: 'Germany' }).id,
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('chosen: DE')).toBeInTheDocument();
    expect(field).toHaveValue('Germany');
    expect(field).toHaveFocus();

    await user.keyboard('{Enter}');
    const reopened = screen.getByRole('listbox', { name: 'Country' });
    expect(within(reopened).getByRole('option', { name: 'Germany' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(reopened).getByRole('option', { name: 'Brazil' }));
    expect(screen.getByText('chosen: BR')).toBeInTheDocument();
  });

  it('filters a searchable sheet as the player types', async () => {
    useLayoutOf('mobile');
    const user = userEvent.setup();
    render(<CountryPicker searchable />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    const search = screen.getByRole('combobox', { name: 'Search' });
    expect(search).toHaveFocus();
    await user.type(search, 'fin');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Finland']);
    await user.keyboard('{Enter}');
    expect(screen.getByText('chosen: FI')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No matches')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('chosen: FI')).toBeInTheDocument();
  });
});
