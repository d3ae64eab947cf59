import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/api.ts';
import { testModes } from '../../../test/platforms.ts';

/**
 * Property test of issue 11 item 8: random and extreme values in every paging,
 * sorting and search parameter of every endpoint of the OpenAPI document never
 * get a 5xx, and every answer is a JSON envelope. The run is fixed by a seed
 * (FUZZ_SEED to try another) and bounded, so it costs well under a minute.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20251125);
/** Random runs per operation for the administrator (who reaches every endpoint) and for a visitor without a token. */
const RUNS_ADMIN = 60;
const RUNS_VISITOR = 60;

/** Paging, sorting and search parameters, recognised by name among the properties of the schemas. */
const TARGET_NAME =
  /^(current|size|page\w*|limit|offset|sort\w*|order\w*|ascs?|descs?|keywords?|search\w*|query|q|\w*[nN]ame|formInline|advancedSearch)$/;

/**
 * Operations that would take the administrator's configuration menu away
 * mid-run (the rest of the run would only see 403).
 */
const SKIPPED = /^(saveRolePageList)$/;

/** The lists of the transfer module, in its path parameter `listKey`. */
const LIST_KEYS = ['users', 'deptDuty', 'services'];

/** JSON number text that JavaScript cannot produce with JSON.stringify (1e400 parses to Infinity). */
class RawJson {
  constructor(readonly text: string) {}
}

const EDGE_NUMBERS = [
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  2 ** 31,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  1e21,
  0,
  -0,
  -1,
  0.5,
  1.5,
  5e-324,
];
const RAW_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890', '1.0', '-0.0'].map((text) => new RawJson(text));
const SQLISH = ['%', '_', '\\', "'", '"', '*', '(', '%_\\\'"*(', "' OR 1=1 --", '"; DROP TABLE users; --', '.*', '[', '(?:a+)+$', '$where'];
const ODD_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'password'];
const EDGE_STRINGS = [...SQLISH, ...ODD_NAMES, '', ' ', 'NaN', 'Infinity', '-0', '1e308', 'null', '\u0000', '\ud800', '🎓'.repeat(100)];
const LONG_STRINGS = ['x'.repeat(5000), '%'.repeat(20_000), '中'.repeat(3000)];
/** Every edge value, each tried alone in every parameter under test before the random runs. */
const EDGES: unknown[] = [...EDGE_NUMBERS, ...RAW_NUMBERS, ...EDGE_STRINGS, ...LONG_STRINGS, null, true, [], {}, [1e308], { a: 1 }];

const edgeNumber = fc.constantFrom<unknown>(...EDGE_NUMBERS, ...RAW_NUMBERS);

/** Random and extreme values of every JSON kind. */
const extreme: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgeNumber },
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  { weight: 2, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  fc.constantFrom(...LONG_STRINGS),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...ODD_NAMES, 'a'), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 3 }),
);

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** A value the schema accepts where that is easy to tell, so a request gets past the fields not under test. */
function sample(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sample(branches.find((b) => b.type !== 'null') ?? branches[0] ?? {});
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 0));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** Values the schema accepts, biased towards its bounds: the largest page, the longest search text. */
function valid(schema: Schema, names: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => valid(b, names, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 200, 2000));
      const fit = (text: string) => (text.length >= min && text.length <= max ? text : 'x'.repeat(Math.max(min, 1)));
      return fc.oneof(
        fc.string({ minLength: min, maxLength: max }),
        fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 20) }).map(fit),
        fc.constantFrom(...SQLISH, ...ODD_NAMES).map(fit),
        // Field keys often, so list searches name real (searchable or not) fields.
        { weight: 3, arbitrary: fc.constantFrom(...names).map(fit) },
        fc
          .constantFrom('%', '中', '_')
          .map((c) => c.repeat(max))
          .map(fit),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valid(schema.items ?? {}, names, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      if (depth > 3) return fc.constant(sample(schema));
      const props = schema.properties ?? {};
      const record = fc.record(Object.fromEntries(Object.entries(props).map(([key, s]) => [key, valid(s, names, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((key) => key in props),
      });
      if (typeof schema.additionalProperties !== 'object') return record;
      const extra = fc.dictionary(fc.constantFrom(...names, ...ODD_NAMES), valid(schema.additionalProperties, names, depth + 1), {
        maxKeys: 4,
      });
      return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
    }
    default:
      return extreme;
  }
}

/** Values shaped like the schema with extreme values at the leaves, or extreme values outright. */
function shaped(schema: Schema, names: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 3) return extreme;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(extreme, ...branches.map((b) => shaped(b, names, depth + 1)));
  if (schema.properties) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([key, s]) => [key, fc.oneof(valid(s, names, depth + 1), shaped(s, names, depth + 1))]),
    );
    return fc.oneof(extreme, fc.record(fields, { requiredKeys: [] }));
  }
  if (schema.items) return fc.oneof(extreme, fc.array(shaped(schema.items, names, depth + 1), { maxLength: 4 }));
  if (typeof schema.additionalProperties === 'object') {
    const value = shaped(schema.additionalProperties, names, depth + 1);
    const key = fc.oneof(fc.constantFrom(...names, ...ODD_NAMES), fc.string({ maxLength: 10 }));
    return fc.oneof(extreme, fc.dictionary(key, value, { maxKeys: 4 }));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return fc.oneof({ weight: 3, arbitrary: edgeNumber }, extreme);
  return extreme;
}

