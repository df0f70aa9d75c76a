import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyActions } from './early-actions';

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="root">
    <button type="button" id="login">Login</button>
    <a href="#features" id="link">Features</a>
    <form id="ask"><textarea id="question"></textarea><button type="submit" id="send" disabled>Ask</button></form>
    <form id="subscribe"><input type="email" id="email" /></form>
    <select id="type"><option value="">All</option><option value="local">Local News</option></select>
  </div>`;
  root = document.getElementById('root') as HTMLElement;
});
afterEach(() => vi.restoreAllMocks());

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('presses and typing before React owns the page', () => {
  it('holds a press on a button and replays it once, in order, after release', async () => {
    const early = holdEarlyActions(root);
    const pressed = vi.fn();
    // Stands in for React's listener on the root: it must not see the held press.
    root.addEventListener('click', (event) => pressed((event.target as HTMLElement).id));
    byId('login').click();
    expect(pressed).not.toHaveBeenCalled();
    await early.replay();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledWith('login');
    byId('login').click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves links alone: they navigate natively', () => {
    holdEarlyActions(root);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('link').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('holds Enter in the question box and submits its form after release; Shift+Enter adds a line', async () => {
    const early = holdEarlyActions(root);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    byId('ask').addEventListener('submit', submitted);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    byId('question').dispatchEvent(enter);
    const shiftEnter = new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true, cancelable: true });
    byId('question').dispatchEvent(shiftEnter);
    expect(enter.defaultPrevented).toBe(true);
    expect(shiftEnter.defaultPrevented).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    await early.replay();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('holds a form’s native submission (Enter in a one-line field) and submits it once after release', async () => {
    const early = holdEarlyActions(root);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    byId('subscribe').addEventListener('submit', submitted);
    const native = new Event('submit', { bubbles: true, cancelable: true });
    byId('subscribe').dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    await early.replay();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('puts typed text back with an input event, also when hydration emptied the field', async () => {
    const early = holdEarlyActions(root);
    const question = byId<HTMLTextAreaElement>('question');
    question.value = 'FSI in Surat?';
    question.dispatchEvent(new Event('input', { bubbles: true }));
    question.value = '';
    const changes: string[] = [];
    root.addEventListener('input', () => changes.push(question.value));
    await early.replay();
    expect(question.value).toBe('FSI in Surat?');
    expect(changes).toEqual(['FSI in Surat?']);
  });

  it('puts a picked option back with a change event after hydration reset the list', async () => {
    const early = holdEarlyActions(root);
    const select = byId<HTMLSelectElement>('type');
    select.value = 'local';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // What hydrating a controlled list with the rendered value does.
    select.value = '';
    const changed = vi.fn();
    root.addEventListener('change', (event) => changed((event.target as HTMLSelectElement).value));
    await early.replay();
    expect(select.value).toBe('local');
    expect(changed).toHaveBeenCalledWith('local');
  });

  it('replays nothing and stops holding when released without replay', () => {
    const early = holdEarlyActions(root);
    early.release();
    const pressed = vi.fn();
    root.addEventListener('click', pressed);
    byId('login').click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
