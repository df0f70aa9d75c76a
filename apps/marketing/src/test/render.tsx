import type { AuthActions } from '@app/shell';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect } from 'vitest';
import { AuthModalProvider } from '../features/auth-modal/auth-modal-provider';

/** Shows the router's current location, so tests can read what the app wrote into the URL. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <span hidden data-testid="location">{`${pathname}${search}${hash}`}</span>;
}

/** Renders `ui` inside a memory router at `route` and the account modals' provider. */
export function renderSite(
  ui: ReactElement,
  { route = '/', actions }: { route?: string; actions?: AuthActions } = {},
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AuthModalProvider actions={actions}>
        {ui}
        <LocationProbe />
      </AuthModalProvider>
    </MemoryRouter>,
  );
}

/** The pointer-events value that applies to `element`: the nearest one set on it or an ancestor. */
function effectivePointerEvents(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit') return value;
  }
  return 'auto';
}

/**
 * Finds the open dialog called `name` once it takes clicks. Radix disables pointer events on
 * the page before it re-enables them on the new dialog, so on a slow machine a dialog can be in
 * the DOM a moment before it is usable.
 */
export async function findDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(effectivePointerEvents(dialog)).not.toBe('none'));
  return dialog;
}
