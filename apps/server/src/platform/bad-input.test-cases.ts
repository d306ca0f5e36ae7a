import { randomUUID } from 'node:crypto';

/**
 * Builds hostile requests from the OpenAPI document (bad-input.test.ts): for every
 * operation, odd path ids, bad query values, and bodies that are malformed, of the
 * wrong type or shape, or carry huge, NUL and lone-surrogate strings.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  default?: unknown;
  nullable?: boolean;
};

export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for path parameters. */
  path: string;
  secured: boolean;
  /** The route answers pages (no JSON on success), e.g. Google's redirect back. */
  answersPages: boolean;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  multipart: boolean;
}

export interface BadRequest {
  op: Operation;
  label: string;
  method: string;
  url: string;
  contentType?: string;
  body?: string | Buffer;
}

export const HUGE = 'x'.repeat(100_000);
const NUL = 'bad\u0000input';
const SURROGATE = 'bad\ud800input';

/** Wrong values for a field of this schema: another type, null, and for text huge, NUL and lone-surrogate strings. */
function wrongValuesFor(schema: JsonSchema): [string, unknown][] {
  const kind = typeOf(schema);
  const text: [string, unknown][] = [
    ['huge string', HUGE],
    ['NUL string', NUL],
    ['lone surrogate', SURROGATE],
  ];
  const common: [string, unknown][] = [
    ['null', null],
    ['object', { a: 1 }],
  ];
  if (kind === 'string') return [...common, ['number', 12345], ...text];
  if (kind === 'array') {
    return [
      ...common,
      ['string', 'text'],
      ...text.map(([label, value]): [string, unknown] => [`${label} in array`, [value]]),
    ];
  }
  return [...common, ['string', 'text'], ['NUL string', NUL], ['array', ['a', 1]]];
}

/** The schema's type, looking through nullable unions. */
function typeOf(schema: JsonSchema): string | undefined {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return typeOf(options.find((option) => option.type !== 'null') ?? options[0]!);
  if (schema.enum) return typeof schema.enum.find((value) => value !== null);
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** Path segments that name nothing, or nothing well. */
const ODD_IDS = [
  'x',
  '0',
  '-1',
  '1.5',
  'null',
  randomUUID(),
  randomUUID().toUpperCase(),
  '%00',
  'a%00b',
  '%ED%A0%80', // a surrogate, UTF-8-encoded: not valid UTF-8
  '%E0%A4%A', // truncated escape
  '%C0%AF',
  'a'.repeat(101), // over Fastify's parameter length
  'a'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%20',
  '00000000-0000-0000-0000-000000000000',
];

const BAD_QUERY_VALUES = ['', 'abc', '-1', '1e999', 'a%00b', '%ED%A0%80', '%E0%A4%A', 'x'.repeat(6_000)];

/** A plausible valid value for a schema, so that one wrong field at a time gets past the others. */
export function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'sample';
  if (schema.enum && schema.enum.length > 0)
    return schema.enum.find((value) => value !== '') ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0]);
  if (schema.allOf?.[0]) return sample(schema.allOf[0]);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) out[key] = sample(property);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 5, 5));
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return schema.default ?? 'sample';
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'bad-input@example.ca';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.ca/page';
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return '2024-05-01T12:00:00.000Z';
  if (schema.format === 'date') return '2024-05-01';
  const length = Math.min(Math.max(schema.minLength ?? 0, 24), schema.maxLength ?? 24);
  return 'Sample text for a field.'.padEnd(length, 'x').slice(0, Math.max(length, 1));
}

/** The operations of an OpenAPI document. */
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: unknown }>;
}

export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const success = op.responses?.['200'] ?? op.responses?.['201'];
      out.push({
        method: method.toUpperCase(),
        path,
        secured: Array.isArray(op.security) && op.security.length > 0,
        answersPages: !!success && !success.content,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
        multipart: path.endsWith('/attachments') && method === 'post',
      });
    }
  }
  return out;
}

const BOUNDARY = 'hh-bad-input-boundary';
const part = (headers: string, content: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content)]);
const fileHeaders = (fileName: string | Buffer, field = 'file') =>
  Buffer.concat([
    Buffer.from(`Content-Disposition: form-data; name="${field}"; filename="`),
    Buffer.from(fileName),
    Buffer.from('"\r\nContent-Type: image/png'),
  ]).toString('latin1');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Broken or hostile multipart bodies: [label, content type, body]. */
