import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../.storybook/i18n';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

afterEach(() => vi.restoreAllMocks());

describe('ErrorScreen', () => {
  it('says something went wrong and offers Reload Page and Try Again', async () => {
    const onRetry = vi.fn();
    const onReload = vi.fn();
    render(<ErrorScreen onRetry={onRetry} onReload={onReload} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows Gujarati texts when the language is Gujarati', async () => {
    await i18n.changeLanguage('gu');
    render(<ErrorScreen onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'કંઈક ખોટું થયું' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ફરી પ્રયાસ કરો' })).toBeTruthy();
  });
});

describe('ErrorBoundary', () => {
  it('shows the error screen on a render crash and renders again on Try Again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs caught errors
    const onError = vi.fn();
    let crash = true;
    function Flaky() {
      const [label] = useState('Recovered');
      if (crash) throw new Error('boom');
      return <p>{label}</p>;
    }
    render(
      <ErrorBoundary onError={onError}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });
});
