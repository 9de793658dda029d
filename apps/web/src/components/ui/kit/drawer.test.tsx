import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Drawer } from './drawer';

function Filters() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Filters</Button>
      <Drawer
        isOpen={open}
        onOpenChange={setOpen}
        title="Filter results"
        closeLabel="Close"
        footer={<Button onPress={() => setOpen(false)}>Show 12 results</Button>}
      >
        <input aria-label="Direct only" type="checkbox" />
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its title, keeps focus inside and gives it back after Escape', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Filter results' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Show 12 results' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Filters');
  });

  it('closes from its named close button', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
