import { z } from 'zod';
import type { Config } from '../config';
import type { DbOrTx } from '../db';
import { addressSearchText, findAddress, normaliseAddressText, searchAddresses } from '../repositories/addresses';
import { ADDRESS_LOOKUP } from '../../schemas/listings/limits';
import { formatAddress, type RegisterAddress } from '../../schemas/listings/address';

/**
 * The Danish address register as the listings need it. The offline table is the default; a deployment
 * points ADDRESS_REGISTER=dawa (and ADDRESS_REGISTER_URL) at the national address service instead.
 */
export interface AddressRegister {
  readonly kind: string;
  /** Addresses matching free text, at most `limit`. */
  search(query: string, limit: number): Promise<RegisterAddress[]>;
  /** One address by its DAR id; null when the register has none. */
  get(id: string): Promise<RegisterAddress | null>;
}

export function localAddressRegister(db: DbOrTx): AddressRegister {
  return {
    kind: 'local',
    search: (query, limit) => searchAddresses(db, query, limit),
    get: (id) => findAddress(db, id),
  };
}

/** DAWA's 'mini' structure of an address (adresse): x is longitude, y latitude (WGS84). */
const DawaAddressSchema = z.object({
  id: z.string(),
  vejnavn: z.string(),
  husnr: z.string(),
  etage: z.string().nullable().optional(),
  dør: z.string().nullable().optional(),
  postnr: z.string(),
  postnrnavn: z.string(),
  x: z.number(),
  y: z.number(),
});

function fromDawa(a: z.infer<typeof DawaAddressSchema>): RegisterAddress {
  const address = {
    id: a.id,
    streetName: a.vejnavn,
    streetNumber: a.husnr,
    floor: a.etage ?? null,
    door: a.dør ?? null,
    zipCode: a.postnr,
    city: a.postnrnavn,
    latitude: a.y,
    longitude: a.x,
  };
  return { ...address, text: formatAddress(address) };
}

export class AddressRegisterError extends Error {}

/**
 * The order the lookup answers in, the local table's too (its query ranks the same way): the address whose house
 * number was typed first ('Sundkrogsgade 3' is number 3 before the 3rd floor of number 2), then those matching more of the
 * query's words whole ('21' is house number 21 before it is the start of zip code 2150); otherwise as found.
 */
export function rankAddresses(query: string, found: RegisterAddress[]): RegisterAddress[] {
  const words = normaliseAddressText(query).split(' ').filter(Boolean);
  const rank = (a: RegisterAddress) => {
    const text = ` ${addressSearchText(a)} `;
    return (words.includes(a.streetNumber.toLowerCase()) ? 0 : 1000) + words.filter((w) => !text.includes(` ${w} `)).length;
  };
  return found
    .map((address, i) => ({ address, i, rank: rank(address) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ address }) => address);
}

/** The national address service's REST API (DAWA and services that answer like it). */
export function dawaAddressRegister(baseUrl: string, fetchImpl: typeof fetch = fetch, timeoutMs = 5000): AddressRegister {
  async function call(path: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
    } catch (cause) {
      throw new AddressRegisterError(`address service unreachable: ${String(cause)}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new AddressRegisterError(`address service answered ${response.status}`);
    return response.json() as Promise<unknown>;
  }
  return {
    kind: 'dawa',
    async search(query, limit) {
      // The service does not rank what it finds: as many as the lookup ever shows are ranked here, then cut.
      const params = new URLSearchParams({ q: query, struktur: 'mini', per_side: String(Math.max(limit, ADDRESS_LOOKUP.maxResults)) });
      const parsed = z.array(DawaAddressSchema).safeParse(await call(`/adresser?${params}`));
      if (!parsed.success) throw new AddressRegisterError('address service answered an unexpected shape');
      return rankAddresses(query, parsed.data.map(fromDawa)).slice(0, limit);
    },
    async get(id) {
      const body = await call(`/adresser/${encodeURIComponent(id)}?struktur=mini`);
      if (body === null) return null;
      const parsed = DawaAddressSchema.safeParse(body);
      if (!parsed.success) throw new AddressRegisterError('address service answered an unexpected shape');
      return fromDawa(parsed.data);
    },
  };
}

export function createAddressRegister(config: Config['addressRegister'], db: DbOrTx): AddressRegister {
  return config.kind === 'dawa' ? dawaAddressRegister(config.url) : localAddressRegister(db);
}
