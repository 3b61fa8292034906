import { z } from 'zod';
import * as authSchemas from './auth/schemas';
import * as contentSchemas from './content/schemas';
import * as driftSchemas from './control/drift';
import * as journalSchemas from './control/journal';
import * as observationSchemas from './control/observation';
import * as outcomeSchemas from './control/outcomes';
import * as overrideSchemas from './control/overrides';
import * as scenarioSchemas from './control/scenario';
import * as scheduleSchemas from './control/schedule';
import * as controlShapes from './control/shapes';
import * as stateSchemas from './control/state';
import * as worldSchemas from './control/worlds';
import * as envelopeSchemas from './core/envelope';
import { forValidators, jsonSchema } from './core/json-schema';
import * as moneySchemas from './core/money';
import * as primitiveSchemas from './core/primitives';
import * as depositEnums from './deposits/enums';
import * as depositSchemas from './deposits/schemas';
import * as documentSchemas from './documents/schemas';
import * as gameSchemas from './games/schemas';
import * as newsSchemas from './news/schemas';
import * as protectionSchemas from './protection/schemas';
import * as referenceSchemas from './reference/schemas';
import * as settingsSchemas from './settings/schemas';
import * as transactionSchemas from './transactions/schemas';
import * as vipSchemas from './vip/schemas';
import * as withdrawalSchemas from './withdrawals/schemas';

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

/** Where the document keeps its shared schemas. */
export const COMPONENTS_PATH = '#/components/schemas/';
/**
 * Marks a reference made on the request side (zod's `input`) until the document is finished: a
 * schema whose request and answer sides read the same is one component, else two (`XInput`).
 */
const INPUT_MARK = '~input';
/** Ids of the schemas the document asks for that have no name (each call's payload, answer...). */
const UNNAMED = '~unnamed';
/**
 * An inline schema equal to a named one this long or longer is written as a reference to it
 * (a date-time's 300-character pattern, an object); shorter ones (`{ "type": "string" }`)
 * would say "this is that" where it is only alike.
 */
const SAME_AS_NAMED_FROM = 80;

/**
 * The modules whose exported zod schemas have names in the document: each domain's shapes, the
 * shared field types and the control plane's shapes. An exported schema is named after its export
 * (`sessionUserSchema` is `SessionUser`); only the ones the document uses twice or more stay
 * components (`finishSchemas`), so a name never stands for a one-off.
 */
const NAMED_MODULES: ReadonlyArray<readonly [domain: string, exports: Record<string, unknown>]> = [
  ['Core', primitiveSchemas],
  ['Core', moneySchemas],
  ['Core', envelopeSchemas],
  ['Auth', authSchemas],
  ['Content', contentSchemas],
  ['Deposit', depositEnums],
  ['Deposit', depositSchemas],
  ['Document', documentSchemas],
  ['Game', gameSchemas],
  ['News', newsSchemas],
  ['Protection', protectionSchemas],
  ['Reference', referenceSchemas],
  ['Settings', settingsSchemas],
  ['Transaction', transactionSchemas],
  ['Vip', vipSchemas],
  ['Withdrawal', withdrawalSchemas],
  ['Control', controlShapes],
  ['Control', scenarioSchemas],
  ['Control', scheduleSchemas],
  ['Control', journalSchemas],
  ['Control', overrideSchemas],
  ['Control', outcomeSchemas],
  ['Control', observationSchemas],
  ['Control', stateSchemas],
  ['Control', worldSchemas],
  ['Control', driftSchemas],
];

/** `sessionUserSchema` → `SessionUser`, `BlockRefusalSchema` → `BlockRefusal`. */
const componentName = (exportName: string) =>
  `${exportName.charAt(0).toUpperCase()}${exportName.slice(1)}`.replace(/Schema$/, '');

/**
 * Each exported schema with its name. A schema exported under two names (`fileIdSchema =
 * idSchema`) takes the shorter, the more general one (`Id`). A name two domains both use takes the
 * later one's domain in front (the control plane's `accessPolicySchema` is `ControlAccessPolicy`
 * beside the app's `AccessPolicy`).
 */
