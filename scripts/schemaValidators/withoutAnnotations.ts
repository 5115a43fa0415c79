/**
 * A JSON Schema without its annotations (`description`, `examples`, `title`, `$comment`, `default`, ...), for the
 * validator generator: they change no result and no error, but ajv copies the whole schema object into the generated
 * module wherever its code looks a value up (an enum's allowed values, a long `properties` list), and the title
 * schema's 430 descriptions were a fifth of the module that every fresh process parses.
 */

/** Keywords that only annotate (JSON Schema 2020-12, "meta-data" vocabulary, and `$comment`). */
const ANNOTATIONS = new Set(['title', 'description', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment']);
/** Keywords whose value is a map of name → subschema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is a subschema or an array of them. */
const SUBSCHEMAS = new Set([
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'additionalItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

/** The schema with every annotation dropped, at schema positions only (a property may well be named `title`). */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutAnnotations(sub)]));
    } else if (SUBSCHEMAS.has(key)) {
      out[key] = withoutAnnotations(value);
    } else {
      // enum, const, required, type, ...: values, never schemas.
      out[key] = value;
    }
  }
  return out;
}
