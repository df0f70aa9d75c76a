import { useState, type ReactNode } from 'react';
import type { FieldErrors, ValidationKey } from './validation';

/** A failed call's message inside the form (the shell also toasts it). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="mk-auth__alert" role="alert">
      {children}
    </div>
  );
}

/** A text button that looks like a link: it switches modals, it does not navigate. */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="mk-link-button" onClick={onClick}>
      {children}
    </button>
  );
}

/** "Don't have an account? Sign up" style line under a form. */
export function SwitchLine({ text, action, onClick }: { text: string; action: string; onClick: () => void }) {
  return (
    <p className="mk-auth__switch">
      {text} <LinkButton onClick={onClick}>{action}</LinkButton>
    </p>
  );
}

/**
 * State shared by the account forms: values, whether the user tried to submit (errors show from
 * then on and follow every keystroke), the pending call and the server's message. The values
 * survive any error: nothing the user typed is lost.
 */
export function useFormState<V extends object>(initial: V, validate: (values: V) => FieldErrors<Extract<keyof V, string>>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors: FieldErrors<Extract<keyof V, string>> = submitted ? validate(values) : {};

  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));

  /** Marks the attempt and returns the errors; focuses the first invalid field (ids `${prefix}-${field}`). */
  const check = (prefix: string): boolean => {
    setSubmitted(true);
    const found = validate(values);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
    return first === undefined;
  };

  return { values, set, errors, check, pending, setPending, serverError, setServerError };
}

/** Translates an optional validation key with the form's `t`. */
export function fieldError(t: (key: string) => string, key: ValidationKey | undefined): string | undefined {
  return key ? t(`validation.${key}`) : undefined;
}
