import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferUntilNear } from './defer-until-near';

let fire: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
class FakeObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    fire = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  fire = undefined;
});

describe('DeferUntilNear', () => {
  it('renders its part only once the section comes near the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // Rendered in an awaited act: React retries a suspended `use` only then.
    await act(async () => {
      render(
        <section id="faq-test">
          <Suspense fallback={<p>waiting</p>}>
            <DeferUntilNear id="faq-test">
              <p>the answers</p>
            </DeferUntilNear>
          </Suspense>
        </section>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await vi.waitFor(() => expect(fire).toBeDefined());
    await act(async () => fire?.([{ isIntersecting: false }]));
    expect(screen.queryByText('the answers')).toBeNull();
    await act(async () => fire?.([{ isIntersecting: true }]));
    expect(await screen.findByText('the answers')).toBeTruthy();
  });
});
