import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError, createAuthProvider, RENEW_WITHIN_MS, UNKNOWN_ERROR } from 'src/providers/authProvider';
import { clearToken, readToken, writeToken } from 'src/providers/authCookie';
import { DAY_S, makeToken } from './helpers/tokens';
import { json, stubFetch, text } from './helpers/fetch';

const base = () => ({ api: 'http://localhost/api/v2', auth: 'http://localhost/auth', property: 'http://localhost/property' });
const NOW = Date.UTC(2025, 5, 1, 12);
const nowS = NOW / 1000;
const provider = () => createAuthProvider({ base, now: () => NOW });

const association = (id: number, name: string) => ({
  id,
  name,
  accountType: 1,
  billingId: null,
  permissions: {
    rentalListing: true,
    investmentListing: false,
    salesListing: false,
    officeSpaceListing: false,
    accountSettings: true,
    accountStatistics: false,
    marketStatistics: false,
  },
  userRoles: [1],
});

beforeEach(() => clearToken());
afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('the token cookie', () => {
  it("sees this tab's login and logout at once, and another tab's once the work in hand is done", async () => {
    const mine = makeToken({ exp: nowS + DAY_S });
    const theirs = makeToken({ exp: nowS + 2 * DAY_S });
    const reads = vi.spyOn(Document.prototype, 'cookie', 'get');

    writeToken(mine);
    expect(readToken()).toBe(mine);
    // Another tab logs in as someone else: the cookie changes under this page.
    document.cookie = `token=${theirs}; path=/`;
    expect(readToken()).toBe(mine);
    expect(reads).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(readToken()).toBe(theirs);

    clearToken();
    expect(readToken()).toBeNull();
    reads.mockRestore();
  });
});

describe('login', () => {
  it('posts the credentials and keeps the token it answers in the token cookie', async () => {
    const token = makeToken({ exp: nowS + 14 * DAY_S });
    const { calls } = stubFetch({ 'POST /auth/login': () => text(token) });

    await provider().login({ username: 'maegler.admin@demo.test', password: 'demo1234' });

    expect(calls[0]?.body).toEqual({ username: 'maegler.admin@demo.test', password: 'demo1234' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(readToken()).toBe(token);
    expect(document.cookie).toContain(`token=${token}`);
  });

  it("throws the server's Danish message on a wrong password, and stores nothing", async () => {
    stubFetch({
      'POST /auth/login': () => json({ code: 'unknown_user_or_password', message: 'Forkert e-mail eller adgangskode' }, 401),
    });

    const failure = provider().login({ username: 'x@demo.test', password: 'wrong' });

    await expect(failure).rejects.toThrow('Forkert e-mail eller adgangskode');
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'unknown_user_or_password' });
    expect(readToken()).toBeNull();
  });

  it("passes on the rate limiter's message", async () => {
    stubFetch({
      'POST /auth/login': () => json({ code: 'too_many_requests', message: 'For mange loginforsøg. Prøv igen om lidt.' }, 429),
    });
    await expect(provider().login({ username: 'x@demo.test', password: 'x' })).rejects.toThrow('For mange loginforsøg. Prøv igen om lidt.');
  });

  it.each([
    ['an error without a body', () => text('', 500)],
    ['an error with a non-JSON body', () => text('Bad Gateway', 502)],
    ['an error with JSON but no message', () => json({ code: 'internal' }, 500)],
    ['a 200 whose body is not a token', () => text('<html>proxy page</html>')],
  ])('throws UNKNOWN_ERROR for %s', async (_, answer) => {
    stubFetch({ 'POST /auth/login': answer });
    const failure = provider().login({ username: 'x@demo.test', password: 'x' });
    await expect(failure).rejects.toThrow(AuthError);
    await expect(failure).rejects.toHaveProperty('message', UNKNOWN_ERROR);
    expect(readToken()).toBeNull();
  });

  it('throws UNKNOWN_ERROR when the server does not answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(provider().login({ username: 'x@demo.test', password: 'x' })).rejects.toThrow(UNKNOWN_ERROR);
  });
});

