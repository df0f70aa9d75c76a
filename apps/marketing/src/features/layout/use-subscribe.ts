import { useCallback, useEffect, useRef, useState } from 'react';

/** The simulated subscription (spec part 1, "/ Landing page"): no call is made. */
export const SUBSCRIBING_MS = 1000;
export const SUBSCRIBED_MS = 3000;

export type SubscribeStatus = 'idle' | 'subscribing' | 'subscribed';

/** idle → 'Subscribing...' for 1000 ms → 'Subscribed!' for 3000 ms → idle. */
export function useSubscribe(onSubscribed?: () => void) {
  const [status, setStatus] = useState<SubscribeStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const subscribe = useCallback(() => {
    if (status !== 'idle') return;
    setStatus('subscribing');
    timer.current = setTimeout(() => {
      setStatus('subscribed');
      onSubscribed?.();
      timer.current = setTimeout(() => setStatus('idle'), SUBSCRIBED_MS);
    }, SUBSCRIBING_MS);
  }, [status, onSubscribed]);

  return { status, subscribe };
}
