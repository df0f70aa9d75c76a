import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
 * (`Algorithm` is a const enum, which isolatedModules cannot import; the default is Argon2id.)
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, Google-only account)
 * it checks against a dummy hash, so the answer takes as long as for a real account.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hashPassword('dummy password that never matches');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
