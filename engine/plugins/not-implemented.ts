/**
 * Names the platform knows but does not implement: templates that use them
 * must still compile, so they are registered, render nothing, and warn.
 */
import type { FormatterDef, PredicateDef } from './types.js';

export const NOT_IMPLEMENTED_FORMATTERS: FormatterDef[] = ['datetimefield'].map((name) => ({
  name,
  family: 'core',
  summary: 'known to the platform but not implemented: renders nothing',
  apply(_value, _args, ctx) {
    ctx.warn('FORMATTER_NOT_IMPLEMENTED', name);
    return '';
  },
}));

export const NOT_IMPLEMENTED_PREDICATES: PredicateDef[] = ['units-metric?'].map((name) => ({
  name,
  family: 'core',
  summary: 'known to the platform but not implemented: always false',
  test(_args, ctx) {
    ctx.warn('FORMATTER_NOT_IMPLEMENTED', name);
    return false;
  },
}));
