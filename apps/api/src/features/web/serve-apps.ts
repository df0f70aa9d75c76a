import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppName, appNames, ownerOf } from './ownership.js';

const revalidate = 'no-cache';
/** Our own Cache-Control headers apply, not @fastify/static's default. */
const ownCaching = { cacheControl: false } as const;

/**
 * Serves every app's static build on this origin: hashed assets under `/assets/<app>/` cached for
 * a year, other public files (manifest, service worker, icons) revalidated, and each SPA's
 * `index.html` for the paths it owns. Returns the fallback for GET requests outside `/api`.
 */
export async function serveApps(app: FastifyInstance, appsDir: string) {
  const dists = new Map<AppName, string>();
  for (const name of appNames) {
    const dist = join(appsDir, name, 'dist');
    if (existsSync(join(dist, 'index.html'))) dists.set(name, dist);
  }
  if (dists.size === 0) return null;
  app.log.info({ apps: [...dists.keys()] }, 'serving app builds');

  await app.register(fastifyStatic, { root: [...dists.values()], serve: false });

  const sendIndex = (reply: FastifyReply, name: AppName, status: number) => {
    const dist = dists.get(name) ?? dists.get('marketing');
    if (!dist) return reply.code(404).type('text/plain').send('Not found');
    return reply.code(status).header('cache-control', revalidate).sendFile('index.html', dist, ownCaching);
  };

  app.get('/assets/:app/*', (request, reply) => {
    const { app: name, '*': rest } = request.params as { app: string; '*': string };
    const dist = dists.get(name as AppName);
    if (!dist || !existsSync(join(dist, 'assets', name, rest))) return sendIndex(reply, 'marketing', 404);
    return reply.sendFile(join('assets', name, rest), dist, { maxAge: '365d', immutable: true });
  });

  /** Non-API GET fallback: a public file of some app, else the owning SPA's index.html. */
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.includes('..')) {
      for (const dist of dists.values()) {
        if (existsSync(join(dist, pathname))) {
          return reply.header('cache-control', revalidate).sendFile(pathname.slice(1), dist, ownCaching);
        }
      }
    }
    const owner = ownerOf(pathname);
    return sendIndex(reply, owner.app, owner.owned ? 200 : 404);
  };
}
