import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_CODES } from '../../schemas/errors';
import { THUMBNAIL_WIDTHS } from '../../schemas/listings/thumbnails';
import { ApiHttpError } from '../errors';
import { PROJECT_ROOT } from '../root';
import { createAddressRegister, type AddressRegister } from '../services/addressRegister';
import { createImageStore, IMAGE_MESSAGES, ImageRejected, type ImageStore } from '../services/images';

declare module 'fastify' {
  interface FastifyInstance {
    /** The address register listings are checked against (ADDRESS_REGISTER). */
    addressRegister: AddressRegister;
    /** Checks listing images and keeps uploads (DATA_DIR/uploads by default). */
    imageStore: ImageStore;
  }
}

/** The demo listings' pictures, shipped with the seed. */
export const DEMO_IMAGE_DIR = join(PROJECT_ROOT, 'server', 'db', 'seed', 'demo-images');

/**
 * What the listing routes lean on: the address register and the image store, and the public
 * serving of uploaded and demo pictures and their thumbnails (an <img> sends no bearer token, and the
 * public site shows the same files). Upload names are content hashes, so they never change and may be
 * cached for good.
 */
export const listingServicesPlugin = fp(
  async (app) => {
    const { uploadDir, allowPrivateHosts } = app.config.images;
    await mkdir(uploadDir, { recursive: true });
    app.decorate('addressRegister', createAddressRegister(app.config.addressRegister, app.db));
    app.decorate('imageStore', createImageStore({ uploadDir, demoImageDir: DEMO_IMAGE_DIR, allowPrivateHosts }));
    const immutable = { maxAge: '365d', immutable: true };
    await app.register(fastifyStatic, { root: uploadDir, prefix: '/uploads/', decorateReply: false, index: false, ...immutable });
    await app.register(fastifyStatic, { root: DEMO_IMAGE_DIR, prefix: '/demo-images/', decorateReply: false, index: false, ...immutable });

    app.get<{ Params: { width: string; source: string; name: string } }>(
      '/thumbnails/:width/:source/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const { width, source, name } = request.params;
        const original = `/${source}/${name}`;
        const size = THUMBNAIL_WIDTHS.find((w) => String(w) === width);
        const missing = new ApiHttpError(404, ERROR_CODES.notFound, IMAGE_MESSAGES.missing);
        if (!size) throw missing;
        const thumbnail = await app.imageStore.thumbnail(original, size).catch((error: unknown) => {
          throw error instanceof ImageRejected ? missing : error;
        });
        if (!thumbnail) return reply.redirect(original);
        return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(thumbnail);
      },
    );
  },
  { name: 'listing-services', dependencies: ['db'] },
);
