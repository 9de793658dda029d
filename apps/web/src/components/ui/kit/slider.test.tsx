import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider, Slider } from './slider';

const euros = (cents: number) => `€${cents / 100}`;

describe('RangeSlider', () => {
  it('moves each thumb by keyboard within the bounds and reports the end of the change', async () => {
    const user = userEvent.setup();
    const onChangeEnd = vi.fn();
    function Price() {
      const [value, setValue] = useState<[number, number]>([10000, 50000]);
      return (
        <RangeSlider
          label="Price"
          minValue={10000}
          maxValue={50000}
          step={1000}
          value={value}
          onChange={setValue}
          onChangeEnd={onChangeEnd}
          formatValue={euros}
          thumbLabels={['Minimum price', 'Maximum price']}
        />
      );
    }
    render(<Price />);
    await user.tab();
    const low = screen.getByRole('slider', { name: /Minimum price/ });
    expect(document.activeElement).toBe(low);
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    fireEvent.keyUp(low, { key: 'ArrowRight' });
    expect((low as HTMLInputElement).value).toBe('11000');
    expect(onChangeEnd).toHaveBeenLastCalledWith([11000, 50000]);
    const high = screen.getByRole('slider', { name: /Maximum price/ });
    fireEvent.keyDown(high, { key: 'ArrowRight' });
    expect((high as HTMLInputElement).value).toBe('50000');
    expect(screen.getByText('€110 – €500')).toBeTruthy();
  });
});

describe('Slider', () => {
  it('is one named slider showing its formatted value', () => {
    render(<Slider label="Points" minValue={0} maxValue={100} value={40} formatValue={(v) => `${v} pts`} />);
    expect(screen.getByRole('slider', { name: /Points/ })).toBeTruthy();
    expect(screen.getByText('40 pts')).toBeTruthy();
  });
});