function namedSchemas(): Map<z.ZodType, string> {
  const exported = new Map<z.ZodType, { domain: string; name: string }>();
  for (const [domain, module] of NAMED_MODULES) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!(value instanceof z.ZodType)) continue;
      const name = componentName(exportName);
      const known = exported.get(value);
      if (
        !known ||
        name.length < known.name.length ||
        (name.length === known.name.length && name < known.name)
      )
        exported.set(value, { domain: known?.domain ?? domain, name });
    }
  }
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  for (const [schema, { domain, name: plain }] of exported) {
    const name = taken.has(plain) ? `${domain}${plain}` : plain;
    if (taken.has(name)) throw new Error(`Two exported schemas are both named ${name} in the API document`);
    taken.add(name);
    names.set(schema, name);
  }
  return names;
}

/** How the document's builder asks for a zod schema as JSON Schema, on the request or the answer side. */
export interface SchemaSource {
  of(schema: z.ZodType, io: Io): Json;
  /** The body of a `$ref` this source wrote, to read what it stands for (null for another reference). */
  resolve(reference: string): Json | null;
}

/** What a (possibly referenced) schema is, to read its `type`, `properties` and branches. */
export const readSchema = (schema: Json, source: SchemaSource): Json =>
  typeof schema.$ref === 'string' ? (source.resolve(schema.$ref) ?? schema) : schema;

/**
 * The first pass of the document: notes which schemas the builder asks for, and answers each
 * written out whole, so that the builder takes the same turns in both passes.
 */
export class SchemaCollector implements SchemaSource {
  readonly asked: Record<Io, Set<z.ZodType>> = { input: new Set(), output: new Set() };
  of(schema: z.ZodType, io: Io): Json {
    this.asked[io].add(schema);
    return jsonSchema(schema, io);
  }
  resolve(): Json | null {
    return null;
  }
}

const markOf = (io: Io) => (io === 'input' ? INPUT_MARK : '');

/**
 * The second pass: every schema the first pass saw, converted by zod with the named ones as
 * references (`z.toJSONSchema` over a registry, its `uri` pointing at the components), once per
 * side. `finishSchemas` then gives the references their final names.
 */
export class RegistrySchemas implements SchemaSource {
  private readonly named = namedSchemas();
  private readonly unnamed: Record<Io, Map<z.ZodType, Json>> = { input: new Map(), output: new Map() };
  /** The named schemas' bodies by marked name (`SessionUser`, `SessionUser~input`). */
  readonly bodies = new Map<string, Json>();

  constructor(asked: SchemaCollector['asked']) {
    const unnamedBodies = new Map<string, Json>();
    const ids: Record<Io, Map<z.ZodType, string>> = { input: new Map(), output: new Map() };
    for (const io of ['input', 'output'] as const) {
      const registry = z.registry<{ id: string }>();
      for (const [schema, name] of this.named) registry.add(schema, { id: name });
      for (const schema of asked[io]) {
        if (this.named.has(schema)) continue;
        const id = `${UNNAMED}${ids[io].size}`;
        ids[io].set(schema, `${id}${markOf(io)}`);
        registry.add(schema, { id });
      }
      const { schemas } = z.toJSONSchema(registry, {
        io,
        target: 'draft-2020-12',
        unrepresentable: 'any',
        uri: (id) => `${COMPONENTS_PATH}${id}${markOf(io)}`,
      });
      for (const [id, generated] of Object.entries(schemas)) {
        const { $schema: _schema, $id: _id, ...body } = generated as Json;
        const cleaned = forValidators(body) as Json;
        if (id.startsWith(UNNAMED)) unnamedBodies.set(`${id}${markOf(io)}`, cleaned);
        else this.bodies.set(`${id}${markOf(io)}`, cleaned);
      }
    }
    // An unnamed schema inside another (a payload also written inside a scenario) is written out
    // where it stands: it has no name to be a component under.
    const inlineUnnamed = (node: unknown): unknown =>
      mapReferences(node, (reference, siblings) => {
        const body = unnamedBodies.get(reference.slice(COMPONENTS_PATH.length));
        return body ? { ...(inlineUnnamed(body) as Json), ...siblings } : { $ref: reference, ...siblings };
      });
    for (const io of ['input', 'output'] as const)
      for (const [schema, id] of ids[io])
        this.unnamed[io].set(schema, inlineUnnamed(unnamedBodies.get(id)) as Json);
    for (const [name, body] of this.bodies) this.bodies.set(name, inlineUnnamed(body) as Json);
  }

