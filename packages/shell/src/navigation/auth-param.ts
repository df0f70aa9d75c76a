/**
 * The arrival convention: any page loaded with `?auth=login` opens the login modal (marketing owns
 * the modals); `next` is the page to return to after login. Its own file so a page's light first
 * script (`@app/shell/boot`) can read it without the navigation helpers.
 */
export const AUTH_PARAM = 'auth';
export const NEXT_PARAM = 'next';
export type AuthModal = 'login' | 'signup' | 'reset';
