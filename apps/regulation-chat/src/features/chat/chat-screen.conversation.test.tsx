import { ApiError } from '@app/sdk';
import { NEW_CHAT_HREF } from '@app/shell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { CONVERSATION_ID, history, OTHER_CONVERSATION_ID, QUESTION } from '../../test/fixtures';
import { testI18n } from '../../test/i18n';
import { renderChat } from '../../test/render-chat';

const log = () => screen.getByRole('log');
const cycleButton = () => screen.getByRole('button', { name: /(Language|ભાષા|भाषा):/ });

describe('?conversation=<id> (from the Recents)', () => {
  it("loads that conversation's history, title and language", async () => {
    const { api, asked } = fakeApi();
    renderChat(api, `/chat?conversation=${OTHER_CONVERSATION_ID}`);
    expect(await within(log()).findByText(QUESTION)).toBeTruthy();
    expect(api.getConversation).toHaveBeenCalledWith(OTHER_CONVERSATION_ID);
    expect(api.createConversation).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('FSI on a 12 m road');
    // Its language (gu) becomes the chat's, and with it the page's.
    await waitFor(() => expect(testI18n.language).toBe('gu'));
    expect(screen.getByRole('textbox', { name: 'તમારો પ્રશ્ન' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'તમારો પ્રશ્ન' }), 'પાર્કિંગ?{Enter}');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ language: 'gu', conversation_id: OTHER_CONVERSATION_ID });
  });

  it("shows the server's detail, else 'Failed to load conversation', and starts a new one", async () => {
    const { api } = fakeApi({
      getConversation: async () => {
        throw new ApiError({ status: 404, message: 'Conversation not found', body: { message: 'Conversation not found' } });
      },
    });
    renderChat(api, `/chat?conversation=${OTHER_CONVERSATION_ID}`);
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
    await waitFor(() => expect(api.createConversation).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('New conversation started')).toBeNull();

    const silent = fakeApi({
      getConversation: async () => {
        throw new Error('socket hang up');
      },
    });
    renderChat(silent.api, `/chat?conversation=${OTHER_CONVERSATION_ID}`);
    expect(await screen.findByText('Failed to load conversation')).toBeTruthy();
  });
});

describe('going back to a bare /chat', () => {
  it('starts a fresh conversation instead of keeping the one left', async () => {
    const { api } = fakeApi({ getConversation: async () => history({ language: 'en' }) });
    renderChat(api, ['/chat', `/chat?conversation=${OTHER_CONVERSATION_ID}`]);
    await within(log()).findByText(QUESTION);
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(api.createConversation).toHaveBeenCalledTimes(1));
    expect(within(log()).queryByText(QUESTION)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Urban Planning Assistant');
  });
});

describe('?q=<question> (from the landing page)', () => {
  it('sends the question once on arrival and removes it from the URL', async () => {
    const { api, asked } = fakeApi();
    renderChat(api, `/chat?q=${encodeURIComponent(QUESTION)}`);
    expect(await within(log()).findByText(QUESTION)).toBeTruthy();
    await within(log()).findByRole('button', { name: 'Source 1' });
    expect(asked).toEqual([{ query: QUESTION, language: 'en', conversation_id: undefined }]);
    expect(api.createConversation).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe(`/chat?conversation=${CONVERSATION_ID}`));
    expect(asked).toHaveLength(1);
  });
});

describe('the chat language', () => {
  it('cycles EN → GU → HI → EN; English and Gujarati switch the page, Hindi only the chat', async () => {
    const { api, asked } = fakeApi();
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    expect(cycleButton().textContent).toContain('EN');
    expect(document.documentElement.lang).toBe('en');

    await userEvent.click(cycleButton());
    await waitFor(() => expect(cycleButton().textContent).toContain('GU'));
    expect(testI18n.language).toBe('gu');
    expect(document.documentElement.lang).toBe('gu');
    expect(screen.getByRole('heading', { name: 'આજે તમારા પ્રોજેક્ટમાં હું કેવી રીતે મદદ કરી શકું?' })).toBeTruthy();

    await userEvent.click(cycleButton());
    await waitFor(() => expect(cycleButton().textContent).toContain('HI'));
    expect(testI18n.language).toBe('gu');
    expect(screen.getByRole('heading', { name: 'आज आपके प्रोजेक्ट में मैं कैसे मदद कर सकता हूँ?' })).toBeTruthy();
    expect(document.querySelector('.rc-chat')?.getAttribute('lang')).toBe('hi');
    // The page is Hindi too: <html lang> and the language button's label (not Gujarati).
    expect(document.documentElement.lang).toBe('hi');
    expect(cycleButton().getAttribute('title')).toBe('भाषा: हिन्दी। English चुनें');
    await userEvent.type(screen.getByRole('textbox', { name: 'आपका प्रश्न' }), 'पार्किंग?{Enter}');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.language).toBe('hi');

    await userEvent.click(cycleButton());
    await waitFor(() => expect(cycleButton().textContent).toContain('EN'));
    expect(testI18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows a change of the page language made in the chrome', async () => {
    const { api } = fakeApi();
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    await testI18n.changeLanguage('gu');
    await waitFor(() => expect(cycleButton().textContent).toContain('GU'));
  });
});

describe('the chat menu', () => {
  it('shows the tokens used, Settings and Log Out', async () => {
    const { api } = fakeApi();
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    await userEvent.click(screen.getByRole('button', { name: /Chat menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Tokens used: 0')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toBeTruthy();
  });
});