  of(schema: z.ZodType, io: Io): Json {
    const name = this.named.get(schema);
    if (name) return { $ref: `${COMPONENTS_PATH}${name}${markOf(io)}` };
    const body = this.unnamed[io].get(schema);
    if (!body) throw new Error('The API document asked for a schema its first pass did not see');
    return structuredClone(body);
  }

  resolve(reference: string): Json | null {
    if (!reference.startsWith(COMPONENTS_PATH)) return null;
    return this.bodies.get(reference.slice(COMPONENTS_PATH.length)) ?? null;
  }
}

/** Every `$ref` under a node, once per place it stands. */
function referencesIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) referencesIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else referencesIn(value, found);
    }
  }
  return found;
}

/** A copy of a node with each `$ref` passed through `rewrite` (a reference it answers an object for is replaced by it). */
function mapReferences(node: unknown, rewrite: (reference: string, siblings: Json) => unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => mapReferences(item, rewrite));
  if (!node || typeof node !== 'object') return node;
  const copy: Json = {};
  for (const [key, value] of Object.entries(node))
    copy[key] = key === 'examples' || key === 'example' ? value : mapReferences(value, rewrite);
  if (typeof copy.$ref !== 'string') return copy;
  const { $ref, ...siblings } = copy;
  return rewrite($ref as string, siblings);
}

/** A copy of a node where each schema equal to a named one (by its JSON) is a reference to it. */
function sameAsNamed(node: unknown, byText: Map<string, string>, skipRoot = false): unknown {
  if (Array.isArray(node)) return node.map((item) => sameAsNamed(item, byText));
  if (!node || typeof node !== 'object') return node;
  if (!skipRoot) {
    const text = JSON.stringify(node);
    const name = text.length >= SAME_AS_NAMED_FROM ? byText.get(text) : undefined;
    if (name) return { $ref: `${COMPONENTS_PATH}${name}` };
  }
  const copy: Json = {};
  for (const [key, value] of Object.entries(node))
    copy[key] = key === 'examples' || key === 'example' ? value : sameAsNamed(value, byText);
  return copy;
}

/** `Not signed in` → `NotSignedIn`, `Refusal 1104` → `Refusal1104`. */
const titleName = (title: string) =>
  title
    .split(/[^A-Za-z0-9]+/)
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join('');

/**
 * The document with each titled schema it writes the same way in several places (a refusal's
 * envelope: `Not signed in`, `Refusal 1104`) made a component named by its title, added to `all`.
 * A title written two ways (each call's `Success`) stays inline.
 */
function titledComponents<D>(document: D, all: Map<string, Json>): D {
  const byTitle = new Map<string, Map<string, number>>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const { title } = node as Json;
    if (typeof title === 'string') {
      const texts = byTitle.get(title) ?? new Map<string, number>();
      const text = JSON.stringify(node);
      texts.set(text, (texts.get(text) ?? 0) + 1);
      byTitle.set(title, texts);
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'examples' && key !== 'example') visit(value);
  };
  visit(document);
  const named = new Map<string, string>();
  for (const [title, texts] of byTitle) {
    const [only] = [...texts];
    const name = titleName(title);
    if (texts.size !== 1 || !only || only[1] < 2 || all.has(name)) continue;
    named.set(only[0], name);
    all.set(name, JSON.parse(only[0]) as Json);
  }
  return sameAsNamed(document, named) as D;
}

