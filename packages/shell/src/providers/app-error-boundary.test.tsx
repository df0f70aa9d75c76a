import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

let crash = true;
function Fragile() {
  if (crash) throw new Error('render failed');
  return <p>Projects loaded</p>;
}

describe('AppErrorBoundary', () => {
  it('shows the error screen on a render crash and Try Again renders the page again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React and the boundary report the crash
    crash = true;
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();

    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Projects loaded')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('reloads the page from Reload Page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    crash = true;
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalled();
  });
});
