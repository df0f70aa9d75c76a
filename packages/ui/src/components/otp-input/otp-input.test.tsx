import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OTP_LENGTH, OtpInput } from './otp-input';

const cells = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const shown = () => cells().map((cell) => cell.value).join('');

describe('OtpInput', () => {
  it('has exactly 6 labelled cells in a labelled group', () => {
    render(<OtpInput />);
    expect(OTP_LENGTH).toBe(6);
    expect(cells()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeTruthy();
  });

  it('accepts only digits, moving to the next cell after each', async () => {
    const onChange = vi.fn();
    render(<OtpInput onChange={onChange} />);
    await userEvent.type(cells()[0]!, 'a1b2-3');
    expect(shown()).toBe('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(document.activeElement).toBe(cells()[3]);
  });

  it('keeps at most 6 digits and calls onComplete once with the code', async () => {
    const onComplete = vi.fn();
    const onChange = vi.fn();
    render(<OtpInput onComplete={onComplete} onChange={onChange} />);
    await userEvent.type(cells()[0]!, '12345678');
    expect(shown()).toBe('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills every cell from a pasted code, ignoring spaces and dashes', async () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    await userEvent.click(cells()[0]!);
    await userEvent.paste('Code: 482-913 9');
    expect(shown()).toBe('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('ignores a paste without digits', async () => {
    const onChange = vi.fn();
    render(<OtpInput onChange={onChange} />);
    await userEvent.click(cells()[0]!);
    await userEvent.paste('abc');
    expect(shown()).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('goes back and deletes with Backspace on an empty cell', async () => {
    render(<OtpInput defaultValue="123" />);
    await userEvent.click(cells()[3]!);
    await userEvent.keyboard('{Backspace}');
    expect(shown()).toBe('12');
    expect(document.activeElement).toBe(cells()[2]);
  });

  it('lands on the first empty cell when a later cell is clicked', async () => {
    render(<OtpInput defaultValue="12" />);
    await userEvent.click(cells()[5]!);
    expect(document.activeElement).toBe(cells()[2]);
  });

  it('sanitises a controlled value', () => {
    render(<OtpInput value="12ab34567" onChange={() => {}} />);
    expect(shown()).toBe('123456');
  });
});
