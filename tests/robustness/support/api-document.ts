import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The parts of the served `/openapi.json` the document suites read. */
export interface DocumentOperation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: object; example?: unknown }>;
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, MediaType> }>;
}
export interface MediaType {
  schema: object;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components: { schemas?: Record<string, object> };
}

/** Where the document's components are known to ajv: `#/components/...` is read from there. */
const DOCUMENT_ID = 'https://simulator.invalid/openapi.json';

/** A copy of a schema whose `#/components/...` references name the document they are in. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${DOCUMENT_ID}${value}`
        : anchored(value),
    ]),
  );
}

/**
 * A JSON Schema validator nobody here wrote (ajv, draft 2020-12, formats checked) over one
 * schema of the document, its `$ref`s to `components.schemas` resolved. Answers the problems it
 * finds in a value, as readable lines (none when it passes).
 */
export function documentValidator(
  document: ApiDocument,
): (schema: object | undefined, value: unknown) => string[] {
  // OpenAPI's own keywords (`x-…`) are annotations to a JSON Schema validator: not strict about them.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  const compiled = new Map<object, ValidateFunction>();
  return (schema, value) => {
    if (!schema) throw new Error('no schema');
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(anchored(schema) as object);
      compiled.set(schema, validate);
    }
    return validate(value)
      ? []
      : (validate.errors ?? []).map(
          (error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
        );
  };
}

/** Every operation of the document with its path and method. */
export function operationsOf(
  document: ApiDocument,
): Array<{ path: string; method: string; operation: DocumentOperation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
}
