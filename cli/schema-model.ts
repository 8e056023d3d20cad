/**
 * What a JSON Schema says about the members a value can have, for the
 * variable check of `vitrine check --schema`.
 *
 * `member(s, key)` narrows a schema to the schema of one member:
 *  - `false`: the schema allows no value there (the member can never exist);
 *  - `undefined`: nothing can be said (an open object, an unresolved `$ref`,
 *    a keyword this model does not follow) — never a reason to report;
 *  - else a schema the member's value satisfies.
 * A key is impossible only when the schema closes the object: the key is not
 * in `properties`, matches no `patternProperties`, and `additionalProperties`
 * is `false` (or `unevaluatedProperties` is `false` with no applicator
 * beside it); or when `type` rules out objects (and arrays, for a numeric
 * key). `allOf` and `$ref` combine as "and", `anyOf`/`oneOf` as "or".
 * Only local references (`#`, `#/json/pointer`) are followed; in drafts
 * before 2019-09 a `$ref` hides its sibling keywords, as the drafts say.
 */
export type SchemaObject = { readonly [keyword: string]: unknown };
export type Schema = boolean | SchemaObject;
/** A member's schema as far as it is known; `undefined` = unknown. */
export type Narrowed = Schema | undefined;

/** The key of "any element of an array" (what a repeated section iterates). */
export const ANY_INDEX: unique symbol = Symbol('any index');
export type MemberKey = string | number | typeof ANY_INDEX;

const APPLICATORS = ['allOf', 'anyOf', 'oneOf', '$ref', '$dynamicRef', 'if', 'then', 'else', 'dependentSchemas', 'not'];

export class SchemaModel {
  private readonly refsHideSiblings: boolean;

  constructor(readonly root: Schema) {
    const dialect = typeof root === 'object' && typeof root.$schema === 'string' ? root.$schema : '';
    this.refsHideSiblings = !/2019-09|2020-12/.test(dialect);
  }

  member(s: Narrowed, key: MemberKey, seen: ReadonlySet<string> = new Set()): Narrowed {
    if (s === undefined || s === true) return undefined;
    if (s === false) return false;
    if (typeof s !== 'object' || s === null || Array.isArray(s)) return undefined;
    const parts: Narrowed[] = [];
    if (typeof s.$ref === 'string') {
      const target = seen.has(s.$ref) ? undefined : this.deref(s.$ref);
      parts.push(target === undefined ? undefined : this.member(target, key, new Set([...seen, s.$ref])));
      if (this.refsHideSiblings) return all(parts);
    }
    parts.push(this.local(s, key));
    if (Array.isArray(s.allOf)) for (const m of s.allOf) parts.push(this.member(asSchema(m), key, seen));
    for (const kw of ['anyOf', 'oneOf']) {
      const list = s[kw];
      if (Array.isArray(list)) parts.push(any(list.map((m) => this.member(asSchema(m), key, seen))));
    }
    return all(parts);
  }

  /** The keywords of one schema object, without its applicators. */
  private local(s: SchemaObject, key: MemberKey): Narrowed {
    const types = typeList(s.type);
    const options: Narrowed[] = [];
    if (typeof key === 'string' || typeof key === 'number') {
      if (!types || types.includes('object')) options.push(this.objectMember(s, String(key)));
    }
    if (typeof key !== 'string' && (!types || types.includes('array'))) options.push(arrayMember(s, key));
    return any(options);
  }

  private objectMember(s: SchemaObject, name: string): Narrowed {
    const matched: Narrowed[] = [];
    const props = s.properties;
    if (isObject(props) && Object.hasOwn(props, name)) matched.push(asSchema(props[name]));
    if (isObject(s.patternProperties)) {
      for (const [pattern, schema] of Object.entries(s.patternProperties)) {
        let re: RegExp;
        try {
          re = new RegExp(pattern, 'u');
        } catch {
          return undefined;
        }
        if (re.test(name)) matched.push(asSchema(schema));
      }
    }
    if (matched.length) return all(matched);
    if ('additionalProperties' in s) return asSchema(s.additionalProperties);
    if (s.unevaluatedProperties === false && !APPLICATORS.some((k) => k in s)) return false;
    return undefined;
  }

  private deref(ref: string): Schema | undefined {
    if (ref === '#') return this.root;
    if (!ref.startsWith('#/')) return undefined;
    let node: unknown = this.root;
    for (const raw of ref.slice(2).split('/')) {
      let token: string;
      try {
        token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      } catch {
        return undefined;
      }
      if (!isObject(node) && !Array.isArray(node)) return undefined;
      node = (node as Record<string, unknown>)[token];
    }
    return node === undefined ? undefined : asSchema(node);
  }
}

/** Element `index` (or any element) of an array schema, draft-07 tuples and 2020-12 prefixItems alike. */
function arrayMember(s: SchemaObject, index: number | typeof ANY_INDEX): Narrowed {
  const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : null;
  const rest = Array.isArray(s.prefixItems) ? optional(s, 'items') : Array.isArray(s.items) ? optional(s, 'additionalItems') : optional(s, 'items');
  if (tuple === null) return rest;
  if (index === ANY_INDEX) return any([...tuple.map(asSchema), rest]);
  return index < tuple.length ? asSchema(tuple[index]) : rest;
}

function optional(s: SchemaObject, keyword: string): Narrowed {
  return keyword in s ? asSchema(s[keyword]) : undefined;
}

/** Conjunction: false wins, unknown parts add nothing. */
function all(parts: Narrowed[]): Narrowed {
  if (parts.includes(false)) return false;
  const known = parts.filter((p): p is SchemaObject => p !== undefined && p !== true);
  if (known.length === 0) return undefined;
  return known.length === 1 ? known[0] : { allOf: known };
}

/** Disjunction: unknown wins, impossible parts drop out; nothing left = impossible. */
export function any(parts: Narrowed[]): Narrowed {
  if (parts.some((p) => p === undefined || p === true)) return undefined;
  const known = parts.filter((p): p is SchemaObject => p !== false);
  if (known.length === 0) return false;
  return known.length === 1 ? known[0] : { anyOf: known };
}

function typeList(type: unknown): string[] | null {
  if (typeof type === 'string') return type === 'integer' ? ['number'] : [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return null;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asSchema(v: unknown): Schema {
  if (typeof v === 'boolean') return v;
  return isObject(v) ? v : true;
}
