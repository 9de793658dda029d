import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, LinkButton } from './button';
import { Checkbox } from './checkbox';

describe('Button', () => {
  it('imports no React Aria: the first screen loads none (issue 16)', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'button.tsx'), 'utf8');
    expect(source).not.toMatch(/from '(react-aria|react-stately|@react-aria|@react-stately)/);
  });

  it("is a native button, without React Aria's press hooks, pressed by a click, Enter and Space", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button variant="ghost" aria-describedby="card" id="details" data-testid="details" onPress={onPress}>
        Details
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Details' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.hasAttribute('data-react-aria-pressable')).toBe(false);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-describedby')).toBe('card');
    expect(button.id).toBe('details');
    expect(button.dataset.testid).toBe('details');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('is pressed by Enter and Space and submits its form', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onPress={onPress} variant="secondary">
          Press
        </Button>
        <Button type="submit" size="large">
          Search
        </Button>
      </form>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Search');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled and leaves the tab order', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <Button onPress={onPress} isDisabled>
          No
        </Button>
        <Button>Next</Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'No' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Next');
  });

  it('while pending keeps focus, says it is unavailable, ignores presses and does not submit', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Destination" />
        <input aria-label="Origin" />
        <Button type="submit" size="large" block onPress={onPress}>
          Select
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Select' });
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Destination" />
        <input aria-label="Origin" />
        <Button type="submit" size="large" block isPending onPress={onPress}>
          Select
        </Button>
      </form>,
    );
    // The same element, still focused, now busy.
    expect(screen.getByRole('button', { name: 'Select' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-pending')).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(document.activeElement).toBe(button);
    // Enter in a field of the form would submit it through its submit button: not while pending.
    await user.click(screen.getByRole('textbox', { name: 'Destination' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says whether a toggle is on and a disclosure is open', () => {
    render(
      <>
        <Button aria-pressed>Map</Button>
        <Button aria-expanded={false} aria-controls="menu">
          Account
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Map', pressed: true })).toBeTruthy();
    const account = screen.getByRole('button', { name: 'Account', expanded: false });
    expect(account.getAttribute('aria-controls')).toBe('menu');
  });
});

describe('LinkButton', () => {
  it("is a real link with its address and the button's look, without React Aria's press hooks", async () => {
    const user = userEvent.setup();
    render(
      <>
        <LinkButton href="/stays" variant="secondary" size="large" aria-label="Find a stay">
          Stays
        </LinkButton>
        <Button variant="secondary" size="large">
          Stays
        </Button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Find a stay' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/stays');
    expect(link.className).toBe(screen.getByRole('button', { name: 'Stays' }).className);
    expect(link.hasAttribute('data-react-aria-pressable')).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(link);
  });
});

describe('Checkbox', () => {
  it('toggles with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox isSelected={false} onChange={onChange}>
        One way
      </Checkbox>,
    );
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'One way' })).toBeTruthy();
  });
});
