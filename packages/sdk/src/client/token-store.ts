/** What the client keeps of a session (spec part 1, section 3: stored locally). */
export interface SessionTokens {
  access_token: string;
  refresh_token?: string;
  /** Seconds the access token was valid for when issued. */
  expires_in?: number;
}

/**
 * Where the client keeps the tokens. The default keeps them in memory; an app may persist them
 * (a Node tool in a file, for instance). Methods may be async.
 */
export interface TokenStore {
  get(): SessionTokens | null | Promise<SessionTokens | null>;
  set(tokens: SessionTokens | null): void | Promise<void>;
}

export function memoryTokenStore(initial: SessionTokens | null = null): TokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
  };
}
