import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow } from './page-window';
import { Pager } from './pager';

describe('pageWindow', () => {
  it('centres the current page in a window of at most five', () => {
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });

  it('shows no numbers when no buttons are asked for', () => {
    expect(pageWindow(3, 10, 0)).toEqual([]);
  });
});

describe('Pager', () => {
  it('is a labelled navigation with Previous disabled on the first page', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={1} pageCount={3} onPageChange={onPageChange} status="Page 1 of 3" />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page and goes back with Previous', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('marks the current numbered page and jumps to another', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={6} pageCount={10} maxPageButtons={5} onPageChange={onPageChange} label="Project pages" pageLabel={(n) => `Page ${n}`} />);
    const nav = screen.getByRole('navigation', { name: 'Project pages' });
    const numbers = within(nav).getAllByRole('button', { name: /^Page \d+$/ });
    expect(numbers.map((b) => b.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 8' }));
    expect(onPageChange).toHaveBeenCalledWith(8);
  });

  it('keeps a page beyond the last inside the range', () => {
    render(<Pager page={9} pageCount={2} maxPageButtons={5} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Go to page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
