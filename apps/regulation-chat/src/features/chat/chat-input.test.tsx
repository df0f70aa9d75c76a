import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/i18n';
import { ChatTextsContext } from './chat-context';
import { ChatInput } from './chat-input';

function Harness({ onSend, sending = false, initial = '' }: { onSend: (text: string) => void; sending?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChatTextsContext.Provider value={{ t: testI18n.getFixedT('en', 'chat'), language: 'en' }}>
      <ChatInput value={value} onChange={setValue} onSend={onSend} sending={sending} />
    </ChatTextsContext.Provider>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Your question' });

describe('the question box', () => {
  it('sends on Enter and adds a line on Shift+Enter', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), 'FSI in R1?{Shift>}{Enter}{/Shift}in Ahmedabad');
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveProperty('value', 'FSI in R1?\nin Ahmedabad');
    await userEvent.type(box(), '{Enter}');
    expect(onSend).toHaveBeenCalledWith('FSI in R1?\nin Ahmedabad');
  });

  it('never sends empty or whitespace-only text', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), '{Enter}   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
  });

  it('sends nothing while a send is in progress, but keeps accepting typing', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} sending />);
    await userEvent.type(box(), 'Parking norms?{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveProperty('value', 'Parking norms?');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
  });

  it('refuses a message over 1000 characters with the spec text, keeping every character', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} initial={'a'.repeat(1000)} />);
    expect(screen.getByText('1000/1000')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(box(), 'b{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Message too long. Please keep it under 1000 characters.');
    expect(screen.getByText('1001/1000')).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toHaveLength(1001);
  });

  it('shows the character counter only near the limit', async () => {
    render(<Harness onSend={vi.fn()} initial={'a'.repeat(799)} />);
    expect(screen.queryByText(/\/1000$/)).toBeNull();
    await userEvent.type(box(), 'a');
    expect(screen.getByText('800/1000')).toBeTruthy();
  });

  it('toggles the microphone (pressed state only)', async () => {
    render(<Harness onSend={vi.fn()} />);
    const mic = screen.getByRole('button', { name: 'Voice input' });
    expect(mic.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(mic);
    expect(mic.getAttribute('aria-pressed')).toBe('true');
  });

  it('lays nothing out to size an empty box (its one row), and grows once there is text', async () => {
    // jsdom has no layout: a getter stands in for it, counting the reads that would force one.
    let reads = 0;
    const scrollHeight = vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(() => {
      reads += 1;
      return 72;
    });
    try {
      render(<Harness onSend={vi.fn()} />);
      expect(reads).toBe(0);
      expect(box().style.height).toBe('');
      await userEvent.type(box(), 'FSI');
      expect(box().style.height).toBe('72px');
      await userEvent.clear(box());
      expect(box().style.height).toBe('');
    } finally {
      scrollHeight.mockRestore();
    }
  });
});
