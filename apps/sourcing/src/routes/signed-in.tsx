import { SignedInLayout } from '@app/shell';

/** The guard and the chrome in their own chunk, so the first download holds only the providers and the router. */
export default function SignedIn() {
  return <SignedInLayout />;
}
