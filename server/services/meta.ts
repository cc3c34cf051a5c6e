import type { DbOrTx } from '../db';
import { listClosingReasons, listEnergyLabels, listFacilities, listSubcategories, listUsageProposals } from '../repositories/meta';

/** The meta lists of SPEC 3, each in the order its route answers it. */
export interface MetaLists {
  closingReasons: Awaited<ReturnType<typeof listClosingReasons>>;
  subcategories: Awaited<ReturnType<typeof listSubcategories>>;
  usageProposals: Awaited<ReturnType<typeof listUsageProposals>>;
  facilities: Awaited<ReturnType<typeof listFacilities>>;
  energyLabels: Awaited<ReturnType<typeof listEnergyLabels>>;
}

const loaded = new WeakMap<DbOrTx, Promise<MetaLists>>();

/**
 * The meta lists, read once per database and kept in the process: only a seed or a migration writes them, and
 * both run before the server starts. Every listing save checks its keys against them.
 */
export function metaLists(db: DbOrTx): Promise<MetaLists> {
  let lists = loaded.get(db);
  if (!lists) {
    lists = (async () => ({
      closingReasons: await listClosingReasons(db),
      subcategories: await listSubcategories(db),
      usageProposals: await listUsageProposals(db),
      facilities: await listFacilities(db),
      energyLabels: await listEnergyLabels(db),
    }))();
    // A failed read is not kept: the next call reads again.
    lists.catch(() => loaded.delete(db));
    loaded.set(db, lists);
  }
  return lists;
}
