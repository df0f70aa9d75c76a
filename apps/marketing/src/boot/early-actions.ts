type Field = HTMLTextAreaElement | HTMLInputElement;

export interface EarlyActions {
  /**
   * Once React owns the page: puts back what was typed (through React's change handling, so its
   * state holds it), then does what the held presses asked for, in order. Stops holding.
   */
  replay(): Promise<void>;
  /** Stops holding without replaying (the app could not load). */
  release(): void;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const TEXT_INPUTS = new Set(['text', 'email', 'search', 'tel', 'url']);

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type));
}

/**
 * Sets a field's value so that React sees a change: through the element's own `value` (React's
 * value tracker, if any, records the empty value), then the prototype's setter and an `input` event.
 */
function typeInto(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Picks an option so that React sees a change: the prototype's setter, then a `change` event. */
function pickIn(select: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Holds what a visitor does on the prerendered page before React can handle it: a press on a
 * button (Login, Sign Up, the language switch, the menu…), Enter in a text area (the question
 * box submits on Enter) and a form's native submission are stopped and remembered; what is typed
 * into fields and the options picked in lists (the news filters) are remembered.
 * Links are left alone: they navigate natively. Presses are held until `replay()`, also while
 * React hydrates, so each one is handled exactly once.
 */
export function holdEarlyActions(root: HTMLElement, doc: Document = document): EarlyActions {
  const presses: (() => void)[] = [];
  const typed = new Map<Field, string>();
  const picked = new Map<HTMLSelectElement, string>();

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    presses.push(() => button.click());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.target;
    if (!(field instanceof HTMLTextAreaElement) || !root.contains(field)) return;
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing || !field.form) return;
    event.preventDefault();
    event.stopPropagation();
    const form = field.form;
    presses.push(() => form.requestSubmit());
  };
  // Enter in a one-line field submits its form natively (the footer's subscribe form): held too.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopPropagation();
    presses.push(() => form.requestSubmit());
  };
  const onInput = (event: Event) => {
    if (isField(event.target) && root.contains(event.target)) typed.set(event.target, event.target.value);
  };
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLSelectElement && root.contains(event.target)) picked.set(event.target, event.target.value);
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('change', onChange, true);
  const release = () => {
    doc.removeEventListener('change', onChange, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('input', onInput, true);
  };

  return {
    release,
    async replay() {
      release();
      for (const [field, value] of typed) {
        // Hydration may have emptied the field; what is in it now is newer than what was kept.
        if (field.isConnected) typeInto(field, field.value || value);
      }
      // Hydration puts a list back to its rendered option: the visitor's pick is newer.
      for (const [select, value] of picked) {
        if (select.isConnected) pickIn(select, value);
      }
      for (const press of presses) {
        await nextTask();
        press();
      }
    },
  };
}
