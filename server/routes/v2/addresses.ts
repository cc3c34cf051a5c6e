import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, ERROR_CODES } from '../../../schemas/errors';
import { ADDRESS_LOOKUP, RegisterAddressSchema } from '../../../schemas/listings';
import { ApiHttpError, notFound } from '../../errors';
import { AddressRegisterError } from '../../services/addressRegister';

const tags = ['addresses'];
const security = [{ bearer: [] }];

const lookupFailed = () => new ApiHttpError(502, ERROR_CODES.addressRegisterUnavailable, 'Noget gik galt');

/** The address register behind the listing form's autocomplete (SPEC 5 and 9). */
export const addressRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/addresses',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags,
        security,
        description: `Addresses matching q (at least ${ADDRESS_LOOKUP.minLength} characters), at most limit (default and max ${ADDRESS_LOOKUP.maxResults}).`,
        querystring: z.object({
          q: z
            .string({ error: 'Søgningen er krævet' })
            .trim()
            .min(ADDRESS_LOOKUP.minLength, `Søgningen skal være mindst ${ADDRESS_LOOKUP.minLength} tegn`)
            .max(200, 'Søgningen må højst være 200 tegn'),
          limit: z.coerce
            .number()
            .int()
            .min(1, 'Antal skal være mindst 1')
            .max(ADDRESS_LOOKUP.maxResults, `Antal må højst være ${ADDRESS_LOOKUP.maxResults}`)
            .default(ADDRESS_LOOKUP.maxResults),
        }),
        response: { 200: z.object({ addresses: z.array(RegisterAddressSchema) }), 400: ApiErrorSchema, 401: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request) => {
      try {
        return { addresses: await app.addressRegister.search(request.query.q, request.query.limit) };
      } catch (error) {
        if (error instanceof AddressRegisterError) {
          request.log.warn({ err: error }, 'address lookup failed');
          throw lookupFailed();
        }
        throw error;
      }
    },
  );

  app.get(
    '/addresses/:id',
    {
      config: { access: { caller: 'signedIn', apiKeys: true } },
      schema: {
        tags,
        security,
        description: 'One address from the national address register, by its id.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ address: RegisterAddressSchema }), 401: ApiErrorSchema, 404: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request) => {
      let address;
      try {
        address = await app.addressRegister.get(request.params.id);
      } catch (error) {
        if (error instanceof AddressRegisterError) throw lookupFailed();
        throw error;
      }
      if (!address) throw notFound('Adressen');
      return { address };
    },
  );
  done();
};
