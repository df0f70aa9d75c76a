import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { materials, type NewMaterial, type NewProject, projects } from '../../db/schema/sourcing.js';
import { type Clock, systemClock } from '../../lib/clock.js';

type DemoMaterial = Omit<NewMaterial, 'projectId' | 'createdAt' | 'updatedAt'>;
type DemoProject = Omit<NewProject, 'userId' | 'createdAt' | 'updatedAt'> & { daysAgo: number; materials: DemoMaterial[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Four projects across Gujarat showing the states a new user meets: ready with extracted
 * materials, an unnamed one ('Project #{id}') just created, and a failed extraction the user
 * completed by hand. None is mid-run: a seeded "extracting" row would have no run behind it.
 */
const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Riverside Residency – Tower B',
    location: 'Prahlad Nagar, Ahmedabad, Gujarat',
    locationJson: { city: 'Ahmedabad', latitude: 23.012, longitude: 72.5108 },
    timeline: 'normal',
    budgetPaise: 2_50_00_000_00,
    requiredByDate: '2027-03-31',
    projectDescription: 'G+12 residential tower, 48 flats, RCC frame with AAC block masonry.',
    selectedMaterials: ['Cement', 'Steel & Metal', 'Bricks'],
    status: 'ready',
    extractionProgress: 100,
    extractionActivity: 'Completed! Found 3 materials.',
    extractionMaterialsFound: 3,
    daysAgo: 2,
    materials: [
      { name: 'OPC 53 grade cement', category: 'Cement', quantity: 2400, unit: 'bags', urgency: 'urgent', specifications: { grade: 'OPC 53' }, source: 'extracted' },
      { name: 'TMT bars Fe 500D', category: 'Steel & Metal', quantity: 85, unit: 'ton', urgency: 'normal', specifications: { grade: 'Fe 500D', diameter: '12 mm' }, budgetPaise: 55_00_000_00, source: 'extracted' },
      { name: 'AAC blocks', category: 'Bricks', quantity: 18000, unit: 'nos', urgency: 'normal', specifications: { size: '600 x 200 x 150 mm' }, source: 'extracted' },
    ],
  },
  {
    name: 'Vesu Commercial Complex',
    location: 'Vesu, Surat, Gujarat',
    locationJson: { city: 'Surat', latitude: 21.1418, longitude: 72.7709 },
    timeline: 'urgent',
    budgetPaise: 1_20_00_000_00,
    requiredByDate: '2026-12-15',
    projectDescription: 'Four-storey retail and office block with basement parking.',
    selectedMaterials: ['Concrete', 'Tiles'],
    status: 'ready',
    extractionProgress: 100,
    extractionActivity: 'Completed! Found 2 materials.',
    extractionMaterialsFound: 2,
    daysAgo: 5,
    materials: [
      { name: 'Ready-mix concrete M25', category: 'Concrete', quantity: 640, unit: 'cum', urgency: 'urgent', specifications: { grade: 'M25' }, source: 'extracted' },
      { name: 'Vitrified floor tiles', category: 'Tiles', quantity: 3200, unit: 'sqft', urgency: 'flexible', specifications: { size: '800 x 800 mm', color: 'Ivory' }, source: 'extracted' },
    ],
  },
  {
    name: null,
    location: 'Alkapuri, Vadodara, Gujarat',
    locationJson: { city: 'Vadodara', latitude: 22.3106, longitude: 73.1702 },
    timeline: 'flexible',
    budgetPaise: null,
    requiredByDate: null,
    projectDescription: 'Interior renovation of a 3 BHK apartment: flooring, wiring and plumbing.',
    selectedMaterials: ['Electrical', 'Plumbing'],
    status: 'project_created',
    daysAgo: 9,
    materials: [
      { name: 'FR copper wire 2.5 sq mm', category: 'Electrical', quantity: 12, unit: 'coil', urgency: 'normal', specifications: { size: '2.5 sq mm' }, source: 'manual' },
      { name: 'CPVC pipes', category: 'Plumbing', quantity: 60, unit: 'rmt', urgency: 'normal', specifications: { diameter: '25 mm' }, source: 'manual' },
    ],
  },
  {
    name: 'Kalawad Road Bungalows',
    location: 'Kalawad Road, Rajkot, Gujarat',
    locationJson: { city: 'Rajkot', latitude: 22.2783, longitude: 70.7634 },
    timeline: 'normal',
    budgetPaise: 85_00_000_00,
    requiredByDate: '2027-06-30',
    projectDescription: 'Six duplex bungalows with load-bearing brick walls.',
    selectedMaterials: ['Bricks', 'Sand'],
    status: 'extraction_failed',
    extractionProgress: 20,
    extractionActivity: 'Could not read the scanned BOQ.',
    extractionMaterialsFound: 0,
    daysAgo: 20,
    materials: [
      { name: 'Red clay bricks', category: 'Bricks', quantity: 45000, unit: 'nos', urgency: 'normal', specifications: { size: '230 x 110 x 75 mm' }, source: 'manual' },
      { name: 'River sand', category: 'Sand', quantity: 40, unit: 'brass', urgency: 'flexible', specifications: {}, source: 'manual' },
    ],
  },
];

/**
 * Gives the demo account its sample projects once: nothing happens when the user already has a
 * project (so a user's own changes are never overwritten). A transaction-scoped advisory lock
 * makes concurrent starts of several instances seed once. Returns whether projects were added.
 */
export async function seedDemoProjects(db: Db, userId: string, clock: Clock = systemClock): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-projects'), hashtext(${userId}))`);
    const [existing] = await tx.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
    if ((existing?.n ?? 0) > 0) return false;
    const now = clock.now().getTime();
    // Oldest first, so ids grow with creation time like real projects.
    for (const { daysAgo, materials: items, ...project } of [...DEMO_PROJECTS].reverse()) {
      const createdAt = new Date(now - daysAgo * DAY_MS);
      const [row] = await tx
        .insert(projects)
        .values({ ...project, userId, createdAt, updatedAt: createdAt })
        .returning({ id: projects.id });
      if (!row) throw new Error('demo project insert returned no row');
      await tx
        .insert(materials)
        .values(items.map((item) => ({ ...item, projectId: row.id, createdAt, updatedAt: createdAt })));
    }
    return true;
  });
}
