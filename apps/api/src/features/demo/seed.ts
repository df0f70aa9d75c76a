import type { Db } from '../../db/client.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserByEmail, insertUser, isUniqueViolation } from '../auth/user-store.js';
import { seedDemoProjects } from '../sourcing/index.js';
import { seedDemoDirectory } from '../vendors/index.js';

/** The demo account's sign-in, for the README, local use and browser tests. */
export const DEMO_EMAIL = 'demo@buildassist.in';
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_NAME = 'Demo Architect';

/**
 * Creates the verified demo account if it does not exist yet, and gives it sample sourcing
 * projects when it has none, and stores the demo vendor directory (safe to run on every start, and from several instances at once).
 * Returns whether the account was created.
 */
export async function seedDemo(db: Db, clock: Clock = systemClock): Promise<boolean> {
  // The sample supplier directory vendor discovery searches (source 'demo', shown as demo data).
  await seedDemoDirectory(db);
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (existing) {
    await seedDemoProjects(db, existing.id, clock);
    return false;
  }
  const now = clock.now();
  try {
    const user = await insertUser(db, {
      email: DEMO_EMAIL,
      name: DEMO_NAME,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      isVerified: true,
      bio: 'Architect in Ahmedabad exploring GDCR rules, FSI and sourcing for mid-rise residential projects.',
      links: ['https://buildassist.in'],
      location: 'Ahmedabad, Gujarat',
      createdAt: now,
      updatedAt: now,
    });
    await seedDemoProjects(db, user.id, clock);
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) return false;
    throw error;
  }
}
