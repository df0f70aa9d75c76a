import * as contracts from '@app/sdk/contracts';
import { z } from 'zod';

/** A schema's name in `components.schemas`: the SDK export without its `Z` (`ZErrorBody` → `ErrorBody`). */
type Names = Map<z.ZodType, string>;

/**
 * Every schema the SDK exports by name, so the document's components carry the names the SDK's
 * users know. A schema exported twice keeps its first name.
 */
export function namedSchemas(): Names {
  const names: Names = new Map();
  for (const [exportName, value] of Object.entries(contracts)) {
    if (!/^Z[A-Z]/.test(exportName) || !(value instanceof z.ZodType) || names.has(value)) continue;
    names.set(value, exportName.slice(1));
  }
  return names;
}

export const componentRef = (id: string) => `#/components/schemas/${id}`;

type JsonSchema = Record<string, unknown>;

/**
 * Converts the named schemas (plus any extra ones, e.g. inline responses) to JSON Schema in one
 * pass, so a schema used inside another becomes a `$ref` to its component.
 */
export function toComponents(names: Names): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: componentRef,
  });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema as JsonSchema)]));
}

/** A request part as JSON Schema, inline: what a client may send (defaults optional, text coerced). */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return withoutDialect(
    z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any', metadata: z.registry() }) as JsonSchema,
  );
}

/** OpenAPI 3.1 schemas inherit the document's dialect; a per-schema `$schema` or `$id` only confuses tools. */
function withoutDialect({ $schema: _dialect, $id: _id, ...rest }: JsonSchema): JsonSchema {
  return rest;
}
