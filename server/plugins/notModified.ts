import fp from 'fastify-plugin';
import { notModified } from '../versions';

/**
 * RFC 9110's conditional GET: an answer whose ETag the client names in If-None-Match is a 304 without a body,
 * for every route that sends an ETag, so a case system polling a listing learns cheaply that it is unchanged.
 */
export const notModifiedPlugin = fp(
  (app, _options, done) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      const answerEtag = reply.getHeader('etag');
      const read = request.method === 'GET' || request.method === 'HEAD';
      if (!read || reply.statusCode !== 200 || typeof answerEtag !== 'string' || !notModified(request.headers['if-none-match'], answerEtag)) {
        next(null, payload);
        return;
      }
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      next(null, '');
    });
    done();
  },
  { name: 'notModified' },
);
