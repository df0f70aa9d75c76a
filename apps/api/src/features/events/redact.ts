import type { FastifyRequest } from 'fastify';

/** Hides the value of `token=` in a URL: stream routes carry the access token there (spec). */
export function redactToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Fastify's request log line without the stream token: the default serializer logs `req.url`
 * as is, which would write every stream's access token into the logs.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactToken(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
