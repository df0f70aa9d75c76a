import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_NAMES, type AppName, ownerOfPath, SITE_LANGUAGE_CODES } from '@app/sdk/contracts';

const revalidate = 'no-cache';
/** Our own Cache-Control headers apply, not @fastify/static's default. */
const ownCaching = { cacheControl: false } as const;

/**
 * The file `relative` names inside `folder`, or null when it would leave the folder (`..`,
 * encoded or not) or does not exist — such requests get the not-found page, whatever exists
 * elsewhere on disk.
 */
function fileInside(folder: string, relative: string): string | null {
  const root = resolve(folder);
  const full = resolve(root, `.${sep}${relative}`);
  if (!full.startsWith(root + sep) || !existsSync(full)) return null;
  return full.slice(root.length + 1);
}

/** Languages the marketing build prerenders (`?lang=gu`): the site's; anything else gets English. */
const PRERENDERED_LANGUAGES = new Set<string>(SITE_LANGUAGE_CODES);

/**
 * The marketing build's prerendered page for a path it owns (`pages/<lng>/<path>.html`, `/` is
 * `index`) with 200, or its prerendered not-found page with 404 for an unknown article or a path
 * no app owns. Null when the build has no prerendered pages.
 */
function prerenderedPage(dist: string, pathname: string, query: string, owned: boolean) {
  const requested = new URLSearchParams(query).get('lang') ?? 'en';
  const language = PRERENDERED_LANGUAGES.has(requested) ? requested : 'en';
  const folder = join('pages', language);
  if (!fileInside(join(dist, folder), '404.html')) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = owned ? fileInside(join(dist, folder), `${path === '/' ? 'index' : path.slice(1)}.html`) : null;
  return page ? { file: join(folder, page), status: 200 } : { file: join(folder, '404.html'), status: 404 };
}

/**
 * Serves every app's static build on this origin: hashed assets under `/assets/<app>/` cached for
 * a year, other public files (manifest, service worker, icons) revalidated, and each SPA's
 * `index.html` for the paths it owns — for the marketing app, its prerendered page in the asked
 * language when the build has them (unknown articles then answer 404). Files have `.br`/`.gz` copies made at build, sent by
 * Accept-Encoding. Source maps are sent only when `sourceMaps` (not in production). Returns the
 * fallback for GET requests outside `/api`.
 */
export async function serveApps(app: FastifyInstance, appsDir: string, options: { sourceMaps: boolean }) {
  const dists = new Map<AppName, string>();
  for (const name of APP_NAMES) {
    const dist = join(appsDir, name, 'dist');
    if (existsSync(join(dist, 'index.html'))) dists.set(name, dist);
  }
  if (dists.size === 0) return null;
  app.log.info({ apps: [...dists.keys()] }, 'serving app builds');

  await app.register(fastifyStatic, { root: [...dists.values()], serve: false, preCompressed: true });
  const servable = (relative: string) => options.sourceMaps || !relative.endsWith('.map');

  const sendIndex = (reply: FastifyReply, name: AppName, status: number) => {
    const dist = dists.get(name) ?? dists.get('marketing');
    if (!dist) return reply.code(404).type('text/plain').send('Not found');
    return reply.code(status).header('cache-control', revalidate).sendFile('index.html', dist, ownCaching);
  };

  app.get('/assets/:app/*', (request, reply) => {
    const { app: name, '*': rest } = request.params as { app: string; '*': string };
    const dist = dists.get(name as AppName);
    const file = dist && servable(rest) ? fileInside(join(dist, 'assets', name), rest) : null;
    if (!dist || !file) return sendIndex(reply, 'marketing', 404);
    return reply.sendFile(join('assets', name, file), dist, { maxAge: '365d', immutable: true });
  });

  /** Non-API GET fallback: a public file of some app, else the owning SPA's index.html. */
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (/\.[a-z0-9]+$/i.test(pathname) && servable(pathname)) {
      for (const dist of dists.values()) {
        const file = fileInside(dist, pathname);
        if (file) return reply.header('cache-control', revalidate).sendFile(file, dist, ownCaching);
      }
    }
    const owner = ownerOfPath(pathname);
    const marketing = dists.get('marketing');
    if (owner.app === 'marketing' && marketing) {
      const page = prerenderedPage(marketing, pathname, request.url.split('?')[1] ?? '', owner.owned);
      if (page) return reply.code(page.status).header('cache-control', revalidate).sendFile(page.file, marketing, ownCaching);
    }
    return sendIndex(reply, owner.app, owner.owned ? 200 : 404);
  };
}
