import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubLocation } from '../testing/stub-location';
import { lazyRoute } from './lazy-route';

const screenModule = () => Promise.resolve({ default: () => <p>the screen</p> });

describe('lazyRoute', () => {
  it("starts the chunk's download at once when the page being opened shows it", () => {
    stubLocation('/home');
    const load = vi.fn(screenModule);
    lazyRoute(load, (pathname) => pathname === '/home');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the first render for any other page, then renders the screen', async () => {
    stubLocation('/projects');
    const load = vi.fn(screenModule);
    const Screen = lazyRoute(load, (pathname) => pathname === '/home');
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback="loading">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a screen whose early download has arrived without suspending', async () => {
    stubLocation('/home');
    const module = screenModule();
    const Screen = lazyRoute(() => module, (pathname) => pathname === '/home');
    await module;
    render(
      <Suspense fallback="loading">
        <Screen />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('the screen')).toBeTruthy();
  });
});
