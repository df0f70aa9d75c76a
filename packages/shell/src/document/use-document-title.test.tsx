import { renderHook } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../testing/test-i18n';
import { useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await testI18n();
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

  it('titles the tab "<page> — <app name>" and follows the page', () => {
    const { rerender } = renderHook(({ page }: { page?: string }) => useDocumentTitle(page), { wrapper, initialProps: { page: 'Profile' } });
    expect(document.title).toBe('Profile — Gujarat Build Assist');
    rerender({ page: 'Usage' });
    expect(document.title).toBe('Usage — Gujarat Build Assist');
  });

  it('shows the app name alone while the page has no title yet', () => {
    renderHook(() => useDocumentTitle(undefined), { wrapper });
    expect(document.title).toBe('Gujarat Build Assist');
  });
});