/** An unnamed schema this long or longer, written twice, becomes a component (`repeatedComponents`). */
const REPEATED_FROM = 300;

/**
 * The document with each large schema it writes the same way in several places made a component:
 * a call's body or answer (two encodings of one body, an alias's answer) named after the first
 * call that has it (`CreditcardDepositRequest`, `WithdrawConfigAnswer`), a field's schema after
 * the field (`matchingRules` is `MatchingRules`). A name already taken leaves it inline.
 */
function repeatedComponents<D>(document: D, all: Map<string, Json>): D {
  const found = new Map<string, { name: string | null; count: number }>();
  // `holder`: the name a `schema` below takes (a body's or an answer's); a field's takes the field's.
  const visit = (node: unknown, name: string | null, holder: string | null) => {
    if (Array.isArray(node)) for (const item of node) visit(item, null, holder);
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const record = node as Json;
    const text = JSON.stringify(record);
    const isSchema = 'type' in record || 'oneOf' in record || 'anyOf' in record || 'allOf' in record;
    if (isSchema && text.length >= REPEATED_FROM) {
      const known = found.get(text);
      found.set(text, { name: known?.name ?? name, count: (known?.count ?? 0) + 1 });
    }
    const operation = typeof record.operationId === 'string' ? titleName(record.operationId) : null;
    for (const [key, value] of Object.entries(record)) {
      if (key === 'examples' || key === 'example' || key === 'x-refusals') continue;
      if (operation && (key === 'requestBody' || key === 'responses'))
        visit(value, null, `${operation}${key === 'requestBody' ? 'Request' : 'Answer'}`);
      else if (operation) visit(value, null, null);
      else if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value))
        for (const [field, schema] of Object.entries(value)) visit(schema, titleName(field), null);
      else visit(value, key === 'schema' ? holder : null, holder);
    }
  };
  visit(document, null, null);
  const named = new Map<string, string>();
  for (const [text, { name, count }] of found) {
    if (count < 2 || !name || all.has(name)) continue;
    named.set(text, name);
    all.set(name, JSON.parse(text) as Json);
  }
  return sameAsNamed(document, named) as D;
}

/**
 * The document's references made final, and its `components.schemas`: a named schema read the
 * same on both sides is one component (else `X` for answers and `XInput` for requests), a schema
 * written out that equals a named one becomes a reference to it, and a component the document
 * uses once is written in its place (a name for a one-off is noise to a generated client).
 */
