import type { Db } from '../db';
import { CLOSING_REASON_ORDER } from '../../schemas/enums';
import { listClosingReasons, listEnergyLabels, listFacilities, listSubcategories, listUsageProposals } from '../repositories/meta';

/** The meta lists of SPEC 3, each in the order its route answers it (closing reasons in SPEC's order). */
export interface MetaLists {
  closingReasons: Awaited<ReturnType<typeof listClosingReasons>>;
  subcategories: Awaited<ReturnType<typeof listSubcategories>>;
  usageProposals: Awaited<ReturnType<typeof listUsageProposals>>;
  facilities: Awaited<ReturnType<typeof listFacilities>>;
  energyLabels: Awaited<ReturnType<typeof listEnergyLabels>>;
}

const loaded = new WeakMap<Db, Promise<MetaLists>>();

const rank = (id: number) => (CLOSING_REASON_ORDER as readonly number[]).indexOf(id);

/**
 * The meta lists, read once per database and kept in the process: only a seed or a migration writes them, and
 * both run before the server starts. The meta routes answer them, and every listing save checks its keys
 * against them.
 */
export function metaLists(db: Db): Promise<MetaLists> {
  let lists = loaded.get(db);
  if (!lists) {
    lists = (async () => ({
      closingReasons: (await listClosingReasons(db)).sort((a, b) => rank(a.id) - rank(b.id)),
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
