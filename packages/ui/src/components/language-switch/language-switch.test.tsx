import { languageCodes } from '@app/i18n/languages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../.storybook/i18n';
import { LanguageSwitch, nextLanguage, type LanguageCode } from './language-switch';

function Controlled({ variant, onChange }: { variant: 'toggle' | 'cycle'; onChange: (l: LanguageCode) => void }) {
  const [value, setValue] = useState<LanguageCode>('en');
  return (
    <LanguageSwitch
      variant={variant}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('LanguageSwitch', () => {
  it('toggles between English and Gujarati, marking the current one pressed', async () => {
    const onChange = vi.fn();
    render(<Controlled variant="toggle" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group.querySelectorAll('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /EN/ }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: /GU/ }));
    expect(onChange).toHaveBeenCalledWith('gu');
    expect(screen.getByRole('button', { name: /GU/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('does not report a change when the current language is pressed again', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitch value="en" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /EN/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cycles EN → GU → HI → EN in the chat variant', async () => {
    const onChange = vi.fn();
    render(<Controlled variant="cycle" onChange={onChange} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toContain('EN');
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onChange.mock.calls.map(([code]) => code)).toEqual(['gu', 'hi', 'en']);
  });

  it('labels the chat cycle in Hindi when Hindi is chosen, whatever the page language', async () => {
    await i18n.changeLanguage('gu');
    render(<LanguageSwitch variant="cycle" value="hi" onChange={() => {}} />);
    const button = screen.getByRole('button');
    expect(button.getAttribute('title')).toBe('भाषा: हिन्दी। English चुनें');
    expect(button.getAttribute('lang')).toBe('hi');
  });

  it('computes the next language with wrap-around', () => {
    expect(nextLanguage('hi', languageCodes)).toBe('en');
    expect(nextLanguage('en', ['en', 'gu'])).toBe('gu');
  });
});
