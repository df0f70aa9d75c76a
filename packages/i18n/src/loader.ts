import type { BackendModule, ReadCallback, Resource, ResourceLanguage } from 'i18next';
import { isLanguageCode, type LanguageCode } from './languages';
import { isNamespace, type Namespace } from './namespaces';

/**
 * Loads one catalogue file. The template-literal dynamic import is Vite's "dynamic import
 * with variables": the bundler emits ONE small chunk per `locales/<lng>/<ns>.json`, and the
 * browser fetches only the files of the namespaces an app asks for, in the languages it shows.
 * Only known languages and namespaces reach the import, so no other path can be requested.
 */
export async function loadCatalogue(lng: LanguageCode, ns: Namespace): Promise<ResourceLanguage> {
  if (!isLanguageCode(lng) || !isNamespace(ns)) {
    throw new Error(`Unknown catalogue ${String(lng)}/${String(ns)}`);
  }
  const module = (await import(`./locales/${lng}/${ns}.json`)) as { default: ResourceLanguage };
  return module.default;
}

/** Preloads catalogues, e.g. for tests or Storybook that want a synchronous `createI18n`. */
export async function loadResources(
  lngs: readonly LanguageCode[],
  nss: readonly Namespace[],
): Promise<Resource> {
  const resources: Resource = {};
  await Promise.all(
    lngs.flatMap((lng) =>
      nss.map(async (ns) => {
        const bundle = await loadCatalogue(lng, ns);
        resources[lng] = { ...resources[lng], [ns]: bundle };
      }),
    ),
  );
  return resources;
}

/** An i18next backend over `loadCatalogue`: i18next asks it for each (language, namespace). */
export const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    // A language or namespace we do not ship has no file: answer "empty", don't make
    // i18next retry a request that can never succeed.
    if (!isLanguageCode(lng) || !isNamespace(ns)) {
      callback(null, {});
      return;
    }
    loadCatalogue(lng, ns).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};
