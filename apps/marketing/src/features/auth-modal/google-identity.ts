/** The part of Google Identity Services' `google.accounts.id` that the sign-in button uses. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    context?: 'signin' | 'signup';
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with';
      shape?: 'rectangular' | 'pill';
      width?: number;
      locale?: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/** Google's script: it must come from Google (it runs the sign-in popup on their origin). */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads Google Identity Services once per page; a failed load may be tried again later. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = () => window.google?.accounts?.id;
  const loaded = ready();
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('Google Identity Services did not load'));
    };
    script.addEventListener('load', () => {
      const id = ready();
      if (id) resolve(id);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}
