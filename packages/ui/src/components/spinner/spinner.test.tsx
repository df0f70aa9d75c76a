import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announcing the translated loading text', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('announces a custom label', () => {
    render(<Spinner label="Checking your session" />);
    expect(screen.getByRole('status').textContent).toBe('Checking your session');
  });
});
