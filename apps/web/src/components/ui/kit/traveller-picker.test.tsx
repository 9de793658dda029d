import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TravellerPicker } from './traveller-picker';
import type { TravellerCount } from './traveller-picker';
import { setViewportWidth } from '../../../test/viewport';

const desktopWidth = window.innerWidth;
afterEach(() => {
  setViewportWidth(desktopWidth);
});

const TEXTS = {
  label: 'Travellers',
  adults: 'Adults',
  adultsHint: '18+',
  children: 'Children',
  childrenHint: '0-17',
  decrease: (label: string) => `Fewer: ${label}`,
  increase: (label: string) => `More: ${label}`,
  childAge: (index: number) => `Age of child ${index}`,
  agePlaceholder: 'Age',
  years: (age: number) => `${age} years`,
  ageRequired: 'Choose the age of each child',
  done: 'Done',
};

function Picker(props: { onChange: (value: TravellerCount) => void; showAgeErrors?: boolean; cabin?: boolean }) {
  const [value, setValue] = useState<TravellerCount>({ adults: 2, childrenAges: [] });
  const [cabin, setCabin] = useState('ECONOMY');
  return (
    <TravellerPicker
      id="travellers"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      limits={{ minAdults: 1, maxAdults: 9, maxChildren: 2, maxChildAge: 17 }}
      texts={{ ...TEXTS, summary: `${value.adults} adults, ${value.childrenAges.length} children` }}
      showAgeErrors={props.showAgeErrors}
      choice={
        props.cabin
          ? {
              label: 'Cabin',
              value: cabin,
              onChange: setCabin,
              options: [
                { id: 'ECONOMY', label: 'Economy' },
                { id: 'BUSINESS', label: 'Business' },
              ],
            }
          : undefined
      }
    />
  );
}

function RoomsPicker(props: { onChange: (rooms: TravellerCount[]) => void }) {
  const [rooms, setRooms] = useState<TravellerCount[]>([{ adults: 2, childrenAges: [] }]);
  const change = (next: TravellerCount[]) => {
    setRooms(next);
    props.onChange(next);
  };
  return (
    <TravellerPicker
      id="guests"
      value={rooms[0]!}
      onChange={(first) => change([first, ...rooms.slice(1)])}
      limits={{ minAdults: 1, maxAdults: 9, maxChildren: 2, maxChildAge: 17 }}
      texts={{ ...TEXTS, label: 'Guests and rooms', summary: `${rooms.length} rooms` }}
      rooms={{
        value: rooms,
        onChange: change,
        maxRooms: 2,
        limitsOf: () => ({ minAdults: 1, maxAdults: 4, maxChildren: 2, maxChildAge: 17 }),
        newRoom: { adults: 1, childrenAges: [] },
        texts: {
          room: (index) => `Room ${index}`,
          addRoom: 'Add a room',
          removeRoom: (index) => `Remove room ${index}`,
        },
      }}
    />
  );
}

describe('TravellerPicker', () => {
  it('adds a child with an age by keyboard and caps children at the limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: /Travellers/ });
    expect(trigger.textContent).toBe('2 adults, 0 children');
    // Before its first press the field is the light button (the panel's chunk loads on the press).
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Travellers' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'More: Children' }));
    await user.click(within(dialog).getByRole('button', { name: 'More: Children' }));
    expect(within(dialog).getByRole('button', { name: 'More: Children' }).hasAttribute('disabled')).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith({ adults: 2, childrenAges: [null, null] });
    await user.selectOptions(within(dialog).getByLabelText('Age of child 2'), '7');
    expect(onChange).toHaveBeenLastCalledWith({ adults: 2, childrenAges: [null, 7] });
    await user.click(within(dialog).getByRole('button', { name: 'Fewer: Children' }));
    expect(onChange).toHaveBeenLastCalledWith({ adults: 2, childrenAges: [null] });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The full picker's button took the light one's place: the focus is back on it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Travellers/ })));
    expect(document.activeElement?.id).toBe('travellers');
  });

  it('marks a child without an age when errors show', async () => {
    const user = userEvent.setup();
    render(<Picker onChange={vi.fn()} showAgeErrors />);
    await user.click(screen.getByRole('button', { name: /Travellers/ }));
    await user.click(await screen.findByRole('button', { name: 'More: Children' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose the age of each child');
    expect(screen.getByLabelText('Age of child 1').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens as a full-screen sheet with Done on phones and offers the cabin choice', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    render(<Picker onChange={vi.fn()} cabin />);
    await user.click(screen.getByRole('button', { name: /Travellers/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Travellers' });
    expect(within(dialog).getByRole('heading', { name: 'Travellers' })).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Cabin'), 'BUSINESS');
    expect((within(dialog).getByLabelText('Cabin') as HTMLSelectElement).value).toBe('BUSINESS');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a room, fills its party and removes it by keyboard alone, keeping the focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RoomsPicker onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Guests and rooms' });
    expect(within(dialog).getByRole('region', { name: 'Room 1' })).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: 'Add a room' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([
      { adults: 2, childrenAges: [] },
      { adults: 1, childrenAges: [] },
    ]);
    const room2 = within(dialog).getByRole('region', { name: 'Room 2' });
    // The last room allowed was added: its adults field has the focus, not a button that went away.
    await waitFor(() => expect(document.activeElement).toBe(within(room2).getByRole('textbox', { name: /Adults/ })));
    expect(within(dialog).queryByRole('button', { name: 'Add a room' })).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith([
      { adults: 2, childrenAges: [] },
      { adults: 2, childrenAges: [] },
    ]);
    within(room2).getByRole('button', { name: 'More: Children' }).focus();
    await user.keyboard('{Enter}');
    await user.selectOptions(within(room2).getByLabelText('Age of child 1'), '4');
    expect(onChange).toHaveBeenLastCalledWith([
      { adults: 2, childrenAges: [] },
      { adults: 2, childrenAges: [4] },
    ]);
    within(room2).getByRole('button', { name: 'Remove room 2' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ adults: 2, childrenAges: [] }]);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Add a room' })),
    );
  });
});
