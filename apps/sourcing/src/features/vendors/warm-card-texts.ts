import type { TVendor } from '@app/sdk';
import { useEffect } from 'react';
import type { Translate } from './score-reasons';
import { vendorCardTexts } from './vendor-card-texts';

/** A warm-up chunk yields when the idle period has less than this left (ms). */
const MIN_IDLE_MS = 2;
/** Vendors per task where the browser has no requestIdleCallback (Safari). */
const FALLBACK_CHUNK = 10;

/** Runs `work` at the next idle moment with a "time left?" test; returns a cancel. */
function whenIdle(work: (hasTime: () => boolean) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => work(() => deadline.timeRemaining() > MIN_IDLE_MS));
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    let done = 0;
    work(() => done++ < FALLBACK_CHUNK);
  }, 0);
  return () => clearTimeout(id);
}

/**
 * Makes the card texts of every vendor in `vendors` while the page is idle, a few at a time, so
 * the first filter or sort change that brings a vendor onto the page mounts its card without
 * translating (`t` must be the one the cards are made with: the cache is per `t`).
 */
export function useWarmCardTexts(vendors: readonly TVendor[] | undefined, t: Translate, lng: string): void {
  useEffect(() => {
    if (!vendors) return;
    let next = 0;
    let cancel = () => {};
    const step = (hasTime: () => boolean) => {
      for (let vendor = vendors[next]; vendor && hasTime(); vendor = vendors[++next]) vendorCardTexts(vendor, t, lng);
      if (next < vendors.length) cancel = whenIdle(step);
    };
    cancel = whenIdle(step);
    return () => cancel();
  }, [vendors, t, lng]);
}
