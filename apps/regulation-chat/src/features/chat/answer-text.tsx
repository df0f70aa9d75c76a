import { Fragment, type ReactNode } from 'react';
import { splitCitations } from './citations';
import { useChatTexts } from './chat-context';
import { parseBlocks, parseInline } from './markdown';

interface AnswerTextProps {
  text: string;
  /** Number of cited passages: markers beyond it stay plain text. */
  citations: number;
  onCite: (n: number) => void;
}

/** An answer's text: paragraphs, lists and bold, with each `[n]` a button opening its passage. */
export function AnswerText({ text, citations, onCite }: AnswerTextProps) {
  const { t } = useChatTexts();

  const inline = (line: string, key: string): ReactNode =>
    parseInline(line).map((run, r) => {
      const parts = splitCitations(run.text, citations).map((segment, s) =>
        segment.kind === 'text' ? (
          <Fragment key={s}>{segment.text}</Fragment>
        ) : (
          <button
            key={s}
            type="button"
            className="rc-cite"
            aria-label={t('message.citation', { number: segment.n })}
            onClick={() => onCite(segment.n)}
          >
            {segment.n}
          </button>
        ),
      );
      return run.bold ? <strong key={`${key}-${r}`}>{parts}</strong> : <Fragment key={`${key}-${r}`}>{parts}</Fragment>;
    });

  return (
    <div className="rc-answer">
      {parseBlocks(text).map((block, b) => {
        if (block.kind === 'heading') {
          return (
            <p key={b} className="rc-answer__heading">
              <strong>{inline(block.text, `${b}`)}</strong>
            </p>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={b}>
              {block.items.map((item, i) => (
                <li key={i}>{inline(item, `${b}-${i}`)}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={b}>
            {block.lines.map((line, l) => (
              <Fragment key={l}>
                {l > 0 && <br />}
                {inline(line, `${b}-${l}`)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
