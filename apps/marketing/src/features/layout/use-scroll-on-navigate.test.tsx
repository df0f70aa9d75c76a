import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

let navigate: NavigateFunction;
function Probe() {
  useScrollOnNavigate();
  navigate = useNavigate();
  return (
    <>
      <section id="pricing" />
      <section id="news" />
    </>
  );
}

/** A ResizeObserver whose size changes the test reports by hand (jsdom does no layout). */
const observers: Array<() => void> = [];
class ManualResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback);
  }
  unobserve() {}
  disconnect() {
    observers.splice(observers.indexOf(this.callback) >>> 0, 1);
  }
}
const pageGrows = () => act(() => [...observers].forEach((callback) => callback()));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('scrolling on navigation', () => {
  it('starts a new page at the top, scrolls to a #section, and stays put when only the query changes', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(
      <MemoryRouter initialEntries={['/news']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);

    act(() => navigate('/#pricing'));
    expect(intoView).toHaveBeenCalledTimes(1);

    act(() => navigate('/?auth=signup', { replace: true }));
    act(() => navigate('/?auth=signup&next=%2Fpayment', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    act(() => navigate('/about'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps #news in view while the sections above it finish rendering, until the reader scrolls', () => {
    vi.stubGlobal('ResizeObserver', ManualResizeObserver);
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    render(
      <MemoryRouter initialEntries={['/#news']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(scrolled).toEqual(['news']);

    // The pricing FAQ's chunk and the fonts arrive: the page grows above #news, which follows.
    pageGrows();
    pageGrows();
    expect(scrolled).toEqual(['news', 'news', 'news']);

    // The reader takes over: later growth leaves the page where they put it.
    act(() => window.dispatchEvent(new WheelEvent('wheel')));
    pageGrows();
    expect(scrolled).toHaveLength(3);
  });

  it('scrolls again when the same section link is followed again', () => {
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(
      <MemoryRouter initialEntries={['/news']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => navigate('/#news'));
    act(() => navigate('/#news'));
    expect(intoView).toHaveBeenCalledTimes(2);
  });
});