describe('checkAuth', () => {
  it('rejects without a cookie, quietly (going to the login page is no error)', async () => {
    await expect(provider().checkAuth({})).rejects.toEqual({ message: false });
  });

  it('rejects an unreadable token and forgets it', async () => {
    writeToken('not-a-token');
    await expect(provider().checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
    expect(readToken()).toBeNull();
  });

  it('rejects an expired token and forgets it', async () => {
    writeToken(makeToken({ exp: nowS - 1 }));
    await expect(provider().checkAuth({})).rejects.toBeDefined();
    expect(readToken()).toBeNull();
  });

  it('accepts a fresh token without calling the server', async () => {
    const { fetchMock } = stubFetch({});
    writeToken(makeToken({ exp: nowS + 10 * DAY_S }));
    await expect(provider().checkAuth({})).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews a token that expires within two days, once for concurrent checks', async () => {
    const old = makeToken({ exp: nowS + RENEW_WITHIN_MS / 1000 - 60 });
    const renewed = makeToken({ exp: nowS + 14 * DAY_S });
    const { calls } = stubFetch({ 'POST /auth/renew-token': () => text(renewed) });
    writeToken(old);

    const auth = provider();
    await Promise.all([auth.checkAuth({}), auth.checkAuth({})]);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: old });
    expect(readToken()).toBe(renewed);
  });

  it("stops asking once renewal no longer moves the expiry (the session's end)", async () => {
    const exp = nowS + DAY_S;
    const { calls } = stubFetch({ 'POST /auth/renew-token': () => text(makeToken({ exp })) });
    writeToken(makeToken({ exp }));

    const auth = provider();
    await auth.checkAuth({});
    await auth.checkAuth({});

    expect(calls).toHaveLength(1);
    expect(readToken()).not.toBeNull();
  });

  it('keeps a still-valid token when renewal fails for another reason than 401', async () => {
    const old = makeToken({ exp: nowS + DAY_S });
    stubFetch({ 'POST /auth/renew-token': () => text('', 503) });
    writeToken(old);
    await expect(provider().checkAuth({})).resolves.toBeUndefined();
    expect(readToken()).toBe(old);
  });

  it('logs out when the server refuses to renew the token', async () => {
    writeToken(makeToken({ exp: nowS + DAY_S }));
    stubFetch({ 'POST /auth/renew-token': () => json({ code: 'unauthorized', message: 'Du er ikke logget på' }, 401) });
    await expect(provider().checkAuth({})).rejects.toThrow('Du er ikke logget på');
    expect(readToken()).toBeNull();
  });
});

