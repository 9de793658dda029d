import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComboBox } from './combo-box';
import type { ComboBoxGroup, ComboBoxOption } from './combo-box';
import { setViewportWidth } from '../../../test/viewport';

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
  setViewportWidth(desktopWidth);
});

describe('ComboBox', () => {
  it('starts as the phone field the server renders and swaps in the input on wider screens, keeping the focus', async () => {
    // The file's first test: the input's chunk is not loaded yet (the later tests share the loaded one).
    render(
      <ComboBox
        id="from"
        label="From"
        placeholder="City or airport"
        inputValue="Rome"
        onInputChange={() => undefined}
        groups={PLACES}
        onSelect={() => undefined}
        onClear={() => undefined}
        loadingText="Searching…"
        emptyText={null}
        clearLabel="Clear"
        doneLabel="Done"
      />,
    );
    // A Tab lands on the phone field's button before the input is in: the input takes the focus with its place.
    screen.getByRole('button', { name: 'From Rome' }).focus();
    expect(screen.queryByRole('combobox')).toBeNull();
    const input = await screen.findByRole('combobox', { name: 'From' });
    expect((input as HTMLInputElement).value).toBe('Rome');
    expect(screen.queryByRole('button', { name: 'From Rome' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('lists grouped options on focus and chooses one with arrows and Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Place onSelect={onSelect} />);
    const input = await screen.findByRole('combobox', { name: 'To' });
    await user.tab();
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
    await user.type(await screen.findByRole('combobox'), 'zz');
    expect((await screen.findByRole('status')).textContent).toBe('No place matches');
    rerender(<Place groups={[]} isLoading />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Searching…'));
  });

  it('clears the text with its clear button', async () => {
    const user = userEvent.setup();
    render(<Place />);
    await user.type(await screen.findByRole('combobox'), 'Ro');
    // The open list hides the rest of the page from assistive tech (React Aria): Escape closes it first.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('');
  });

  it('on phones opens the input in a full-screen sheet; a tap on a suggestion chooses it and closes the sheet', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Place onSelect={onSelect} />);
    const light = screen.getByRole('button', { name: 'To City or airport' });
    // The light field is a native button saying what it opens, as React Aria's DialogTrigger does for the full one.
    expect(light.getAttribute('aria-haspopup')).toBe('dialog');
    expect(light.getAttribute('aria-expanded')).toBe('false');
    await user.click(light);
    // The sheet's chunk loads on this first press (the light field's button is replaced by the full one's).
    const sheet = await screen.findByRole('dialog', { name: 'To' }, { timeout: 5000 });
    // The list opens with the focus and hides the rest of the sheet from assistive tech meanwhile (React Aria).
    expect(within(sheet).getByRole('heading', { name: 'To', hidden: true })).toBeTruthy();
    const input = within(sheet).getByRole('combobox', { name: 'To' });
    // Chromium leaves the focus in the input the sheet opens with; happy-dom runs the dialog's own focus after it.
    await user.type(input, 'Ro');
    await user.click(await screen.findByRole('option', { name: /Rhodes/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'c:RHO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const field = screen.getByRole('button', { name: 'To Rhodes' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.textContent).toBe('Rhodes');
  });
});
