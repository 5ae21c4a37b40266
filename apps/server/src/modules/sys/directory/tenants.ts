/** Companies (sys_tenant) as other areas name them. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sysTenant } from '../tenant/tenant.table';

/** the company's name, or undefined when there is no such tenant */
async function nameOf(db: Database, tenantId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, tenantId));
  return row?.name;
}

export const tenants = { nameOf };