/**
 * A value for one parameter under test: mostly one the schema accepts (so the
 * request reaches the handler and the database), sometimes anything at all.
 */
const parameterValue = (schema: Schema, names: readonly string[]) =>
  fc.oneof({ weight: 3, arbitrary: valid(schema, names) }, { weight: 2, arbitrary: shaped(schema, names) });

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  body?: Schema;
  query: Record<string, Schema>;
  pathParams: string[];
  targets: { in: 'body' | 'query'; name: string; schema: Schema }[];
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Every operation of the document with at least one paging, sorting or search parameter at its top level. */
function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const bodyProps = { ...propertiesOf(body) };
      const params = op.parameters ?? [];
      const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema]));
      const targets = [
        ...Object.entries(bodyProps).map(([name, schema]) => ({ in: 'body' as const, name, schema })),
        ...Object.entries(query).map(([name, schema]) => ({ in: 'query' as const, name, schema })),
      ].filter((t) => TARGET_NAME.test(t.name));
      if (targets.length === 0 || SKIPPED.test(op.operationId ?? '')) continue;
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        operationId: op.operationId ?? path,
        body,
        query,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        targets,
      });
    }
  }
  return operations;
}

/** The properties of an object schema, including those of the objects of a union or composition. */
function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...parts.map(propertiesOf), schema.properties ?? {});
}

/** JSON text of a value, with RawJson numbers written as they are. */
function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}

/** A query-string value as a browser would send it: arrays repeat the name, objects are JSON. */
function queryValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryValues);
  if (value instanceof RawJson) return [value.text];
  if (value === null || value === undefined) return [''];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

interface Attempt {
  url: string;
  payload?: string;
}

/** The request of one run: the schema's sample, with the given parameters (`body:x`, `query:x`) and path values. */
function attemptOf(op: Operation, given: Record<string, unknown>, path: Record<string, string>): Attempt {
  const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(path[name] ?? 'x'));
  const query = new URLSearchParams();
  for (const [name, schema] of Object.entries(op.query)) {
    const key = `query:${name}`;
    if (key in given) for (const v of queryValues(given[key])) query.append(name, v);
    else if (schema.default !== undefined) query.append(name, String(schema.default));
  }
  let body = op.body ? sample(op.body) : undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = Object.entries(given).filter(([key]) => key.startsWith('body:'));
    body = { ...body, ...Object.fromEntries(fields.map(([key, value]) => [key.slice(5), value])) };
  }
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, payload: body === undefined ? undefined : jsonText(body) };
}

/**
 * Runs of one operation: the parameters under test get random and extreme
 * values, the others (optional ones sometimes left out) values the schema
 * accepts, so a run gets as far into the handler as its parameters allow.
 */
function attemptArbitrary(op: Operation, names: readonly string[]): fc.Arbitrary<Attempt> {
  const targets = new Set(op.targets.map((t) => `${t.in}:${t.name}`));
  const required = new Set((op.body?.required ?? []).map((name) => `body:${name}`));
  const parameters = [
    ...Object.entries(propertiesOf(op.body)).map(([name, schema]) => [`body:${name}`, schema] as const),
    ...Object.entries(op.query).map(([name, schema]) => [`query:${name}`, schema] as const),
  ];
  const values = Object.fromEntries(
    parameters.map(([key, schema]) => [key, targets.has(key) ? parameterValue(schema, names) : valid(schema, names)]),
  );
  const path = Object.fromEntries(
    op.pathParams.map((name) => [
      name,
      name === 'listKey' ? fc.constantFrom(...LIST_KEYS, 'nope', '..') : fc.constantFrom(...names, 'nope'),
    ]),
  );
  return fc
    .record({ given: fc.record(values, { requiredKeys: [...required].filter((key) => key in values) }), path: fc.record(path) })
    .map(({ given, path }) => attemptOf(op, given, path));
}

/** Each edge value alone in each parameter under test, on the first list. */
function edgeExamples(op: Operation): [Attempt][] {
  const path = Object.fromEntries(op.pathParams.map((name) => [name, name === 'listKey' ? 'users' : 'deptCode']));
  return op.targets.flatMap((t) => EDGES.map((value): [Attempt] => [attemptOf(op, { [`${t.in}:${t.name}`]: value }, path)]));
}

/** A value of a structured search parameter whose text leaves and keys are all `name`. */
function named(schema: Schema, name: string): unknown {
  const branch = (schema.anyOf ?? schema.oneOf)?.find((b) => b.type === 'object' || b.type === 'array' || b.type === 'string');
  if (branch) return named(branch, name);
  if (schema.items) return [named(schema.items, name)];
  if (schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties).map(([key, s]) => [key, s.type === 'string' ? name : sample(s)]));
  }
  if (typeof schema.additionalProperties === 'object') return { [name]: 'x' };
  return name;
}

