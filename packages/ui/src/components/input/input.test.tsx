import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('is labelled by its label and described by its hint', () => {
    render(<Input label="Email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    const hintId = input.getAttribute('aria-describedby');
    expect(hintId && document.getElementById(hintId)?.textContent).toBe('We never share it');
  });

  it('marks itself invalid and announces the error', () => {
    render(<Input label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });
});
