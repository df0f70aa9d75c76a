import { afterEach, describe, expect, it, vi } from 'vitest';
import { successToast } from '../providers/flash-toast';
import { stubLocation } from '../testing/stub-location';
import { resetLeavingPage } from './navigate';
import { afterLoginPath, loginUrl, navigateAfterLogin, safeNextPath } from './next-path';

const origin = 'https://app.example.in';

afterEach(() => {
  vi.unstubAllGlobals();
  resetLeavingPage();
});

describe('safeNextPath', () => {
  it.each([
    ['/projects', '/projects'],
    ['/sourcing/project/7?tab=vendors#top', '/sourcing/project/7?tab=vendors#top'],
    ['/chat?conversation=abc', '/chat?conversation=abc'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeNextPath(next, origin)).toBe(expected);
  });

  it.each([
    '//evil.example/home',
    '/\\evil.example',
    'http://evil.example/',
    'https://app.example.in/home',
    'javascript:alert(1)',
    'home',
    '',
    '/\t/evil.example',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next, origin)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeNextPath(null, origin)).toBeNull();
    expect(safeNextPath(undefined, origin)).toBeNull();
  });
});

describe('after login', () => {
  it('builds the login arrival URL with the encoded page to come back to', () => {
    expect(loginUrl('/projects?page=2')).toBe('/?auth=login&next=%2Fprojects%3Fpage%3D2');
  });

  it('returns to the remembered page, else /home', () => {
    expect(afterLoginPath('?auth=login&next=%2Fusage')).toBe('/usage');
    expect(afterLoginPath('?auth=login&next=%2F%2Fevil.example')).toBe('/home');
    expect(afterLoginPath('')).toBe('/home');
  });

  it('navigates the whole page to next', () => {
    const { assign } = stubLocation('/?auth=login&next=%2Fbilling');
    navigateAfterLogin();
    expect(assign).toHaveBeenCalledWith('/billing');
  });

  it("carries the moment-old 'Login successful!' toast to the page it navigates to", () => {
    stubLocation('/?auth=login');
    successToast('Login successful!');
    navigateAfterLogin();
    expect(JSON.parse(sessionStorage.getItem('shell-flash-toast') ?? 'null')).toEqual({
      kind: 'success',
      message: 'Login successful!',
    });
  });

  it('navigates to /home when next points elsewhere', () => {
    const { assign } = stubLocation('/?auth=login&next=http%3A%2F%2Fevil.example');
    navigateAfterLogin();
    expect(assign).toHaveBeenCalledWith('/home');
  });
});
