import { createI18n } from '@app/i18n';
import guAuth from '@app/i18n/locales/gu/auth.json';
import guErrors from '@app/i18n/locales/gu/errors.json';
import { ApiError } from '@app/sdk';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useFormErrorText } from './form-error';

describe('useFormErrorText', () => {
  it("shows a known English server message in Gujarati on a page that loaded no English catalogue", () => {
    const i18n = createI18n({ namespaces: ['auth', 'errors'], lng: 'gu', document: null, resources: { gu: { auth: guAuth, errors: guErrors } } });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useFormErrorText(), { wrapper });
    const error = new ApiError({ status: 500, message: 'x', body: { message: 'Failed to send reset code.' } });
    expect(result.current(error, 'loginFailed')).toBe(guAuth.errors.sendResetFailed);
  });
});
