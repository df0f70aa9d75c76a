import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

let navigate: NavigateFunction;
function Probe() {
  useScrollOnNavigate();
  navigate = useNavigate();
  return <section id="pricing" />;
}

afterEach(() => vi.restoreAllMocks());

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
});
