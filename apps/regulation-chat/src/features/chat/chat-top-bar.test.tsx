import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { ChatTextsContext } from './chat-context';
import { ChatTopBar } from './chat-top-bar';

async function openMenu(isAdmin: boolean) {
  render(
    <MemoryRouter initialEntries={['/chat']}>
      <ChatTextsContext.Provider value={{ t: testI18n.getFixedT('en', 'chat'), language: 'en' }}>
        <ChatTopBar
          title="Chat"
          language="en"
          onLanguageChange={() => undefined}
          userName="Asha Mehta"
          userEmail="asha@example.in"
          tokensUsed={0}
          onLogout={() => undefined}
          isAdmin={isAdmin}
        />
      </ChatTextsContext.Provider>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Chat menu/ }));
  await screen.findByRole('menuitem', { name: /Settings/ });
}

describe('the chat menu', () => {
  it('links an administrator to the documents screen', async () => {
    await openMenu(true);
    expect(screen.getByRole('menuitem', { name: /Documents/ }).getAttribute('href')).toBe('/chat/documents');
  });

  it('has no documents link for anyone else', async () => {
    await openMenu(false);
    expect(screen.queryByRole('menuitem', { name: /Documents/ })).toBeNull();
  });
});
