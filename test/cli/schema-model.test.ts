// The variable check's schema model and walker, in process (no CLI spawn).
import t from 'tap';
import { Engine } from '../../engine/index.js';
import { ANY_INDEX, SchemaModel, type Schema } from '../../cli/schema-model.js';
import { checkVariables } from '../../cli/check-schema.js';

const closed = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  additionalProperties: false,
  properties,
  ...extra,
});

t.test('member: closed objects rule names out, open ones say nothing', async (t) => {
  const m = new SchemaModel(true);
  const s = closed({ a: { type: 'string' } });
  t.same(m.member(s, 'a'), { type: 'string' });
  t.equal(m.member(s, 'b'), false);
  t.equal(m.member({ type: 'object', properties: { a: {} } }, 'b'), undefined, 'no additionalProperties: open');
  t.same(m.member({ type: 'object', additionalProperties: { type: 'number' } }, 'x'), { type: 'number' });
  t.equal(m.member({ type: 'string' }, 'length'), false, 'strings have no members');
  t.equal(m.member({ type: 'array', items: {} }, 'length'), false, 'arrays only have numeric members');
  t.equal(m.member({ type: 'array', items: { type: 'string' } }, 0) !== false, true);
  t.equal(m.member(true, 'x'), undefined);
  t.equal(m.member(false, 'x'), false);
  t.same(m.member(closed({ 0: { type: 'string' } }), 0), { type: 'string' }, 'a numeric key on an object is a property name');
});

t.test('member: patternProperties, unevaluatedProperties, tuples', async (t) => {
  const m = new SchemaModel(true);
  const p = closed({}, { patternProperties: { '^x-': { type: 'string' } } });
  t.same(m.member(p, 'x-color'), { type: 'string' });
  t.equal(m.member(p, 'color'), false);
  t.equal(m.member({ type: 'object', properties: { a: {} }, unevaluatedProperties: false }, 'b'), false);
  t.not(
    m.member({ type: 'object', allOf: [{ properties: { b: {} } }], properties: { a: {} }, unevaluatedProperties: false }, 'b'),
    false,
    'unevaluatedProperties beside an applicator is not followed',
  );
  const tuple = { type: 'array', prefixItems: [{ type: 'string' }, closed({ a: {} })], items: false };
  t.same(m.member(tuple, 0), { type: 'string' });
  t.equal(m.member(tuple, 2), false);
  t.same(m.member(tuple, ANY_INDEX), { anyOf: [{ type: 'string' }, closed({ a: {} })] });
  t.equal(m.member(closed({}), ANY_INDEX), false, 'an object is never iterated by a repeated section');
});

t.test('member: allOf is "and", anyOf/oneOf are "or", $ref is followed', async (t) => {
  const root: Schema = {
    definitions: { item: closed({ title: {} }), self: { $ref: '#/definitions/self' } },
    type: 'object',
  };
  const m = new SchemaModel(root);
  t.equal(m.member({ allOf: [closed({ a: {} }), { properties: { b: {} } }] }, 'b'), false, 'one closed member is enough');
  t.equal(m.member({ anyOf: [closed({ a: {} }), closed({ b: {} })] }, 'b') !== false, true);
  t.equal(m.member({ oneOf: [closed({ a: {} }), closed({ b: {} })] }, 'c'), false);
  t.equal(m.member({ anyOf: [closed({ a: {} }), { type: 'object' }] }, 'c'), undefined, 'an open branch keeps it possible');
  t.equal(m.member({ $ref: '#/definitions/item' }, 'price'), false);
  t.equal(m.member({ $ref: '#/definitions/self' }, 'x'), undefined, 'a reference cycle is unknown, not a loop');
  t.equal(m.member({ $ref: 'other.json#/x' }, 'x'), undefined, 'remote references are not followed');
  t.equal(m.member({ $ref: '#/definitions/item', properties: { price: {} } }, 'price'), false, 'draft-07: $ref hides its siblings');
  const m2020 = new SchemaModel({ $schema: 'https://json-schema.org/draft/2020-12/schema', $defs: { open: { type: 'object' } } });
  t.equal(m2020.member({ $ref: '#/$defs/open', ...closed({ a: {} }) }, 'b'), false, '2020-12: siblings apply with $ref');
});

t.test('walker: scopes of sections, repeated sections, alternatives and macros', async (t) => {
  const schema: Schema = closed({
    user: closed({ name: { type: 'string' }, tags: { type: 'array', items: closed({ label: {} }) } }),
    site: { type: 'object' },
  });
  const check = (src: string) =>
    checkVariables(new Engine().parse(src).tree, schema).map((d) => `${d.line}:${d.column} ${d.message.split(':')[0]}`);
  t.same(check('{.section user}{name}{site.anything}{.end}'), [], 'names found in the section or walking up');
  t.same(check('{.section user}{nme}{.end}'), ["1:16 Variable 'nme' can never have a value"]);
  t.same(check('{.section user}{.section site}{.end}{.end}'), ["1:16 Section 'site' can never have a value"], 'sections look in the current scope only');
  t.same(check('{.section user}{.repeated section tags}{label}{name}{.alternates with}{label}{.end}{.end}'), []);
  t.same(check('{.repeated section user.tags}{labl}{.end}'), ["1:30 Variable 'labl' can never have a value"]);
  t.same(check('{.section user}{.or}{nope}{user.name}{.end}'), ["1:21 Variable 'nope' can never have a value"], 'the or branch walks up');
  t.same(check('{.section site}{anything}{.section deep}{x}{.end}{.end}'), [], 'an open scope stops the check');
  t.same(check('{.macro m}{whatever}{.end}{@index}{@x.y}{.var @v user.name}{@v}'), [], 'macros and @ names are not checked');
  t.same(check('{.if user.name || user.age}x{.end}'), ["1:1 Variable 'user.age' can never have a value"]);
  t.same(check('{.ctx @c a=user.name b=usr}'), ["1:1 Variable 'usr' can never have a value"]);
  t.same(check('{.section user}{.repeated section @}{.end}{.end}'), [], 'an @ path is the current scope');
});
