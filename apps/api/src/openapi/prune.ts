type Json = Record<string, unknown>;

const PREFIX = '#/components/schemas/';

/** Keeps only the schemas the paths reach (directly or through other schemas). */
export function pruneComponents(document: Json): Json {
  const components = document.components as { schemas: Record<string, unknown> } & Json;
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(PREFIX)) {
        const id = value.slice(PREFIX.length);
        if (!reached.has(id)) {
          reached.add(id);
          visit(components.schemas[id]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  const schemas = Object.fromEntries(Object.entries(components.schemas).filter(([id]) => reached.has(id)).sort(([a], [b]) => a.localeCompare(b)));
  return { ...document, components: { ...components, schemas } };
}