describe('logout and checkError', () => {
  it('logout clears the cookie and ends the session on the server', async () => {
    const token = makeToken();
    writeToken(token);
    const { calls } = stubFetch({ 'POST /auth/logout': () => json({ message: 'Du er logget ud' }) });
    await provider().logout({});
    expect(readToken()).toBeNull();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([['POST', 'http://localhost/auth/logout', { token }]]);
  });

  it('logout logs out here all the same when the server cannot be reached', async () => {
    writeToken(makeToken());
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(provider().logout({})).resolves.toBeUndefined();
    expect(readToken()).toBeNull();
  });

  it('logout without a token asks the server nothing', async () => {
    const { fetchMock } = stubFetch({});
    await provider().logout({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logoutEverywhere ends every session on the server, then here', async () => {
    const token = makeToken();
    writeToken(token);
    const { calls } = stubFetch({ 'DELETE /api/v2/users/me/sessions': () => json({ message: 'Du er logget ud alle steder' }) });
    await provider().logoutEverywhere();
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(readToken()).toBeNull();
  });

  it('logoutEverywhere keeps the user logged in here when the server did not log them out', async () => {
    const token = makeToken();
    writeToken(token);
    stubFetch({ 'DELETE /api/v2/users/me/sessions': () => json({ code: 'internal', message: 'Noget gik galt' }, 500) });
    await expect(provider().logoutEverywhere()).rejects.toThrow('Noget gik galt');
    expect(readToken()).toBe(token);
  });

  it('a 401 logs out', async () => {
    writeToken(makeToken());
    await expect(provider().checkError({ status: 401 })).rejects.toBeDefined();
    expect(readToken()).toBeNull();
  });

  it('a 403 goes to the no-access page without logging out', async () => {
    await expect(provider().checkError({ status: 403 })).rejects.toMatchObject({
      logoutUser: false,
      redirectTo: '/noaccess',
      message: 'ra.notification.not_authorized',
    });
  });

  it('other errors are not about authentication', async () => {
    await expect(provider().checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(provider().checkError(new Error('x'))).resolves.toBeUndefined();
  });
});

describe('getIdentity', () => {
  it('asks /users/me with the bearer token', async () => {
    const token = makeToken();
    writeToken(token);
    const { calls } = stubFetch({
      'GET /api/v2/users/me': () => json({ user: { id: 7, authId: 'auth-0001', email: 'maegler.admin@demo.test', name: null, accounts: [] } }),
    });

    await expect(provider().getIdentity()).resolves.toMatchObject({
      id: 7,
      fullName: 'maegler.admin@demo.test',
      email: 'maegler.admin@demo.test',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });
});

describe('getPermissions', () => {
  it('combines the token with the associations, sorted by name and fetched once per token', async () => {
    writeToken(makeToken({ permissions: 'user,admin' }));
    const { calls } = stubFetch({
      'GET /property/accounts/associations': () => json({ accounts: [association(2, 'Premium Ejendomme A/S'), association(1, 'Nordhavn Erhvervsmægler ApS')] }),
    });
    const auth = provider();

    const permissions = await auth.getPermissions();
    await auth.getPermissions();

    expect(permissions.isStaff).toBe(true);
    expect(permissions.permissions).toEqual(['user', 'admin']);
    expect(permissions.accounts.map((a) => a.name)).toEqual(['Nordhavn Erhvervsmægler ApS', 'Premium Ejendomme A/S']);
    expect(calls).toHaveLength(1);
  });

  it('fetches again for a new token', async () => {
    const { calls } = stubFetch({ 'GET /property/accounts/associations': () => json({ accounts: [] }) });
    const auth = provider();
    writeToken(makeToken({ user: 1 }));
    await auth.getPermissions();
    writeToken(makeToken({ user: 2 }));
    await auth.getPermissions();
    expect(calls).toHaveLength(2);
  });

  it('reports a failure to load the associations, and retries next time', async () => {
    writeToken(makeToken());
    let fail = true;
    stubFetch({
      'GET /property/accounts/associations': () =>
        fail ? json({ code: 'internal', message: 'Noget gik galt' }, 500) : json({ accounts: [association(1, 'A')] }),
    });
    const auth = provider();

    await expect(auth.getPermissions()).resolves.toMatchObject({ accounts: [], accountsError: 'Noget gik galt' });
    fail = false;
    await expect(auth.getPermissions()).resolves.toMatchObject({ accounts: [{ name: 'A' }] });
  });

  it('logs out when the server refuses the token (its session ended elsewhere)', async () => {
    writeToken(makeToken());
    stubFetch({
      'GET /property/accounts/associations': () => json({ code: 'unauthorized', message: 'Din session er udløbet eller ugyldig. Log ind igen.' }, 401),
    });
    await expect(provider().getPermissions()).resolves.toEqual({ isStaff: false, permissions: [], accounts: [] });
    expect(readToken()).toBeNull();
  });

  it('answers no permissions when logged out', async () => {
    await expect(provider().getPermissions()).resolves.toEqual({ isStaff: false, permissions: [], accounts: [] });
  });
});
