import { useEffect, useState } from 'react';

/** `value`, updated only once it has stayed the same for `delayMs` (the estimate's 500 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
