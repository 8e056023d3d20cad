/**
 * Route schemas compiled on a route's first request instead of at start.
 * Compiling every route's validator (ajv) and response serializer
 * (fast-json-stringify) was the largest part of `npm start`'s CPU time, for
 * routes most processes never serve. The compilers are fastify's own
 * defaults, so validation, coercion and serialization behave exactly as
 * before; only the moment they are built moves.
 *
 * compilePendingSchemas() builds every one not yet built: the tests call it
 * so that a schema ajv refuses fails the suite, not a shopper's request.
 */
import ajvCompiler from '@fastify/ajv-compiler';
import serializerCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
/** A compiler for one route's schema, built from the server's shared schemas and options. */
type Builder = (externalSchemas: unknown, options: unknown) => (route: unknown) => unknown;

/** Builds not yet run, removed once run. */
const pending = new Set<() => unknown>();

function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  const get = (): T => {
    if (!built) {
      built = { value: build() };
      pending.delete(get);
    }
    return built.value;
  };
  pending.add(get);
  return get;
}

/**
 * A validator that compiles on its first call. fastify reads a failed
 * validation's details from the function's `errors`, so they are copied
 * from the compiled one after each call.
 */
export function lazyValidator<V extends Validate>(compile: () => V): V {
  const get = once(compile);
  const validate: Validate = (data) => {
    const compiled = get();
    const result = compiled(data);
    validate.errors = compiled.errors;
    return result;
  };
  return validate as V;
}

function lazySerializer(compile: () => (data: unknown) => string): (data: unknown) => string {
  const get = once(compile);
  return (data) => get()(data);
}

type Factory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** fastify's default compilers, each route's schema compiled when the route is first used. */
export function lazyCompilersFactory(): Factory {
  const buildValidator = ajvCompiler() as unknown as Builder;
  const buildSerializer = serializerCompiler() as unknown as Builder;
  const lazyBuilder =
    (build: Builder, wrap: (compile: () => never) => unknown): Builder =>
    (externalSchemas, options) => {
      const compiler = once(() => build(externalSchemas, options));
      return (route) => wrap(() => compiler()(route) as never);
    };
  return {
    buildValidator: lazyBuilder(buildValidator, lazyValidator),
    buildSerializer: lazyBuilder(buildSerializer, lazySerializer),
  } as unknown as Factory;
}

/** Compiles every schema not compiled yet; throws what ajv or fast-json-stringify throws. */
export function compilePendingSchemas(): number {
  let count = 0;
  for (const build of [...pending]) {
    build();
    count++;
  }
  return count;
}
