/**
 * The used part of the OpenAPI document (`/openapi.json`, read as served, never rebuilt here):
 * the operations the pact holds and the components they reach, so a backend team reads only
 * what the app calls. The control plane (`/__sim`) is never in it.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every `$ref` inside a value (`#/components/schemas/Money`). */
function refsIn(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (isObject(value))
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.add(inner);
      else refsIn(inner, found);
    }
}

/** `#/components/schemas/Money` → its value in the document, or undefined. */
function lookUp(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/'))
    node = isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return node;
}

/** Puts `value` at `ref` in `target`, making the objects on the way. */
function place(target: Json, ref: string, value: unknown) {
  const parts = ref.slice(2).split('/');
  let node = target;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) node[part] = value;
    else {
      if (!isObject(node[part])) node[part] = {};
      node = node[part] as Json;
    }
  });
}

/** The document with only `used` operations (method and `/api` path as the document keys them). */
export function openApiSubset(document: Json, used: readonly { method: string; path: string }[]): Json {
  const allPaths = isObject(document.paths) ? document.paths : {};
  const paths: Json = {};
  for (const { method, path } of used) {
    const key = `/api${path}`;
    const item = allPaths[key];
    const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
    if (!operation) continue;
    paths[key] = { ...(isObject(paths[key]) ? paths[key] : {}), [method.toLowerCase()]: operation };
  }
  const subset: Json = { ...document, paths };
  delete subset.components;
  const wanted = new Set<string>();
  refsIn(paths, wanted);
  const done = new Set<string>();
  const components: Json = {};
  while (wanted.size) {
    const [ref] = wanted;
    if (ref === undefined) break;
    wanted.delete(ref);
    if (done.has(ref)) continue;
    done.add(ref);
    const value = lookUp(document, ref);
    if (value === undefined || !ref.startsWith('#/components/')) continue;
    place(components, ref.slice('#/components'.length).replace(/^\//, '#/'), value);
    refsIn(value, wanted);
  }
  const operations = Object.values(paths).flatMap((item) =>
    Object.values(isObject(item) ? item : {}).filter(isObject),
  );
  // Security schemes are named by the operations' `security`, not by `$ref` (never the control key's).
  const schemes =
    isObject(document.components) && isObject(document.components.securitySchemes)
      ? document.components.securitySchemes
      : {};
  const named = new Set(
    operations.flatMap((operation) =>
      Array.isArray(operation.security)
        ? operation.security.flatMap((entry) => Object.keys(isObject(entry) ? entry : {}))
        : [],
    ),
  );
  const usedSchemes = Object.fromEntries(Object.entries(schemes).filter(([name]) => named.has(name)));
  if (Object.keys(usedSchemes).length) components.securitySchemes = usedSchemes;
  subset.components = components;
  const tagNames = new Set(
    operations.flatMap((operation) => (Array.isArray(operation.tags) ? operation.tags : [])),
  );
  if (Array.isArray(document.tags))
    subset.tags = document.tags.filter((tag) => isObject(tag) && tagNames.has(tag.name));
  return subset;
}
