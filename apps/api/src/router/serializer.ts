import { isDeepStrictEqual } from 'node:util';
import Fastify, { type FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];
type Serialize = (data: unknown) => string;

/** Fastify's own serializer compiler (fast-json-stringify), read from an instance that keeps it. */
async function fastifyDefaultSerializerCompiler(): Promise<FastifySerializerCompiler<unknown>> {
  const probe = Fastify();
  probe.get('/', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
  await probe.ready();
  const compiler = probe.serializerCompiler;
  await probe.close();
  if (!compiler) throw new Error('Fastify has no default serializer compiler');
  return compiler;
}

/**
 * The JSON schema of what a zod schema encodes to, or null when fast-json-stringify cannot be
 * trusted with it: transforms and other unrepresentable parts (zod must encode them).
 */
function wireSchemaOf(schema: z.ZodType): object | null {
  try {
    return z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

/**
 * Response serialisation from the contract. Each zod response schema is turned, once, into a
 * JSON schema that Fastify's fast-json-stringify compiles: it writes only the declared fields
 * (like zod's encode) without a zod parse per answer. Schemas it cannot express keep zod.
 * With `check` (tests), every answer is also encoded by zod: a body that breaks its contract
 * still fails as before, and one where the two serialisations differ fails too, so the whole
 * API suite proves the fast path writes the same JSON as zod would.
 */
export async function contractSerializerCompiler(options: { check: boolean }): Promise<FastifySerializerCompiler<unknown>> {
  const fast = await fastifyDefaultSerializerCompiler();
  return (route: RouteSchema): Serialize => {
    if (!(route.schema instanceof z.ZodType)) return fast(route);
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const wire = wireSchemaOf(route.schema);
    if (!wire) return viaZod;
    const viaSchema = fast({ ...route, schema: wire }) as Serialize;
    if (!options.check) return viaSchema;
    return (data) => {
      const expected = viaZod(data);
      const written = viaSchema(data);
      // Same JSON; fast-json-stringify may write required fields before optional ones.
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url} ${route.httpStatus}: fast serialiser wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}

