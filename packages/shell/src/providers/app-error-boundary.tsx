import { ErrorBoundary } from '@app/ui';
import type { ReactNode } from 'react';

function report(error: unknown) {
  console.error('[shell] render crash', error);
}

/**
 * A render crash anywhere below shows the generic error screen ('Something went wrong', Reload
 * Page and Try Again; spec part 1, "Other"). Try Again renders the children again; Reload Page
 * reloads. Development builds show the error under the screen.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary onError={report} showDetails={import.meta.env.DEV}>
      {children}
    </ErrorBoundary>
  );
}
