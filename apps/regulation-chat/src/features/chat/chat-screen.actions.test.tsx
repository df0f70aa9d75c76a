import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { history, OTHER_CONVERSATION_ID } from '../../test/fixtures';
import { renderChat } from '../../test/render-chat';
import type { ChatApi } from './chat-api';

/** A conversation whose answer has no feedback yet, in English. */
async function openAnswered(overrides: Partial<ChatApi> = {}) {
  const stored = history({ language: 'en' });
  stored.queries = stored.queries.map((q) => ({ ...q, feedback: null }));
  const { api } = fakeApi({ getConversation: async () => stored, ...overrides });
  renderChat(api, `/chat?conversation=${OTHER_CONVERSATION_ID}`);
  await screen.findByRole('button', { name: 'Source 1' });
  return { api, queryId: stored.queries[0]!.query_id };
}

const thumbsUp = () => screen.getByRole('button', { name: 'Helpful' });
const thumbsDown = () => screen.getByRole('button', { name: 'Not helpful' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('feedback on an answer', () => {
  it("records thumbs up with 'Thanks for your feedback!' and thumbs down with 'Feedback recorded'", async () => {
    const { api, queryId } = await openAnswered();
    await userEvent.click(thumbsUp());
    expect(await screen.findByText('Thanks for your feedback!')).toBeTruthy();
    expect(thumbsUp().getAttribute('aria-pressed')).toBe('true');
    expect(api.submitFeedback).toHaveBeenLastCalledWith(queryId, 1);

    await userEvent.click(thumbsDown());
    expect(await screen.findByText('Feedback recorded')).toBeTruthy();
    expect(thumbsDown().getAttribute('aria-pressed')).toBe('true');
    expect(thumbsUp().getAttribute('aria-pressed')).toBe('false');
    expect(api.submitFeedback).toHaveBeenLastCalledWith(queryId, -1);
  });

  it("puts the previous choice back with 'Failed to submit feedback' when the server refuses", async () => {
    await openAnswered({
      submitFeedback: async () => {
        throw new Error('offline');
      },
    });
    await userEvent.click(thumbsDown());
    expect(await screen.findByText('Failed to submit feedback')).toBeTruthy();
    await waitFor(() => expect(thumbsDown().getAttribute('aria-pressed')).toBe('false'));
  });
});

describe('copying an answer', () => {
  it("copies the plain answer, toasts 'Copied to clipboard!' and shows a check for 2 s", async () => {
    const writeText = vi.fn(async () => undefined);
    await openAnswered();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('In the R1 zone the base FSI is 1.8 [1]. On wide roads it is 4.0 [2].');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy answer' })).toBeTruthy());
  });

  it("says 'Failed to copy' when the clipboard refuses", async () => {
    await openAnswered();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(await screen.findByText('Failed to copy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});

describe('opening a source', () => {
  it("toasts 'Opening {name}' and shows the viewer beside the chat with the document's title", async () => {
    await openAnswered();
    await userEvent.click(screen.getByRole('button', { name: /Gujarat CGDCR 2017/ }));
    expect(await screen.findByText('Opening Gujarat CGDCR 2017 (as amended): an unofficial digest')).toBeTruthy();
    const viewer = await screen.findByRole('complementary', { name: 'Gujarat CGDCR 2017 (as amended): an unofficial digest' });
    expect(within(viewer).getByText('Highlight 1 of 2')).toBeTruthy();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close document' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('opens the highlight a citation marker names', async () => {
    await openAnswered();
    await userEvent.click(screen.getByRole('button', { name: 'Source 2' }));
    const viewer = await screen.findByRole('complementary');
    expect(within(viewer).getByText('Highlight 2 of 2')).toBeTruthy();
  });

  it("says 'Failed to open document' when the source has no usable link", async () => {
    await openAnswered({ documentUrl: () => null });
    await userEvent.click(screen.getByRole('button', { name: /Gujarat CGDCR 2017/ }));
    expect(await screen.findByText('Failed to open document')).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
