/**
 * Where Vitrine deliberately differs from the reference implementation
 * because the platform's server (template-compiler) behaves otherwise.
 * Each entry names the construct and rewrites a generated case without it:
 * a difference is intended when, with that construct taken out, Vitrine and
 * the reference agree. Nothing else may differ.
 */
import type { DiffCase } from './generate.js';

export interface IntendedDifference {
  id: string;
  /** What the server does and the reference does not. */
  reason: string;
  /** The case without the construct. */
  without(c: DiffCase): DiffCase;
}

const mapTemplates = (c: DiffCase, f: (s: string) => string): DiffCase => ({
  template: f(c.template),
  json: c.json,
  partials: Object.fromEntries(Object.entries(c.partials).map(([k, v]) => [k, f(v)])),
});

/** Rewrites the code of every `{.eval ...}` tag. */
const mapEval = (s: string, f: (code: string) => string): string => s.replace(/\{\.eval ([^{}]*)\}/g, (_, code: string) => `{.eval ${f(code)}}`);

export const INTENDED_DIFFERENCES: readonly IntendedDifference[] = [
  {
    id: 'number-lexeme',
    reason:
      "The server's JSON nodes keep a number's lexeme and kind: json, json-pretty and raw print 14.0 as 14.0 (-0.0 as -0.0), and equal? finds 1.0 (a double) unequal to 1 (an integer); the reference parses the context with JavaScript, prints 14 and 0 and finds 1.0 equal to 1.",
    // Numbers as JavaScript prints them, in the context and in predicate arguments (1.0 becomes 1).
    without: (c) => ({
      ...mapTemplates(c, (s) => s.replace(/\{\.(or )?[A-Za-z-]+\?[^{}]*\}/g, (tag) => tag.replace(/(\s)(-?\d+)\.0\b/g, '$1$2'))),
      json: JSON.stringify(JSON.parse(c.json)),
    }),
  },
  {
    id: 'reference-only-formatters',
    reason:
      'line-breaks, find-first and find-last exist only in the reference; the server has no such formatters, so the tag is an unknown formatter and prints literally.',
    without: (c) => mapTemplates(c, (s) => s.replace(/\|(line-breaks|find-first|find-last)\b/g, '')),
  },
  {
    id: 'raw-of-missing',
    reason: "raw of a missing value prints nothing on the server (a missing node has no text); the reference prints 'null'.",
    without: (c) => mapTemplates(c, (s) => s.replace(/\|raw\b/g, '|json')),
  },
  {
    id: 'predicates-on-null',
    reason:
      'Predicates compare JSON nodes on the server: null is a value of its own, unequal to and unordered against a missing value or a number; the reference compares null as JavaScript does (null == undefined, null >= 0).',
    // Without nulls in the context (each becomes a string) and without null or missing predicate arguments.
    without: (c) => ({
      ...mapTemplates(c, (s) =>
        s.replace(/\{\.(or )?([A-Za-z-]+\?)([^{}]*)\}/g, (_, or: string | undefined, name: string, args: string) => `{.${or ?? ''}${name}${args.replace(/\b(nul|missing)\b/g, '"x"')}}`),
      ),
      // (textually, so number lexemes stay: the generated strings never hold the word null)
      json: c.json.replace(/\bnull\b/g, '"x"'),
    }),
  },
  {
    id: 'recursion-depth',
    reason:
      "When apply hits the recursion limit (16) the server leaves its depth count balanced (exitPartial always follows enterPartial), so every later apply again gets 16 levels; the reference loses a level each time the limit is hit.",
    // Without recursion: no apply inside a partial or inside the macro (generated as `{.macro m1}[...]{.end}`).
    without: (c) => ({
      template: c.template.replace(/\{\.macro m1\}\[[\s\S]*?\]\{\.end\}/, (m) => m.replace(/\|apply \w+/g, '')),
      json: c.json,
      partials: Object.fromEntries(Object.entries(c.partials).map(([k, v]) => [k, v.replace(/\|apply \w+/g, '')])),
    }),
  },
  {
    id: 'eval-nan-truthiness',
    reason:
      "In {.eval}, NaN is true on the server (its boolean test is value != 0) for !, &&, || and bool(), and x / 0 is NaN; the reference treats NaN as false (JavaScript) and divides to Infinity.",
    without: (c) => mapTemplates(c, (s) => mapEval(s, (code) => code.replace(/&&|\|\|/g, '+').replace(/!/g, '').replace(/\bbool\(/g, 'num('))),
  },
];