export function finishSchemas<D extends Json>(
  document: D,
  bodies: ReadonlyMap<string, Json>,
): { document: D; schemas: Record<string, Json> } {
  const inputName = (marked: string) => marked.slice(0, -INPUT_MARK.length);
  const unmark = (node: unknown) =>
    mapReferences(node, (reference, siblings) => ({ $ref: reference.replace(INPUT_MARK, ''), ...siblings }));
  // Request and answer sides that read alike, references included: those that differ make the
  // ones that refer to them differ too.
  const differs = new Set<string>();
  for (const [marked, body] of bodies) {
    if (!marked.endsWith(INPUT_MARK)) continue;
    const name = inputName(marked);
    if (JSON.stringify(unmark(body)) !== JSON.stringify(bodies.get(name))) differs.add(name);
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const [marked, body] of bodies) {
      if (!marked.endsWith(INPUT_MARK) || differs.has(inputName(marked))) continue;
      const refersToDiffering = referencesIn(body).some(
        (reference) =>
          reference.endsWith(INPUT_MARK) && differs.has(inputName(reference.slice(COMPONENTS_PATH.length))),
      );
      if (refersToDiffering) {
        differs.add(inputName(marked));
        grew = true;
      }
    }
  }
  // A schema only requests use is named plainly; one both sides use and read differently is two.
  const answered = new Set<string>();
  const reach = (node: unknown) => {
    for (const reference of referencesIn(node)) {
      const marked = reference.slice(COMPONENTS_PATH.length);
      if (!reference.startsWith(COMPONENTS_PATH) || marked.endsWith(INPUT_MARK) || answered.has(marked))
        continue;
      answered.add(marked);
      reach(bodies.get(marked));
    }
  };
  reach(document);
  // `XInput`, unless a schema is already so named (`outcomeRuleInputSchema` beside `outcomeRuleSchema`).
  const plainNames = new Set([...bodies.keys()].filter((marked) => !marked.endsWith(INPUT_MARK)));
  const requestName = (name: string) =>
    [`${name}Input`, `${name}Request`].find((candidate) => !plainNames.has(candidate)) ?? `${name}Sent`;
  const finalName = (marked: string) => {
    if (!marked.endsWith(INPUT_MARK)) return marked;
    const name = inputName(marked);
    return differs.has(name) && answered.has(name) ? requestName(name) : name;
  };
  const rename = (node: unknown) =>
    mapReferences(node, (reference, siblings) =>
      reference.startsWith(COMPONENTS_PATH)
        ? { $ref: `${COMPONENTS_PATH}${finalName(reference.slice(COMPONENTS_PATH.length))}`, ...siblings }
        : { $ref: reference, ...siblings },
    );
  const all = new Map<string, Json>();
  for (const [marked, body] of bodies) {
    const name = finalName(marked);
    const renamed = rename(body) as Json;
    const known = all.get(name);
    // Both sides under one name only when they read the same (a request could otherwise be
    // documented with the answer's shape).
    if (known && JSON.stringify(known) !== JSON.stringify(renamed) && answered.has(name))
      throw new Error(`Two different schemas would be named ${name} in the API document`);
    if (!known) all.set(name, renamed);
  }
  const byText = new Map<string, string>();
  for (const [name, body] of all) {
    const text = JSON.stringify(body);
    if (!byText.has(text)) byText.set(text, name);
  }
  let paths = sameAsNamed(rename(document), byText) as D;
  for (const [name, body] of all) all.set(name, sameAsNamed(body, byText, true) as Json);
  paths = titledComponents(paths, all);
  paths = repeatedComponents(paths, all);

  // Uses of each component, from the document and the components it reaches (each body once).
  const uses = new Map<string, number>();
  const reached = new Set<string>();
  const count = (node: unknown) => {
    for (const reference of referencesIn(node)) {
      if (!reference.startsWith(COMPONENTS_PATH)) continue;
      const name = reference.slice(COMPONENTS_PATH.length);
      uses.set(name, (uses.get(name) ?? 0) + 1);
      if (!reached.has(name) && all.has(name)) {
        reached.add(name);
        count(all.get(name));
      }
    }
  };
  count(paths);
  const inlined = (node: unknown): unknown =>
    mapReferences(node, (reference, siblings) => {
      const body = reference.startsWith(COMPONENTS_PATH)
        ? all.get(reference.slice(COMPONENTS_PATH.length))
        : undefined;
      const name = reference.slice(COMPONENTS_PATH.length);
      if (body && uses.get(name) === 1) return { ...(inlined(body) as Json), ...siblings };
      return { $ref: reference, ...siblings };
    });
  paths = inlined(paths) as D;
  const kept: Record<string, Json> = {};
  for (const name of all.keys()) if ((uses.get(name) ?? 0) > 1) kept[name] = inlined(all.get(name)) as Json;
  // Written back, two one-offs can read the same (a request's `XInput` and an answer's `X`, both
  // used once): what then repeats becomes a component too.
  const named = new Map(Object.entries(kept));
  const last = repeatedComponents({ paths, kept }, named);
  const schemas: Record<string, Json> = {};
  for (const name of [...named.keys()].sort()) schemas[name] = last.kept[name] ?? (named.get(name) as Json);
  return { document: last.paths, schemas };
}
