import { lazy, Suspense, type ComponentProps } from 'react';
import type { OutOfTokens as Listener } from './out-of-tokens';

// The listener needs the page's SDK client (contracts, zod), which the first paint does not: it
// loads right after the first render, long before a metered call can answer 402.
const LazyListener = lazy(() => import('./out-of-tokens').then((m) => ({ default: m.OutOfTokens })));

/** `OutOfTokens`, loaded after the first paint so it stays out of the app's initial download. */
export function OutOfTokens(props: ComponentProps<typeof Listener>) {
  return (
    <Suspense fallback={null}>
      <LazyListener {...props} />
    </Suspense>
  );
}
