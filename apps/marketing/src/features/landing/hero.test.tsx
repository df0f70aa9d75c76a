import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '../../test/fake-auth';
import { findDialog, renderSite } from '../../test/render';
import { fullNavigate, setSignedIn } from '../../test/shell-mock';
import { chatUrl, Hero } from './hero';

vi.mock('@app/shell', () => import('../../test/shell-mock'));

afterEach(() => {
  setSignedIn(false);
  fullNavigate.mockClear();
});

const box = () => screen.getByLabelText('Your question');

describe('the hero question box', () => {
  it('takes a signed-in visitor to the chat with the question when Enter is pressed', async () => {
    setSignedIn(true);
    const user = userEvent.setup();
    renderSite(<Hero />);
    await user.type(box(), '  What FSI applies in Surat?  {Enter}');
    expect(fullNavigate).toHaveBeenCalledWith('/chat?q=What+FSI+applies+in+Surat%3F');
  });

  it('adds a new line with Shift+Enter instead of submitting', async () => {
    setSignedIn(true);
    const user = userEvent.setup();
    renderSite(<Hero />);
    await user.type(box(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(fullNavigate).not.toHaveBeenCalled();
    expect((box() as HTMLTextAreaElement).value).toBe('Line one\nline two');
  });

  it('does not submit an empty or blank question', async () => {
    setSignedIn(true);
    const user = userEvent.setup();
    renderSite(<Hero />);
    await user.type(box(), '   {Enter}');
    expect(fullNavigate).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Ask' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a signed-out visitor to sign up and keeps the question for after verification', async () => {
    const user = userEvent.setup();
    renderSite(<Hero />, { actions: fakeAuth() });
    await user.type(box(), 'Setbacks for a corner plot?{Enter}');
    expect(await findDialog('Create Your Account')).toBeTruthy();
    expect(fullNavigate).not.toHaveBeenCalled();
    const next = new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1]).get('next');
    expect(next).toBe(chatUrl('Setbacks for a corner plot?'));
  });

  it('has a voice toggle that only changes its pressed state, and fixed English / Ahmedabad chips', async () => {
    const user = userEvent.setup();
    renderSite(<Hero />);
    const voice = screen.getByRole('button', { name: 'Voice input' });
    expect(voice.getAttribute('aria-pressed')).toBe('false');
    await user.click(voice);
    expect(voice.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Attach file' })).toBeTruthy();
    expect(screen.getByText('Answer language: English')).toBeTruthy();
    expect(screen.getByText('Location: Ahmedabad')).toBeTruthy();
  });
});
