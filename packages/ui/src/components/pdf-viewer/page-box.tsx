import { useState, type FormEvent } from 'react';
import './pdf-viewer.css';

/** The page box's value: an integer from 1 to the page count, else null (the box then reverts). */
export function parsePageInput(text: string, pageCount: number | null): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || pageCount === null) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= pageCount ? page : null;
}

export interface PageBoxProps {
  page: number;
  pageCount: number | null;
  label: string;
  onPage: (page: number) => void;
}

/** The page number box: accepts an integer from 1 to the page count; anything else reverts. */
export function PageBox({ page, pageCount, label, onPage }: PageBoxProps) {
  const [text, setText] = useState(String(page));
  const [shown, setShown] = useState(page);
  // The page changed elsewhere (buttons, highlights): show it.
  if (shown !== page) {
    setShown(page);
    setText(String(page));
  }

  const commit = () => {
    const next = parsePageInput(text, pageCount);
    if (next === null || next === page) setText(String(page));
    else onPage(next);
  };

  return (
    <form
      className="ui-page-box"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        commit();
      }}
    >
      <input
        className="ui-page-box__input"
        inputMode="numeric"
        aria-label={label}
        value={text}
        disabled={pageCount === null}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onFocus={(event) => event.target.select()}
      />
    </form>
  );
}