const MULTIPART_BODIES: [string, string, Buffer][] = [
  ['multipart without boundary', 'multipart/form-data', Buffer.from('--x\r\n\r\nabc\r\n--x--')],
  ['multipart without closing boundary', multipartType, part(fileHeaders('a.png'), PNG)],
  ['multipart garbage', multipartType, Buffer.from('not multipart at all')],
  ['multipart empty', multipartType, Buffer.alloc(0)],
  ['multipart part without headers', multipartType, Buffer.concat([part('', PNG), closing])],
  [
    'multipart other field',
    multipartType,
    Buffer.concat([part(fileHeaders('a.png', 'other'), PNG), closing]),
  ],
  ['multipart NUL file name', multipartType, Buffer.concat([part(fileHeaders('a\u0000.png'), PNG), closing])],
  [
    'multipart surrogate file name',
    multipartType,
    Buffer.concat([
      part(fileHeaders(Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x6e, 0x67])), PNG),
      closing,
    ]),
  ],
  [
    'multipart huge file name',
    multipartType,
    Buffer.concat([part(fileHeaders(`${HUGE}.png`), PNG), closing]),
  ],
  ['multipart empty file', multipartType, Buffer.concat([part(fileHeaders('a.png'), ''), closing])],
  [
    'multipart two files',
    multipartType,
    Buffer.concat([
      part(fileHeaders('a.png'), PNG),
      Buffer.from('\r\n'),
      part(fileHeaders('b.png'), PNG),
      closing,
    ]),
  ],
];

/** Bodies that are not the JSON object the route reads: [label, content type, body]. */
const MALFORMED_BODIES: [string, string, string | Buffer][] = [
  ['invalid JSON', 'application/json', '{"a":'],
  ['JSON null', 'application/json', 'null'],
  ['JSON array', 'application/json', '[1,2]'],
  ['JSON string', 'application/json', '"text"'],
  ['JSON number', 'application/json', '42'],
  ['empty JSON', 'application/json', ''],
  ['JSON with NUL key', 'application/json', JSON.stringify({ 'a\u0000': 1 })],
  ['JSON __proto__', 'application/json', '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}'],
  ['deep JSON', 'application/json', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ['text body', 'text/plain', 'hello'],
  ['form body', 'application/x-www-form-urlencoded', 'a=b&c=%00'],
  ['XML body', 'application/xml', '<a/>'],
  ['odd content type', 'application/json; charset=latin1', '{}'],
  ['nonsense content type', '"";;;', '{}'],
  ...MULTIPART_BODIES,
];

function fillPath(op: Operation, ids: Record<string, string>, override?: [string, string]) {
  return op.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    override && override[0] === name ? override[1] : (ids[name] ?? randomUUID()),
  );
}

/**
 * The bad requests for one operation. `ids` maps path parameters to real ids (per path
 * prefix, see the test), so body and query mutations reach the handlers. `deep`: every
 * case; otherwise a few (the valid sample, invalid JSON, an odd id, a NUL query value).
 */
export function badRequestsFor(op: Operation, ids: Record<string, string>, deep: boolean): BadRequest[] {
  const out: BadRequest[] = [];
  const base = fillPath(op, ids);
  const validBody = op.body ? JSON.stringify(sample(op.body)) : undefined;
  const add = (label: string, url: string, contentType?: string, body?: string | Buffer) =>
    out.push({ op, label, method: op.method, url, contentType, body });
  const withJson = (label: string, url: string) =>
    add(label, url, validBody === undefined ? undefined : 'application/json', validBody);
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';

  // Uploads first: they share the per-user message limit with the sends that follow.
  if (op.multipart && deep)
    for (const [label, contentType, body] of MULTIPART_BODIES) add(label, base, contentType, body);
  withJson('valid sample', base);
  const oddIds = deep ? ODD_IDS : ODD_IDS.slice(0, 1);
  for (const name of op.pathParams) {
    for (const id of oddIds) withJson(`path ${name}=${id.slice(0, 20)}`, fillPath(op, ids, [name, id]));
  }
  const queryValues = deep ? BAD_QUERY_VALUES : ['a%00b'];
  for (const { name } of op.query) {
    for (const value of queryValues) add(`query ${name}=${value.slice(0, 20)}`, `${base}?${name}=${value}`);
    if (!deep) continue;
    add(`query ${name} repeated`, `${base}?${name}=a&${name}=b`);
    add(`query ${name} bracketed`, `${base}?${name}[x]=1`);
  }
  if (!hasBody) return out;
  if (!deep) {
    add('invalid JSON', base, 'application/json', '{"a":');
    return out;
  }

  // Other routes get the two broken multipart bodies only (they have no multipart parser).
  const bodies = MALFORMED_BODIES.filter(
    ([label]) => !label.startsWith('multipart ') || (!op.multipart && label.includes('boundary')),
  );
  for (const [label, contentType, body] of bodies) add(label, base, contentType, body);
  if (!op.body) return out;
  const valid = sample(op.body) as Record<string, unknown>;
  for (const [field, schema] of Object.entries(op.body.properties ?? {})) {
    for (const [label, value] of wrongValuesFor(schema)) {
      add(`body ${field}: ${label}`, base, 'application/json', JSON.stringify({ ...valid, [field]: value }));
    }
    const { [field]: _left, ...without } = valid;
    add(`body ${field}: missing`, base, 'application/json', JSON.stringify(without));
  }
  return out;
}
