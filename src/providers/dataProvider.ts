import { useDataProvider } from 'ra-core';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';
import { currentApiBase } from './apiBase';
import { httpClient, ifMatch, toHttpError, type HttpOptions, type HttpResponse } from './httpClient';
import { listQuery } from './listQuery';
import { memberMethods, type MemberMethods } from './memberMethods';
import { payloadKeys } from './resourceKeys';
import { isObject } from 'schemas/isObject';

export interface DataProviderOptions {
  http?: (url: string, options?: HttpOptions) => Promise<HttpResponse>;
  /** The main API's base, e.g. 'https://example.dk/api/v2'. */
  apiBase?: () => string;
}

/** Records that the API versions carry `version`, which PUT and DELETE send back as If-Match. */
type Versioned = { version?: number | null };

/** react-admin's CRUD methods and the member area's own (see memberMethods). */
export type MemberDataProvider = DataProvider & MemberMethods;

/** What getList puts beside a page's rows: set when the total is the database's estimate. */
export interface ListMeta {
  totalEstimated?: true;
}

/** A list context's meta, which react-admin leaves untyped, read as the ListMeta getList gives. */
export function listMetaOf(meta: unknown): ListMeta {
  return isObject(meta) && meta.totalEstimated === true ? { totalEstimated: true } : {};
}

/**
 * Every call the SPA makes to the main API. Maps react-admin's calls onto the v2 API: GET
 * /{resource}?page&perPage&sort&order&filters, GET|PUT|DELETE /{resource}/{id}, POST /{resource};
 * answers are keyed by resource name. The rest of SPEC 7 are custom methods, used with
 * useDataProvider and react-query as react-admin documents.
 */
export function createDataProvider({ http = httpClient, apiBase = () => currentApiBase().api }: DataProviderOptions = {}): MemberDataProvider {
  const urlOf = (resource: string, id?: Identifier) => `${apiBase()}/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

  async function fetchOne<RecordType extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal) {
    const { json } = await http(urlOf(resource, id), signal ? { signal } : {});
    return unwrapOne(resource, json) as RecordType;
  }

  const cursors = pageCursors();

  async function getList<RecordType extends RaRecord = RaRecord>(resource: string, params: GetListParams) {
    // The list a page belongs to: its query but the page number (the same filter, sort and page size).
    const list = `${resource}?${listQuery({ ...params, pagination: params.pagination && { ...params.pagination, page: 0 } })}`;
    const page = params.pagination?.page ?? 1;
    const after = cursors.get(list, page - 1);
    const query = `${listQuery(params)}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const { json } = await http(`${urlOf(resource)}${query ? `?${query}` : ''}`, params.signal ? { signal: params.signal } : {});
    const data = unwrapMany(resource, json) as RecordType[];
    cursors.set(list, page, isObject(json) && typeof json.nextCursor === 'string' ? json.nextCursor : undefined);
    const total = isObject(json) && typeof json.total === 'number' ? json.total : data.length;
    // A list past its exact-count limit answers the database's estimate; the list says so.
    return isObject(json) && json.totalEstimated === true ? { data, total, meta: { totalEstimated: true } satisfies ListMeta } : { data, total };
  }

  // react-admin's type says previousData is always there, but a caller may leave it out; the data's version then serves.
  async function update<RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: Omit<UpdateParams<RecordType>, 'previousData'> & { previousData?: RecordType },
  ) {
    cursors.forget(resource);
    const version = ((params.previousData ?? params.data) as Versioned).version;
    const { json } = await http(urlOf(resource, params.id), {
      method: 'PUT',
      body: params.data,
      headers: ifMatch(version),
    });
    return { data: unwrapOne(resource, json) as RecordType };
  }

  async function remove<RecordType extends RaRecord = RaRecord>(resource: string, params: DeleteParams<RecordType>) {
    cursors.forget(resource);
    const { json } = await http(urlOf(resource, params.id), {
      method: 'DELETE',
      headers: ifMatch((params.previousData as Versioned | undefined)?.version),
    });
    // A DELETE may answer 204; the record as it was is then the best answer.
    const data = json === undefined ? (params.previousData ?? ({ id: params.id } as RecordType)) : (unwrapOne(resource, json) as RecordType);
    return { data };
  }

  return {
    ...memberMethods((path, options) => http(`${apiBase()}${path}`, options)),
    supportAbortSignal: true,
    getList,

    async getOne<RecordType extends RaRecord = RaRecord>(resource: string, params: GetOneParams<RecordType>) {
      return { data: await fetchOne<RecordType>(resource, params.id, params.signal) };
    },

    // The API has no batch read; the ids react-admin asks for at once are few (references).
    async getMany<RecordType extends RaRecord = RaRecord>(resource: string, params: GetManyParams<RecordType>) {
      const data = await Promise.all(params.ids.map((id) => fetchOne<RecordType>(resource, id, params.signal)));
      return { data };
    },

    async getManyReference<RecordType extends RaRecord = RaRecord>(resource: string, params: GetManyReferenceParams) {
      const filter: unknown = params.filter;
      return getList<RecordType>(resource, { ...params, filter: { ...(isObject(filter) ? filter : {}), [params.target]: params.id } });
    },

    async create<RecordType extends Omit<RaRecord, 'id'> = RaRecord>(resource: string, params: CreateParams<RecordType>) {
      cursors.forget(resource);
      const { json } = await http(urlOf(resource), { method: 'POST', body: params.data });
      return { data: unwrapOne(resource, json) as RecordType & { id: Identifier } };
    },

    update,

    // Each write needs the record's current version, so a bulk write reads each record first.
    async updateMany<RecordType extends RaRecord = RaRecord>(resource: string, params: UpdateManyParams<RecordType>) {
      for (const id of params.ids) {
        const previousData = await fetchOne<RecordType>(resource, id);
        await update(resource, { id, data: { ...previousData, ...params.data }, previousData });
      }
      return { data: params.ids };
    },

    delete: remove,

    async deleteMany<RecordType extends RaRecord = RaRecord>(resource: string, params: DeleteManyParams<RecordType>) {
      for (const id of params.ids) {
        const previousData = await fetchOne<RecordType>(resource, id);
        await remove<RecordType>(resource, { id, previousData });
      }
      return { data: params.ids };
    },
  };
}

