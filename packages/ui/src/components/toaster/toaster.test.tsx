import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import tokens from '../../styles/tokens.css?raw';
import { toast, Toaster, toasterConfig } from './toaster';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('Toaster', () => {
  it('is configured top-right, 4000 ms, 3 visible, Alt+T', () => {
    expect(toasterConfig).toMatchObject({
      position: 'top-right',
      duration: 4000,
      visibleToasts: 3,
      hotkey: ['altKey', 'KeyT'],
    });
  });

  it('starts the toasts below the top bar, on wide screens and phones alike', async () => {
    render(<Toaster />);
    act(() => {
      toast('Opening GDCR 2017');
    });
    await screen.findByText('Opening GDCR 2017');
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(list?.style.getPropertyValue('--offset-top')).toBe('var(--ui-toast-offset-top)');
    expect(list?.style.getPropertyValue('--mobile-offset-top')).toBe('var(--ui-toast-offset-top)');
    expect(tokens).toMatch(/--ui-toast-offset-top:\s*calc\(var\(--ui-topbar-height\) \+ var\(--ui-space-2\)\);/);
  });

  it('shows toasts at the top right in a region named with its hotkey', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Login successful!');
    });
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-label')).toBe('Notifications alt+T');
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('top');
    expect(list?.getAttribute('data-x-position')).toBe('right');
  });

  it('keeps at most 3 toasts visible', async () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 5; i += 1) toast(`Toast ${i}`);
    });
    await screen.findByText('Toast 5');
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(3);
  });

  it('removes a toast after 4 seconds', () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast('Logged out successfully');
      });
      act(() => vi.advanceTimersByTime(3900));
      expect(screen.queryByText('Logged out successfully')).not.toBeNull();
      // 4000 ms, then sonner's 200 ms exit animation.
      act(() => vi.advanceTimersByTime(400));
      expect(screen.queryByText('Logged out successfully')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Toaster icons', () => {
  it("draws a success toast's icon with the UI's icon set (an svg), not a character of the text", async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Discovered 3 vendors!');
    });
    const text = await screen.findByText('Discovered 3 vendors!');
    const item = text.closest('[data-sonner-toast]');
    const icon = item?.querySelector('[data-icon] svg');
    expect(icon?.getAttribute('class')).toContain('lucide-circle-check');
  });
});
