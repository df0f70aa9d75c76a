import { useState, type FormEvent } from 'react';
import { parsePageInput } from './viewer-state';

interface PageBoxProps {
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
      className="rc-page-box"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        commit();
      }}
    >
      <input
        className="rc-page-box__input"
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