/** The cartesian product of value lists. */
const product = (lists: [string, unknown[]][]): Record<string, unknown>[] =>
  lists.reduce<Record<string, unknown>[]>((rows, [key, values]) => rows.flatMap((row) => values.map((v) => ({ ...row, [key]: v }))), [{}]);

/**
 * Structured searches (conditions, search forms) naming each known field,
 * on each list and with each choice of the other parameters' enumerations,
 * so a refusal that depends on all three is found every time, not by chance.
 */
function fieldExamples(op: Operation, names: readonly string[]): [Attempt][] {
  const structured = op.targets.filter((t) => t.in === 'body' && (t.schema.items || t.schema.properties || t.schema.additionalProperties));
  if (structured.length === 0) return [];
  const choices = Object.entries(propertiesOf(op.body))
    .filter(([name]) => !op.targets.some((t) => t.name === name))
    .map(
      ([name, schema]) =>
        [`body:${name}`, (schema.anyOf ?? []).map((b) => b.const ?? b.enum?.[0]).filter((v) => v !== undefined)] as [string, unknown[]],
    )
    .filter(([, values]) => values.length > 1);
  const paths = product(op.pathParams.map((name) => [name, name === 'listKey' ? LIST_KEYS : ['deptCode']]));
  const contexts = product(choices);
  return structured.flatMap((t) =>
    paths.flatMap((path) =>
      contexts.flatMap((given) =>
        names.map((name): [Attempt] => [
          attemptOf(op, { ...given, [`body:${t.name}`]: named(t.schema, name) }, path as Record<string, string>),
        ]),
      ),
    ),
  );
}

/** Why a response breaks the property, or null when it holds. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) {
    return `not JSON (${response.headers['content-type']}): ${response.body.slice(0, 200)}`;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `unparsable JSON: ${response.body.slice(0, 200)}`;
  }
  const envelope = body as { status?: unknown; msg?: unknown };
  if (typeof envelope?.status !== 'number' || typeof envelope.msg !== 'string' || !('result' in (body as object))) {
    return `not an envelope: ${response.body.slice(0, 200)}`;
  }
  return null;
}

describe.each(testModes())('random and extreme paging, sorting and search parameters (%s)', (mode) => {
  let api: TestApi;
  let operations: Operation[];
  let admin: string;
  /** Field keys of the transfer lists (searchable or not), so searches name real fields as well as made-up ones. */
  let fieldNames: string[];

  beforeAll(async () => {
    api = await startApi(mode);
    admin = (await api.signIn('admin')).access_token;
    const document = (await api.call({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = operationsOf(document);
    fieldNames = [];
    for (const list of LIST_KEYS) {
      const relations = await api.call({
        method: 'POST',
        url: `/api/blade-platform/excel/${list}/import/relationList`,
        token: admin,
        payload: {},
      });
      fieldNames.push(...(relations.json().result.fields as { key: string }[]).map((f) => f.key));
    }
  }, 60_000);
  afterAll(() => api.close());

  const send = (op: Operation, attempt: Attempt, token: string | undefined) =>
    api.call({
      method: op.method,
      url: attempt.url,
      token,
      ...(attempt.payload === undefined ? {} : { payload: attempt.payload, headers: { 'content-type': 'application/json' } }),
    });

  async function fuzz(token: string | undefined, randomRuns: number): Promise<string[]> {
    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      // Without a token, an endpoint for signed-in users answers 401 before reading anything.
      if (!token && (await send(op, attemptOf(op, {}, {}), token)).statusCode === 401) continue;
      const seed = SEED + index;
      const examples = [...edgeExamples(op), ...fieldExamples(op, fieldNames)];
      const result = await fc.check(
        fc.asyncProperty(attemptArbitrary(op, fieldNames), async (attempt) => {
          const problem = problemWith(await send(op, attempt, token));
          if (problem) throw new Error(problem);
        }),
        // The examples run first and count towards numRuns.
        { seed, numRuns: examples.length + randomRuns, examples, endOnFailure: true },
      );
      if (result.failed) {
        const [example] = result.counterexample ?? [];
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${op.method} ${example?.url ?? op.path} ${example?.payload?.slice(0, 300) ?? ''} (FUZZ_SEED=${SEED}): ${error}`);
      }
    }
    return failures;
  }

  it('should find the paging, sorting and search parameters in the OpenAPI document', () => {
    const ids = new Set(operations.map((op) => op.operationId));
    for (const id of ['servicePage', 'dutyPage', 'searchService', 'transferExportCount', 'transferDictionary']) expect(ids).toContain(id);
    expect(fieldNames).toContain('initialPassword');
  });

  it('should never answer a visitor with a 5xx or a body that is not an envelope', async () => {
    expect(await fuzz(undefined, RUNS_VISITOR)).toEqual([]);
  }, 120_000);

  it('should never answer the administrator with a 5xx or a body that is not an envelope', async () => {
    expect(await fuzz(admin, RUNS_ADMIN)).toEqual([]);
  }, 240_000);
});
