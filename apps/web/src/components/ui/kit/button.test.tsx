import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, LinkButton, ListButton } from './button';
import { Checkbox } from './checkbox';

describe('Button', () => {
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
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Search');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        No
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('renders a link as a real link', () => {
    render(<LinkButton href="/stays">Stays</LinkButton>);
    expect(screen.getByRole('link', { name: 'Stays' }).getAttribute('href')).toBe('/stays');
  });
});

describe('ListButton', () => {
  it("is a native button with Button's look, pressed by a click, Enter and Space, without React Aria's hooks", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <Button variant="ghost" aria-describedby="card">
          Details
        </Button>
        <ListButton variant="ghost" aria-describedby="card" onPress={onPress}>
          Details
        </ListButton>
      </>,
    );
    const [aria, native] = screen.getAllByRole('button', { name: 'Details' });
    // The same classes (the native one adds its CSS states), no React Aria press handling on the element.
    expect(native!.className.startsWith(aria!.className)).toBe(true);
    expect(aria!.hasAttribute('data-react-aria-pressable')).toBe(true);
    expect(native!.hasAttribute('data-react-aria-pressable')).toBe(false);
    expect(native!.getAttribute('type')).toBe('button');
    expect(native!.getAttribute('aria-describedby')).toBe('card');
    await user.click(native!);
    native!.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('while pending stays focusable, says it is unavailable and ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <ListButton size="large" block isPending onPress={onPress}>
        Select
      </ListButton>,
    );
    const button = screen.getByRole('button', { name: 'Select' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-pending')).toBe(true);
    await user.click(button);
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
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
