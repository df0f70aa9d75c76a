import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { value: 'a', title: 'First question', content: 'First answer' },
  { value: 'b', title: 'Second question', content: 'Second answer' },
];
const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('Accordion', () => {
  it('keeps only one item open at a time', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'First question' }));
    expect(expanded('First question')).toBe('true');
    expect(screen.getByText('First answer')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Second question' }));
    expect(expanded('Second question')).toBe('true');
    expect(expanded('First question')).toBe('false');
    expect(screen.queryByText('First answer')).toBeNull();
  });

  it('closes the open item when its trigger is pressed again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultValue="a" />);
    await user.click(screen.getByRole('button', { name: 'First question' }));
    expect(expanded('First question')).toBe('false');
  });
});
