import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';

interface InlineTextProps {
  label: string;
  value: string;
  /** Saves a changed value; resolves false when it was refused (the cell goes back). */
  onSave: (value: string) => Promise<boolean>;
  type?: 'text' | 'number';
  placeholder?: string;
  /** Whether a typed value may be saved (an invalid one is put back without a call). */
  accept?: (value: string) => boolean;
  min?: number;
  step?: number;
  /** Wraps a long value onto more lines (a textarea growing with its text; Enter still saves). */
  wrap?: boolean;
}

/** A table cell edited in place, saved when it loses focus (Enter too; Escape puts it back). */
export function InlineText({ label, value, onSave, type = 'text', placeholder, accept = () => true, min, step, wrap = false }: InlineTextProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  const commit = async () => {
    const next = draft.trim();
    if (next === value) return;
    if (!accept(next)) {
      setDraft(value);
      return;
    }
    if (!(await onSave(next))) setDraft(value);
  };

  const common = {
    className: `ui-control sr-inline${wrap ? ' sr-inline--wrap' : ''}`,
    'aria-label': label,
    placeholder,
    value: draft,
    onBlur: () => void commit(),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        event.currentTarget.blur();
      }
      if (event.key === 'Escape') setDraft(value);
    },
  };
  if (wrap) return <textarea {...common} rows={2} onChange={(event) => setDraft(event.target.value)} />;
  return (
    <input
      {...common}
      type={type}
      min={min}
      step={step}
      inputMode={type === 'number' ? 'decimal' : undefined}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}

interface InlineSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => ReactNode;
  onSave: (value: T) => Promise<boolean>;
}

/** A select in a table cell, saved as soon as the selection changes. */
export function InlineSelect<T extends string>({ label, value, options, optionLabel, onSave }: InlineSelectProps<T>) {
  const [current, setCurrent] = useState(value);
  useEffect(() => setCurrent(value), [value]);
  return (
    <select
      className="ui-control sr-inline"
      aria-label={label}
      value={current}
      onChange={(event) => {
        const next = event.target.value as T;
        setCurrent(next);
        void onSave(next).then((saved) => {
          if (!saved) setCurrent(value);
        });
      }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  );
}
