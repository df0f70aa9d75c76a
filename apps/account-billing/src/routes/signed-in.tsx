import { SignedInLayout } from '@app/shell';

/** The guard and the chrome, in their own chunk: the first paint needs only the providers and the router. */
export default function SignedIn() {
  return <SignedInLayout />;
}
