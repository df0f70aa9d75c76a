type Listener = (payload: never) => void;

/** A tiny typed event emitter: `on` returns the unsubscribe function. */
export interface Emitter<E extends Record<string, unknown>> {
  on<K extends keyof E>(event: K, listener: (payload: E[K]) => void): () => void;
  emit<K extends keyof E>(event: K, payload: E[K]): void;
}

export function createEmitter<E extends Record<string, unknown>>(): Emitter<E> {
  const listeners = new Map<keyof E, Set<Listener>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as Listener);
      return () => {
        set.delete(listener as Listener);
      };
    },
    emit(event, payload) {
      // A copy, so a listener that unsubscribes while running does not skip its neighbour.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        // One failing listener must not stop the others nor the call that emitted.
        try {
          (listener as (value: E[typeof event]) => void)(payload);
        } catch (error) {
          console.error(`[@app/sdk] a "${String(event)}" listener failed`, error);
        }
      }
    },
  };
}
