import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscribeForm } from './subscribe-form';
import { SUBSCRIBED_MS, SUBSCRIBING_MS } from './use-subscribe';

const field = () => screen.getByLabelText('Email address') as HTMLInputElement;
const button = () => screen.getByRole('button') as HTMLButtonElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the footer subscribe form', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has a required e-mail field', () => {
    render(<SubscribeForm />);
    expect(field().type).toBe('email');
    expect(field().required).toBe(true);
    expect(button().textContent).toBe('Subscribe');
  });

  it("shows 'Subscribing...' for 1000 ms, then 'Subscribed!' for 3000 ms, without any request", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<SubscribeForm />);
    fireEvent.change(field(), { target: { value: 'site@example.com' } });
    fireEvent.submit(field().form!);

    expect(SUBSCRIBING_MS).toBe(1000);
    expect(SUBSCRIBED_MS).toBe(3000);
    expect(button().textContent).toBe('Subscribing...');
    expect(button().disabled).toBe(true);
    advance(999);
    expect(button().textContent).toBe('Subscribing...');
    advance(1);
    expect(button().textContent).toBe('Subscribed!');
    expect(screen.getByRole('status').textContent).toBe('Subscribed!');
    expect(field().value).toBe('');
    advance(2999);
    expect(button().textContent).toBe('Subscribed!');
    advance(1);
    expect(button().textContent).toBe('Subscribe');
    expect(button().disabled).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('does nothing with an invalid or empty address', () => {
    render(<SubscribeForm />);
    fireEvent.submit(field().form!);
    expect(button().textContent).toBe('Subscribe');
    fireEvent.change(field(), { target: { value: 'not-an-email' } });
    fireEvent.submit(field().form!);
    expect(button().textContent).toBe('Subscribe');
  });
});
