import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../schemas/errors';
import { recordId, recordIdParameter, url } from '../../../schemas/fields';
import { IMAGE_RULES } from '../../../schemas/listings';
import { WRITE_ROLES } from '../../../schemas/access';
import { ImageRejected, IMAGE_MESSAGES } from '../../services/images';
import { badInput } from '../../errors';
import { ImageContentSchema } from '../../../schemas/listings/record';
import type { ImageContent } from '../../repositories/listings';

const tags = ['images'];
const security = [{ bearer: [] }];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const ImageAnswer = z.object({
  image: z.object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    contentHash: z.string().meta({ description: "The sha256 of the picture's bytes (hex): a listing refuses the same picture twice, whatever its URL." }),
    content: ImageContentSchema,
  }),
});
/** What the answer tells of a picture's content: its findings, not the hash or the words read. */
const answeredContent = ({ floorPlan, hasText, textCheck }: ImageContent) => ({ floorPlan, hasText, textCheck });

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const AccountQuery = z.object({ accountId: recordIdParameter('Konto') });

/**
 * Listing images before they join a listing (a new listing needs three to be valid): an upload is
 * checked and kept; a URL is fetched and checked. The listing save checks them again.
 */
export const imageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The picture is the body itself, as the browser sends a File; the type is read from its bytes.
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: IMAGE_RULES.maxBytes }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/images',
    {
      config: { access: { account: 'query.accountId', roles: WRITE_ROLES } },
      schema: {
        tags,
        security,
        description: `Uploads a listing image (JPEG, PNG or WebP as the body; role admin or member in accountId). Landscape, at least ${IMAGE_RULES.minWidth}x${IMAGE_RULES.minHeight}, at most ${IMAGE_RULES.maxPixels / 1_000_000} megapixels. The same file gets the same URL and content hash.`,
        querystring: AccountQuery,
        response: { 201: ImageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      if (!(body instanceof Buffer)) throw badInput({ image: IMAGE_MESSAGES.notAnImage });
      const image = await app.imageStore.saveUpload(body).catch((error: unknown) => {
        if (error instanceof ImageRejected) throw badInput({ image: error.message }, error.message);
        throw error;
      });
      return reply.status(201).send({ image: { ...image, content: answeredContent(image.content) } });
    },
  );

  app.post(
    '/images/url',
    {
      config: { access: { account: 'body.accountId', roles: WRITE_ROLES } },
      schema: {
        tags,
        security,
        description:
          'Fetches an image by URL (public internet addresses only) and checks it as an upload is checked; the listing keeps the URL. Every failed fetch gets the same message.',
        body: z.object({
          accountId: recordId('Konto'),
          url: url('Billedets URL', 2000),
        }),
        response: { 200: ImageAnswer, ...errors },
      },
    },
    async (request) => {
      try {
        // Read for text now, within a bound, so the form can tell at once whether the picture may be the cover.
        const image = await app.imageStore.checkUrl(request.body.url, { readText: true });
        return { image: { ...image, content: answeredContent(image.content) } };
      } catch (error) {
        if (error instanceof ImageRejected) throw badInput({ url: error.message }, error.message);
        throw error;
      }
    },
  );
  done();
};
