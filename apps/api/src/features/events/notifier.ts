/**
 * Tells stream readers in this process that a stream has new events. It carries only the stream
 * key and the new sequence number; readers fetch the events themselves from the log, so a missed
 * or repeated notification can never lose or duplicate an event.
 *
 * Several API instances need Postgres LISTEN/NOTIFY to do the same across processes; until then
 * readers also poll the log on every heartbeat (see `sendEventStream`), so another instance's
 * events arrive within one heartbeat interval.
 */
export interface Notifier {
  notify(stream: string, seq: number): void;
  subscribe(stream: string, listener: (seq: number) => void): () => void;
}

export function createNotifier(): Notifier {
  const listeners = new Map<string, Set<(seq: number) => void>>();
  return {
    notify(stream, seq) {
      for (const listener of [...(listeners.get(stream) ?? [])]) listener(seq);
    },
    subscribe(stream, listener) {
      let set = listeners.get(stream);
      if (!set) listeners.set(stream, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(stream) === set) listeners.delete(stream);
      };
    },
  };
}
