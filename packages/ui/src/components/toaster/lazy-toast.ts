import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type SonnerToast = Sonner['toast'];
type ToastId = string | number;
type Message = Parameters<SonnerToast>[0];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message' | 'loading';

/** The part of sonner's `toast` the apps use; every call works before sonner has loaded. */
export type LazyToast = ((message: Message, data?: ExternalToast) => ToastId) &
  Record<Kind, (message: Message, data?: ExternalToast) => ToastId> & { dismiss: (id?: ToastId) => ToastId | undefined };

type Call = { kind: 'toast' | Kind; message: Message; data: ExternalToast & { id: ToastId } };

/**
 * sonner (~9 KB gzip) loads on the first toast instead of with the page: calls made meanwhile
 * are queued with an id of their own (so `dismiss(id)` and updates by id keep working) and
 * replayed in order once it has loaded. sonner hands active toasts to a Toaster that subscribes
 * later, so the Toaster may mount after the replay.
 */
export function createLazyToast(load: () => Promise<Sonner>) {
  let sonner: Sonner | undefined;
  let loading: Promise<Sonner> | undefined;
  let queue: Call[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();

  const ensureLoaded = (): Promise<Sonner> => {
    loading ??= load().then(
      (module) => {
        sonner = module;
        const calls = queue;
        queue = [];
        for (const call of calls) show(module, call);
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A chunk that failed to load (offline, a deploy replaced it) is tried again by the next
        // toast; the queued ones wait for it rather than being dropped.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const show = (module: Sonner, { kind, message, data }: Call) =>
    kind === 'toast' ? module.toast(message, data) : module.toast[kind](message, data);

  const raise =
    (kind: Call['kind']) =>
    (message: Message, data?: ExternalToast): ToastId => {
      if (sonner) return kind === 'toast' ? sonner.toast(message, data) : sonner.toast[kind](message, data);
      const id = data?.id ?? `toast-${++nextId}`;
      queue.push({ kind, message, data: { ...data, id } });
      ensureLoaded().catch((error: unknown) => console.warn('[toast] could not load the toasts; the next one tries again', error));
      return id;
    };

  const dismiss = (id?: ToastId) => {
    if (sonner) return sonner.toast.dismiss(id);
    // Nothing is on screen yet: dropping the queued toast is the dismissal (and loads nothing).
    queue = id === undefined ? [] : queue.filter((call) => call.data.id !== id);
    return id;
  };

  const toast: LazyToast = Object.assign(raise('toast'), {
    success: raise('success'),
    error: raise('error'),
    info: raise('info'),
    warning: raise('warning'),
    message: raise('message'),
    loading: raise('loading'),
    dismiss,
  });

  return {
    toast,
    /** Loads sonner now (tests, or a page that knows a toast is coming). */
    preload: ensureLoaded,
    /** The loaded module, or undefined; for `useSyncExternalStore`. */
    current: (): Sonner | undefined => sonner,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
