/**
 * The bare app's server: its build with the product's compression and cache headers (server/app.ts), the
 * REST calls ra-data-simple-rest makes, answered from memory, and a login that checks the password against
 * a hash made as the product makes its own (server/services/passwords.ts), as a real login must.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { builtFiles, compressAnswers } from '../../server/app';
import { hashPassword, verifyPassword } from '../../server/services/passwords';

/** The bare app's one user's password. */
export const BARE_PASSWORD = 'bench';

interface Post {
  id: number;
  title: string;
  address: string;
  status: string;
  area: number;
  price: number;
  updated_at: string;
  body: string;
}

const STREETS = ['Sundkrogsgade', 'Amerika Plads', 'Vesterbrogade', 'Strandvejen', 'Åboulevarden', 'Vestergade', 'Industrivej', 'Havnegade'];
const CITIES = ['2150 Nordhavn', '2100 København Ø', '1620 København V', '2900 Hellerup', '8000 Aarhus C', '5000 Odense C', '7100 Vejle', '9000 Aalborg'];
const KINDS = ['Kontorlejemål', 'Butikslokale', 'Lager og produktion', 'Klinik', 'Showroom', 'Værksted'];
const STATUSES = ['Aktiv', 'Afventer', 'Udlejet', 'Lukket'];
const BODY =
  'Lyse og velindrettede lokaler med udsigt over havnen. Lejemålet har egen indgang, tekøkken, toiletter og adgang til fælles mødelokaler i stueetagen. ' +
  'Ejendommen ligger tæt på offentlig transport og har parkering i kælderen. ';

/** Rows like the product's listings: a title, an address, a status, figures and a description. */
function makePosts(count: number): Post[] {
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const street = STREETS[i % STREETS.length] ?? '';
    return {
      id,
      title: `${KINDS[i % KINDS.length] ?? ''} på ${street} ${(i % 90) + 1}`,
      address: `${street} ${(i % 90) + 1}, ${CITIES[(i * 3) % CITIES.length] ?? ''}`,
      status: STATUSES[i % STATUSES.length] ?? '',
      area: 80 + ((i * 37) % 1900),
      price: 95_000 + ((i * 7919) % 2_400_000),
      updated_at: new Date(Date.UTC(2026, 10, 24) - i * 3_600_000 * 7).toISOString(),
      body: BODY.repeat(1 + (i % 3)),
    };
  });
}

/** A JSON array of numbers from the query, like `[0,24]`, or undefined. */
function numbers(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) && value.every((n) => typeof n === 'number') ? value : undefined;
}

function sortBy(text: string | undefined): { field: keyof Post; descending: boolean } {
  const value: unknown = text ? JSON.parse(text) : undefined;
  const [field, order] = Array.isArray(value) ? (value as unknown[]) : [];
  const known = typeof field === 'string' && field in { id: 0, title: 0, address: 0, status: 0, area: 0, price: 0, updated_at: 0 };
  return { field: known ? (field as keyof Post) : 'id', descending: order === 'DESC' };
}

/** Listens on 127.0.0.1:`port`, serving the build in `root`. */
export async function startBareServer(root: string, port: number): Promise<FastifyInstance> {
  const posts = makePosts(319);
  const app = Fastify();
  await app.register(compressAnswers);
  await app.register(builtFiles, { root });
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').sendFile('index.html'));

  const stored = await hashPassword(BARE_PASSWORD, 'bench');
  app.post<{ Body: { password?: unknown } }>('/api/login', async (request, reply) => {
    const password = typeof request.body.password === 'string' ? request.body.password : '';
    if (!(await verifyPassword(password, stored, request.ip))) return reply.code(401).send({ message: 'wrong password' });
    return reply.header('set-cookie', 'token=bare; Path=/; SameSite=Lax').send({});
  });

  app.get<{ Querystring: { sort?: string; range?: string; filter?: string } }>('/api/posts', (request, reply) => {
    const { field, descending } = sortBy(request.query.sort);
    const ids = request.query.filter ? (JSON.parse(request.query.filter) as { id?: unknown }).id : undefined;
    const rows = Array.isArray(ids) ? posts.filter((p) => ids.includes(p.id)) : posts;
    const sorted = [...rows].sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0) * (descending ? -1 : 1));
    const [start = 0, end = sorted.length - 1] = numbers(request.query.range) ?? [];
    const page = sorted.slice(start, end + 1);
    return reply.header('Content-Range', `posts ${start}-${start + page.length - 1}/${sorted.length}`).send(page);
  });
  app.get<{ Params: { id: string } }>('/api/posts/:id', (request, reply) => {
    const post = posts.find((p) => p.id === Number(request.params.id));
    return post ? reply.send(post) : reply.code(404).send({ message: 'not found' });
  });
  app.put<{ Params: { id: string }; Body: Partial<Post> }>('/api/posts/:id', (request, reply) => {
    const index = posts.findIndex((p) => p.id === Number(request.params.id));
    const post = posts[index];
    if (!post) return reply.code(404).send({ message: 'not found' });
    const updated = { ...post, ...request.body, id: post.id };
    posts[index] = updated;
    return reply.send(updated);
  });

  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
