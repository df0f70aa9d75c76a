import type { TSource } from '@app/sdk/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@app/i18n';
import { testI18n } from '../../test/i18n';
import { ChatTextsContext } from './chat-context';
import { SourceCards } from './source-cards';

const source = (name: string, standing?: TSource['standing']): TSource => ({
  document_id: name,
  document_name: name,
  source_type: 'regulation',
  document_link: `/documents/${name}.pdf`,
  pages: [{ page_number: 3, chunks: [] }],
  ...(standing ? { standing } : {}),
});

function renderCards(sources: TSource[], language: LanguageCode = 'en') {
  render(
    <ChatTextsContext.Provider value={{ t: testI18n.getFixedT(language, 'chat'), language }}>
      <SourceCards sources={sources} onOpen={() => undefined} />
    </ChatTextsContext.Provider>,
  );
}

describe('the source list under an answer', () => {
  it('says which cited source is the official notified text and which is our digest', () => {
    renderCards([source('CGDCR Part II', 'official'), source('CGDCR digest', 'secondary')]);
    expect(screen.getByRole('button', { name: /CGDCR Part II/ }).textContent).toContain('Official text');
    expect(screen.getByRole('button', { name: /CGDCR digest/ }).textContent).toContain('Our digest');
    expect(screen.getByRole('button', { name: /CGDCR Part II/ }).textContent).not.toContain('Our digest');
  });

  it('labels the standing in the chat language', () => {
    renderCards([source('CGDCR Part II', 'official'), source('CGDCR digest', 'secondary')], 'gu');
    expect(screen.getByRole('button', { name: /CGDCR Part II/ }).textContent).toContain('સત્તાવાર લખાણ');
    expect(screen.getByRole('button', { name: /CGDCR digest/ }).textContent).toContain('અમારો સારાંશ');
  });

  it('claims neither for an answer stored before sources had a standing', () => {
    renderCards([source('Old answer source')]);
    const card = screen.getByRole('button', { name: /Old answer source/ }).textContent ?? '';
    expect(card).not.toMatch(/Official text|Our digest/);
  });
});