/** How many lists' cursors are kept; past it the least recently read list's are forgotten. */
const LISTS_KEPT = 20;

/**
 * Where each page of a list ended: a list that answers `nextCursor` (the listing index) gets it back
 * as `after` when the page after it is read, so the next page, however deep, is a seek by the index instead of a
 * walk past every row before it. A page reached any other way (a jump, another filter, sort or page size) goes
 * by its number. A write to the resource forgets its cursors, so the page numbers count the rows as they are.
 */
function pageCursors() {
  const lists = new Map<string, Map<number, string>>();
  return {
    get(list: string, page: number): string | undefined {
      return lists.get(list)?.get(page);
    },
    set(list: string, page: number, cursor: string | undefined) {
      const pages = lists.get(list) ?? new Map<number, string>();
      lists.delete(list);
      if (cursor === undefined) pages.delete(page);
      else pages.set(page, cursor);
      if (pages.size > 0) lists.set(list, pages);
      if (lists.size > LISTS_KEPT) lists.delete(lists.keys().next().value as string);
    },
    forget(resource: string) {
      for (const list of lists.keys()) if (list.startsWith(`${resource}?`)) lists.delete(list);
    },
  };
}

function unwrapMany(resource: string, json: unknown): unknown[] {
  const rows = isObject(json) ? json[payloadKeys(resource).many] : undefined;
  if (!Array.isArray(rows)) throw unexpectedAnswer();
  return rows;
}

function unwrapOne(resource: string, json: unknown): Record<string, unknown> {
  const record = isObject(json) ? json[payloadKeys(resource).one] : undefined;
  if (!isObject(record)) throw unexpectedAnswer();
  return record;
}

/** An answer without the expected payload key is a server fault; say so in the usual words. */
function unexpectedAnswer() {
  return toHttpError({ status: 500 });
}

export const dataProvider = createDataProvider();

/** The dataProvider in a component, with the member area's own methods typed. */
export const useMemberDataProvider = () => useDataProvider<MemberDataProvider>();
