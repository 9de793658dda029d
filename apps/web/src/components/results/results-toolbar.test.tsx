// @vitest-environment jsdom
// jsdom: the kit Select's own test picks an option there (happy-dom never moves focus into the popover).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as SelectModule from '../ui/kit/select';
import type { SelectProps } from '../ui/kit/select';
import { ResultsToolbar } from './results-toolbar';

const selectRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('../ui/kit/select', async (importOriginal) => {
  const kit = await importOriginal<typeof SelectModule>();
  return {
    ...kit,
    Select: (props: SelectProps) => {
      selectRenders.count += 1;
      return <kit.Select {...props} />;
    },
  };
});

type Sort = 'PRICE' | 'DURATION';

/** A toolbar as the results pages build it: new option arrays and a new callback with every render. */
function Toolbar({ sort, count, onSortChange }: { sort: Sort; count: number; onSortChange: (sort: Sort) => void }) {
  return (
    <ResultsToolbar<Sort>
      countText={`${count} flights`}
      actions={null}
      sortLabel="Sort"
      sortValue={sort}
      sortOptions={(['PRICE', 'DURATION'] as const).map((value) => ({ value, label: value.toLowerCase() }))}
      onSortChange={(value) => onSortChange(value)}
    />
  );
}

describe('ResultsToolbar', () => {
  it('renders the sort again only when what it shows changes, and a choice reaches the latest callback', async () => {
    selectRenders.count = 0;
    const first = vi.fn();
    const view = render(<Toolbar sort="PRICE" count={20} onSortChange={first} />);
    expect(selectRenders.count).toBe(1);

    const latest = vi.fn();
    view.rerender(<Toolbar sort="PRICE" count={21} onSortChange={latest} />);
    expect(screen.getByRole('status').textContent).toBe('21 flights');
    expect(selectRenders.count).toBe(1);

    view.rerender(<Toolbar sort="DURATION" count={21} onSortChange={latest} />);
    expect(selectRenders.count).toBe(2);
    expect(screen.getByRole('button', { name: /Sort/ }).textContent).toContain('duration');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Sort/ }));
    await user.click(await screen.findByRole('option', { name: 'price' }));
    expect(latest).toHaveBeenCalledWith('PRICE');
    expect(first).not.toHaveBeenCalled();
  });
});
