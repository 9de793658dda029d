import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Sheet, SheetTrigger } from './sheet';
import { TriggerButton } from './trigger-button';
import { setViewportWidth } from '../../../test/viewport';

const desktopWidth = window.innerWidth;
afterEach(() => {
  setViewportWidth(desktopWidth);
});

function Picker() {
  return (
    <SheetTrigger>
      <TriggerButton variant="secondary">Travellers</TriggerButton>
      <Sheet title="Who is travelling" doneLabel="Done">
        <label>
          Name <input />
        </label>
      </Sheet>
    </SheetTrigger>
  );
}

describe('Sheet', () => {
  it('is a full-screen dialog on phones with its title as heading and Done closing it', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Travellers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is travelling' });
    expect(within(dialog).getByRole('heading', { name: 'Who is travelling' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Travellers');
  });

  it('is a popover on desktop that Escape closes, giving focus back', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Who is travelling' });
    expect(within(dialog).queryByRole('heading')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Travellers');
  });
});
