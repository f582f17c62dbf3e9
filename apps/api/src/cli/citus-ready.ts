/**
 * `npm run check:citus-ready`: migrates an empty in-memory database and prints whether every key of
 * its tenant tables leads with tenant_id (db/citus-readiness.ts); exits 1 when one does not.
 */
import { citusFindings, tenantTableCount, type CitusFinding } from '../db/citus-readiness.ts';
import { openDatabase } from '../platform/db.ts';

const database = await openDatabase({});
try {
  const findings = await citusFindings(database.db);
  const tables = await tenantTableCount(database.db);
  if (findings.length === 0) {
    console.log(`Ready for Citus: tenant_id leads every key of the ${tables} tenant tables.`);
  } else {
    const byRule = new Map<string, CitusFinding[]>();
    for (const f of findings) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
    console.log(
      `Not ready for Citus: ${findings.length} keys of the ${tables} tenant tables do not lead with tenant_id.`,
    );
    for (const [rule, list] of byRule) {
      console.log(`\n${rule}: ${list.length}`);
      for (const f of list) console.log(`  ${f.tableName}: ${f.detail}`);
    }
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
