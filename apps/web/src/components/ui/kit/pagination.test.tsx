import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const labels = {
  navigation: 'Pages de résultats',
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (page: number) => `Page ${page}`,
};

describe('Pagination', () => {
  it('renders real links in a named navigation, the current page marked, localized names', () => {
    render(<Pagination page={3} pageCount={12} hrefFor={(page) => `/F?page=${page}`} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pages de résultats' });
    expect(within(nav).getByRole('link', { name: 'Page précédente' }).getAttribute('href')).toBe('/F?page=2');
    expect(within(nav).getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe('/F?page=4');
    expect(within(nav).getByRole('link', { name: 'Page 12' }).getAttribute('href')).toBe('/F?page=12');
    expect(within(nav).getByText('3').getAttribute('aria-current')).toBe('page');
    expect(nav.textContent).not.toMatch(/left|right/i);
  });

  it('navigates in the app on Enter and leaves out Previous on the first page', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <Pagination page={1} pageCount={3} hrefFor={(page) => `?page=${page}`} onNavigate={onNavigate} labels={labels} />,
    );
    expect(screen.queryByRole('link', { name: 'Page précédente' })).toBeNull();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 2');
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefFor={() => '/'} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });
});
