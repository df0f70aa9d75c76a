import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageBox, parsePageInput } from './page-box';

describe('page box', () => {
  it('accepts only a whole page number within the document', () => {
    expect(parsePageInput(' 3 ', 5)).toBe(3);
    for (const bad of ['0', '6', '2.5', 'x', '']) expect(parsePageInput(bad, 5)).toBeNull();
    expect(parsePageInput('1', null)).toBeNull();
  });

  it('turns to a typed page and puts back anything else', async () => {
    const onPage = vi.fn();
    render(<PageBox page={1} pageCount={5} label="Page" onPage={onPage} />);
    const box = screen.getByRole('textbox', { name: 'Page' }) as HTMLInputElement;
    await userEvent.clear(box);
    await userEvent.type(box, '4{Enter}');
    expect(onPage).toHaveBeenCalledWith(4);
    await userEvent.clear(box);
    await userEvent.type(box, '9');
    await userEvent.tab();
    expect(box.value).toBe('1');
  });
});
