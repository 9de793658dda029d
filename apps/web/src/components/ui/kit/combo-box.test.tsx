import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComboBox } from './combo-box';
import type { ComboBoxGroup, ComboBoxOption } from './combo-box';

const PLACES: ComboBoxGroup<ComboBoxOption>[] = [
  {
    id: 'CITY',
    title: 'Cities',
    options: [
      { id: 'c:ROM', name: 'Rome', subtitle: 'Italy' },
      { id: 'c:RHO', name: 'Rhodes', subtitle: 'Greece' },
    ],
  },
  { id: 'AIRPORT', title: 'Airports', options: [{ id: 'a:FCO', name: 'Rome Fiumicino', subtitle: 'FCO' }] },
];

function Place(props: { groups?: typeof PLACES; isLoading?: boolean; onSelect?: (option: ComboBoxOption) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <ComboBox
        id="to"
        label="To"
        placeholder="City or airport"
        inputValue={text}
        onInputChange={setText}
        groups={props.groups ?? PLACES}
        onSelect={(option) => {
          setText(option.name);
          props.onSelect?.(option);
        }}
        onClear={() => setText('')}
        isLoading={props.isLoading}
        loadingText="Searching…"
        emptyText={text.length >= 2 ? 'No place matches' : null}
        clearLabel="Clear"
        doneLabel="Done"
      />
      <button type="button">Next field</button>
    </>
  );
}

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe('ComboBox', () => {
  it('lists grouped options on focus and chooses one with arrows and Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Place onSelect={onSelect} />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'To' });
    expect(document.activeElement).toBe(input);
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(list).getByText('Airports')).toBeTruthy();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'a:FCO' }));
    expect((input as HTMLInputElement).value).toBe('Rome Fiumicino');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear' }));
  });

  it('says when nothing matches and when a search is running', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Place groups={[]} />);
    await user.type(screen.getByRole('combobox'), 'zz');
    expect((await screen.findByRole('status')).textContent).toBe('No place matches');
    rerender(<Place groups={[]} isLoading />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Searching…'));
  });

  it('clears the text with its clear button', async () => {
    const user = userEvent.setup();
    render(<Place />);
    await user.type(screen.getByRole('combobox'), 'Ro');
    // The open list hides the rest of the page from assistive tech (React Aria): Escape closes it first.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('');
  });

  it('on phones opens the input in a full-screen sheet; a tap on a suggestion chooses it and closes the sheet', async () => {
    window.innerWidth = 390;
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Place onSelect={onSelect} />);
    const field = screen.getByRole('button', { name: 'To City or airport' });
    await user.click(field);
    const sheet = await screen.findByRole('dialog', { name: 'To' });
    // The list opens with the focus and hides the rest of the sheet from assistive tech meanwhile (React Aria).
    expect(within(sheet).getByRole('heading', { name: 'To', hidden: true })).toBeTruthy();
    const input = within(sheet).getByRole('combobox', { name: 'To' });
    // Chromium leaves the focus in the input the sheet opens with; happy-dom runs the dialog's own focus after it.
    await user.type(input, 'Ro');
    await user.click(await screen.findByRole('option', { name: /Rhodes/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'c:RHO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(field);
    expect(field.textContent).toBe('Rhodes');
  });
});
