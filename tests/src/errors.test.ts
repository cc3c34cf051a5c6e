import { describe, expect, it } from 'vitest';
import { normaliseError } from 'src/providers/errors';

const GENERIC = 'Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter';

describe('normaliseError (SPEC 8)', () => {
  it('uses the message of a body with a code', () => {
    expect(normaliseError({ status: 409, body: { code: 'conflict', message: 'Annoncen er allerede lukket' } })).toEqual({
      status: 409,
      code: 'conflict',
      message: 'Annoncen er allerede lukket',
    });
  });

  it("prefers the body's message over the status's own text, also for 401", () => {
    expect(normaliseError({ status: 401, body: { code: 'unknown_user_or_password', message: 'Forkert e-mail eller adgangskode' } }).message).toBe(
      'Forkert e-mail eller adgangskode',
    );
  });

  it('keeps the field messages of a 400 body', () => {
    expect(
      normaliseError({
        status: 400,
        body: { code: 'bad_input', message: 'Ugyldige data', fields: { name: 'Firmanavn er krævet', 'address.zipCode': 'Postnummer skal være korrekt' } },
      }),
    ).toEqual({
      status: 400,
      code: 'bad_input',
      message: 'Ugyldige data',
      fields: { name: 'Firmanavn er krævet', 'address.zipCode': 'Postnummer skal være korrekt' },
    });
  });

  it('says "not logged in" for a 401 without a code', () => {
    expect(normaliseError({ status: 401, body: undefined }).message).toBe('Du er ikke logget på');
    expect(normaliseError({ status: 401, body: 'Unauthorized' }).message).toBe('Du er ikke logget på');
  });

  it('names the endpoint of a 404 "404 page not found"', () => {
    expect(normaliseError({ status: 404, body: '404 page not found', endpoint: '/api/v2/nothing' }).message).toBe(
      'Adressen blev ikke fundet på serveren (/api/v2/nothing)',
    );
  });

  it('says the request was cancelled for an AbortError', () => {
    expect(normaliseError({ cause: new DOMException('The operation was aborted.', 'AbortError') })).toEqual({
      status: 0,
      message: 'Forespørgslen blev annulleret',
    });
  });

  it('says there was no response when fetch failed', () => {
    expect(normaliseError({ cause: new TypeError('Failed to fetch') })).toEqual({
      status: 0,
      message: 'Intet svar fra serveren. Tjek din forbindelse.',
    });
  });

  it.each([
    ['a 500 without a body', { status: 500 }],
    ['a 404 with another body', { status: 404, body: 'Not Found' }],
    ['a 404 JSON body without a code', { status: 404, body: { error: 'nope' } }],
    ['a 403 with HTML', { status: 403, body: '<html>Forbidden</html>' }],
  ])('falls back to the generic message for %s', (_, input) => {
    expect(normaliseError(input).message).toBe(GENERIC);
  });

  it('falls back to the generic message when a coded body has no message', () => {
    expect(normaliseError({ status: 500, body: { code: 'internal' } })).toEqual({ status: 500, code: 'internal', message: GENERIC });
  });
});
