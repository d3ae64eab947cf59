import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = ReturnType<ReturnType<BuildSerializer>>;

/** Fastify's own default compilers, from Fastify's own dependencies (what it would load itself). */
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultValidators: () => BuildValidator = fromFastify('@fastify/ajv-compiler');
const defaultSerializers: () => BuildSerializer = fromFastify('@fastify/fast-json-stringify-compiler');

/*
 * Every API test starts its own app, and each app compiled every route's
 * schemas again: Ajv validators and fast-json-stringify serialisers were most
 * of an app's start (about 0.5 s of CPU, docs/design/ci-time.md). These
 * compilers are shared by every app of a test process:
 * - validators: one pool for the process, so apps with the same Ajv options
 *   share one Ajv instance, which keeps a compiled validator per schema object
 *   (the contract's schemas are module-level objects);
 * - serialisers: response schemas are built per registration (the envelope
 *   around a result), so they are kept by their JSON text.
 * Compiled functions are pure functions of the schema and the options, which
 * are part of the key. Production starts one app per process and keeps
 * Fastify's defaults.
 */
const buildValidator = defaultValidators();
const buildDefaultSerializer = defaultSerializers();
const serializers = new Map<string, Serializer>();

const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = buildDefaultSerializer(externalSchemas, options);
  const context = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const key = `${context}\0${JSON.stringify(route.schema)}`;
    let serializer = serializers.get(key);
    if (!serializer) {
      serializer = compile(route);
      serializers.set(key, serializer);
    }
    return serializer;
  };
};

export const sharedSchemaController: SchemaController = { compilersFactory: { buildValidator, buildSerializer } };
