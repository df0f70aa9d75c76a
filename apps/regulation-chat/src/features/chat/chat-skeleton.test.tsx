import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChatSkeleton } from './chat-skeleton';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ChatSkeleton />
    </MemoryRouter>,
  );

describe('ChatSkeleton (while the session loads)', () => {
  it('shows a new chat its empty state with the suggestions, the question box, the calculator and the chat menu all disabled', () => {
    renderAt('/chat');
    expect(screen.getByRole('heading', { name: 'How can I help with your project today?' })).toBeTruthy();
    const suggestions = screen.getAllByRole('button').filter((button) => button.classList.contains('rc-suggestion'));
    expect(suggestions).toHaveLength(4);
    for (const suggestion of suggestions) expect((suggestion as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /calculator/i }) as HTMLButtonElement).disabled).toBe(true);
    // A menu opened on the skeleton would vanish when the screen replaces it.
    expect((screen.getByRole('button', { name: /Chat menu/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the history spinner instead of the empty state for a conversation from the URL', () => {
    renderAt('/chat?conversation=7');
    expect(screen.queryByRole('heading', { name: 'How can I help with your project today?' })).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
