import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES } from '../schemas/errors';
import { securityHeaderLines } from './securityHeaders';

const headerLines = securityHeaderLines();

/**
 * Answers a request Node's HTTP parser refuses before Fastify sees it (headers past their size, a malformed
 * request line, a request that never finished). Fastify's own answer is English and has none of the
 * security headers; this one is Danish and has them, like every other answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, ERROR_CODES.timeout, 'Forespørgslen tog for lang tid']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, ERROR_CODES.badInput, 'Forespørgslens headere er for store']
        : [400, ERROR_CODES.badInput, 'Forespørgslen kan ikke læses'];
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
