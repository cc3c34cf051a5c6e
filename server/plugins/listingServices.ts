import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '../../schemas/errors';
import { THUMBNAIL_WIDTHS } from '../../schemas/listings/thumbnails';
import { ApiHttpError } from '../errors';
import { DEMO_IMAGE_DIR } from '../db/seed/listings';
import { createAddressRegister, type AddressRegister } from '../services/addressRegister';
import { createImageStore, IMAGE_MESSAGES, ImageRejected, type ImageStore } from '../services/images';
import { fileObjectStore, s3ObjectStore } from '../services/objectStore';
import { setActivationReader } from '../services/imageChecks';

declare module 'fastify' {
  interface FastifyInstance {
    /** The address register listings are checked against (ADDRESS_REGISTER). */
    addressRegister: AddressRegister;
    /** Checks listing images and keeps uploads (in the S3_URL bucket, else DATA_DIR/uploads). */
    imageStore: ImageStore;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What the listing routes lean on: the address register and the image store, and the public
 * serving of uploaded and demo pictures and their thumbnails (an <img> sends no bearer token, and the
 * public site shows the same files). Upload names are content hashes, so they never change and may be
 * cached for good.
 */
export const listingServicesPlugin = fp(
  async (app) => {
    const { uploadDir, s3, allowPrivateHosts, checkContent } = app.config.images;
    const objects = s3 ? s3ObjectStore(s3) : fileObjectStore(uploadDir);
    app.addHook('onClose', (_app, done) => {
      objects.close();
      done();
    });
    app.decorate('addressRegister', createAddressRegister(app.config.addressRegister, app.db));
    app.decorate('imageStore', createImageStore({ objects, demoImageDir: DEMO_IMAGE_DIR, allowPrivateHosts, checkContent }));
    // An activation reads its cover's text itself when the job queue has not yet.
    setActivationReader(checkContent ? app.imageStore : null);
    await app.register(fastifyStatic, { root: DEMO_IMAGE_DIR, prefix: '/demo-images/', decorateReply: false, index: false, maxAge: '365d', immutable: true });
    const missing = () => new ApiHttpError(404, ERROR_CODES.notFound, IMAGE_MESSAGES.missing);

    // Read from the store and sent on, so that every instance answers every upload's URL.
    app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
      const upload = await app.imageStore.upload(request.params.name);
      if (!upload) throw missing();
      return reply.header('cache-control', IMMUTABLE).type(upload.contentType).send(upload.body);
    });

    app.get<{ Params: { width: string; source: string; name: string } }>(
      '/thumbnails/:width/:source/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const { width, source, name } = request.params;
        const original = `/${source}/${name}`;
        const size = THUMBNAIL_WIDTHS.find((w) => String(w) === width);
        if (!size) throw missing();
        const thumbnail = await app.imageStore.thumbnail(original, size).catch((error: unknown) => {
          throw error instanceof ImageRejected ? missing() : error;
        });
        if (!thumbnail) return reply.redirect(original);
        return reply.header('cache-control', IMMUTABLE).type('image/webp').send(thumbnail);
      },
    );
  },
  { name: 'listing-services', dependencies: ['db'] },
);
