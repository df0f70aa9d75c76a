import { sql } from 'drizzle-orm';

/** A list of values as SQL text (`'a', 'b'`), for a check that a column holds one of them. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
