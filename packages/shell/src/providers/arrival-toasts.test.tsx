import { toast } from '@app/ui';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubLocation } from '../testing/stub-location';
import { ArrivalToasts, isLoginRequiredArrival } from './arrival-toasts';
import { flashToast } from './flash-toast';

describe('arrival toasts', () => {
  it('recognises a RequireAuth redirect by ?auth=login with a next page', () => {
    expect(isLoginRequiredArrival('?auth=login&next=%2Fchat')).toBe(true);
    expect(isLoginRequiredArrival('?auth=login')).toBe(false);
    expect(isLoginRequiredArrival('?auth=signup&next=%2Fchat')).toBe(false);
  });

  it("toasts 'Please login to access this page' on arrival from a protected page", () => {
    stubLocation('/?auth=login&next=%2Fprojects');
    const error = vi.spyOn(toast, 'error');
    render(<ArrivalToasts />);
    expect(error).toHaveBeenCalledWith('Please login to access this page', { id: 'login-required' });
  });

  it("shows the previous page's reason (session expired) instead of 'Please login to access this page'", () => {
    stubLocation('/?auth=login&next=%2Fchat');
    const error = vi.spyOn(toast, 'error');
    flashToast('error', 'Your session has expired. Please log in again.', 'session-expired');
    render(<ArrivalToasts />);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Your session has expired. Please log in again.', { id: 'session-expired' });
  });

  it('shows the toast the previous page left, once', () => {
    stubLocation('/');
    const success = vi.spyOn(toast, 'success');
    flashToast('success', 'Logged out successfully');
    render(<ArrivalToasts />);
    render(<ArrivalToasts />);
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Logged out successfully');
  });
});
