import { ApiError } from '@app/sdk';
import { NEW_CHAT_HREF } from '@app/shell';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@app/ui';
import { describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi } from '../../test/fake-api';
import { answer, CONVERSATION_ID, history, OTHER_CONVERSATION_ID, QUESTION, streamEvents } from '../../test/fixtures';
import { renderChat } from '../../test/render-chat';
import type { ChatApi } from './chat-api';

const box = () => screen.getByRole('textbox', { name: 'Your question' });
const log = () => screen.getByRole('log');
const ask = async (text = QUESTION) => {
  await userEvent.type(box(), `${text}{Enter}`);
};

describe('arriving on /chat', () => {
  it('starts a new conversation quietly: no toast on a plain visit', async () => {
    const success = vi.spyOn(toast, 'success');
    const { api, asked } = fakeApi();
    renderChat(api);
    await waitFor(() => expect(api.createConversation).toHaveBeenCalledWith('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Urban Planning Assistant');
    expect(screen.getByRole('heading', { name: 'How can I help with your project today?' })).toBeTruthy();
    await ask();
    // The question went into the started conversation, so the start is over: and it was silent.
    await waitFor(() => expect(asked[0]?.conversation_id).toBe(CONVERSATION_ID));
    expect(api.createConversation).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalledWith('New conversation started');
  });

  it("says 'New conversation started' once when the user asked for one (New chat), and drops ?new from the URL", async () => {
    const success = vi.spyOn(toast, 'success');
    const { api } = fakeApi();
    renderChat(api, NEW_CHAT_HREF);
    expect(await screen.findByText('New conversation started')).toBeTruthy();
    expect(api.createConversation).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/chat'));
    expect(success.mock.calls.filter(([text]) => text === 'New conversation started')).toHaveLength(1);
  });

  it("shows the server's detail when the conversation cannot be started", async () => {
    const { api } = fakeApi({
      createConversation: async () => {
        throw new ApiError({ status: 500, message: 'x', body: { detail: 'Database unavailable' } });
      },
    });
    renderChat(api);
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
  });
});

describe('sending a question', () => {
  it('shows the question at once, Processing while waiting, then the streamed answer with its sources', async () => {
    const gate = deferred<void>();
    const { api } = fakeApi({
      ask: async (body, onEvent) => {
        await gate.promise;
        const response = answer();
        for (const event of streamEvents(response)) onEvent(event);
        return response;
      },
    });
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    await ask();
    expect(within(log()).getByText(QUESTION)).toBeTruthy();
    expect(within(log()).getByRole('status').textContent).toContain('Processing');
    expect(log().getAttribute('aria-busy')).toBe('true');
    gate.resolve();
    expect(await within(log()).findByRole('button', { name: 'Source 1' })).toBeTruthy();
    expect(within(log()).queryByText('Processing')).toBeNull();
    expect(within(log()).getByText('1.8').tagName).toBe('STRONG');
    expect(within(log()).getByRole('button', { name: /Gujarat CGDCR 2017/ }).textContent).toContain('GDCR');
    expect(within(log()).getByText('Pages 3, 4')).toBeTruthy();
    expect(box()).toHaveProperty('value', '');
  });

  it('sends the conversation id and the chat language', async () => {
    const { api, asked } = fakeApi();
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    await ask();
    await within(log()).findByRole('button', { name: 'Source 1' });
    expect(asked).toEqual([{ query: QUESTION, language: 'en', conversation_id: CONVERSATION_ID }]);
  });

  it('puts the list back and the typed text back into the box when the send fails', async () => {
    const { api } = fakeApi({
      ask: async (_body, onEvent) => {
        onEvent({ type: 'delta', text: 'half an ans' });
        throw new ApiError({ status: 500, message: 'x', body: { message: 'Answer engine unavailable' } });
      },
      getConversation: async () => history({ language: 'en' }),
    });
    renderChat(api, `/chat?conversation=${OTHER_CONVERSATION_ID}`);
    await within(log()).findByText(QUESTION);
    const before = log().textContent;
    await ask('Parking for a 200 m² shop?');
    expect(await screen.findByText('Answer engine unavailable')).toBeTruthy();
    expect(log().textContent).toBe(before);
    expect(box()).toHaveProperty('value', 'Parking for a 200 m² shop?');
  });

  it("says 'Failed to send message' when the failure carries no text", async () => {
    const { api } = fakeApi({
      ask: async () => {
        throw new ApiError({ status: 0, message: 'Network error. Please check your connection.', code: 'network' });
      },
    });
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    await ask();
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(within(log()).queryByText(QUESTION)).toBeNull();
  });

  it('asks the user to wait, in the chat\'s own words, when the server limits questions (rate_limited)', async () => {
    const { api } = fakeApi({
      ask: async () => {
        throw new ApiError({ status: 429, message: 'slow down', body: { message: 'slow down', code: 'rate_limited', retry_after: 30, request_id: 'r' } });
      },
    });
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    await ask();
    expect(await screen.findByText('Too many messages. Please wait a moment.')).toBeTruthy();
    expect(box()).toHaveProperty('value', QUESTION);
  });

  it('on 402 shows the tokens notice with a way to /payment and back, and gives the text back', async () => {
    const { api } = fakeApi({
      ask: async () => {
        throw new ApiError({ status: 402, message: 'Insufficient tokens', body: { message: 'Insufficient tokens', detail: { required: 900, available: 3 } } });
      },
    });
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    await ask();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Not enough tokens.');
    expect(within(notice).getByRole('link', { name: 'Buy Tokens' }).getAttribute('href')).toMatch(/^\/payment\?return=%2F/);
    expect(box()).toHaveProperty('value', QUESTION);
    // The shell toasts the 402; the chat adds no second toast.
    expect(screen.queryByText('Insufficient tokens')).toBeNull();
  });

  it('sends nothing while a send is in progress', async () => {
    const gate = deferred<void>();
    const { api, asked } = fakeApi();
    const slow: ChatApi['ask'] = async (body, onEvent, signal) => {
      await gate.promise;
      return fakeApi().api.ask(body, onEvent, signal);
    };
    api.ask = async (body, onEvent, signal) => {
      asked.push(body);
      return slow(body, onEvent, signal);
    };
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    await ask('First question');
    await ask('Second question');
    expect(asked.map((b) => b.query)).toEqual(['First question']);
    expect(box()).toHaveProperty('value', 'Second question');
    gate.resolve();
    await within(log()).findByRole('button', { name: 'Source 1' });
  });

  it('adds each answer’s tokens to the meter and reloads the conversation list after each send', async () => {
    const { api } = fakeApi();
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    const meter = () => screen.getByRole('progressbar', { name: 'Tokens used' });
    await waitFor(() => expect(meter().getAttribute('aria-valuetext')).toBe('0 / 10,000'));
    const listed = (api.listConversations as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await ask();
    await waitFor(() => expect(meter().getAttribute('aria-valuetext')).toBe('884 / 10,000'));
    await ask('And the maximum FSI?');
    await waitFor(() => expect(meter().getAttribute('aria-valuetext')).toBe('1,768 / 10,000'));
    await waitFor(() => expect((api.listConversations as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBe(listed + 2));
  });

  it('writes the answered conversation into the URL so a reload reopens it', async () => {
    const { api } = fakeApi({ createConversation: async () => { throw new Error('offline'); } });
    renderChat(api);
    await screen.findByText('Failed to create conversation');
    expect(screen.getByTestId('url').textContent).toBe('/chat');
    await ask();
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe(`/chat?conversation=${CONVERSATION_ID}`));
    expect(api.getConversation).not.toHaveBeenCalled();
  });
});

describe('the empty state', () => {
  it('offers four suggested questions and sends the one clicked', async () => {
    const { api, asked } = fakeApi({ getConversation: async () => history({ queries: [] }) });
    renderChat(api, NEW_CHAT_HREF);
    await screen.findByText('New conversation started');
    const suggestions = within(screen.getByRole('list', { name: 'Suggested questions' })).getAllByRole('button');
    expect(suggestions).toHaveLength(4);
    await userEvent.click(suggestions[1]!);
    await within(log()).findByRole('button', { name: 'Source 1' });
    expect(asked[0]?.query).toBe('What front and side setbacks are required for a 15 m tall building?');
  });
});
