/**
 * The colour panel:
 *
 *   GET /api/editor/design/colours   the theme's colour tweaks with their current values
 *   PUT /api/editor/design/colours   key, value: checked by the SPEC's colour rule (editor/colour.ts);
 *                                    a text colour under 4.5:1 on its background is refused (editor/contrast.ts)
 *
 * An accepted colour is stored in its normal form in the content's tweaks;
 * the stylesheet of the next revision uses it.
 */
import type { FastifyInstance } from 'fastify';
import { checkColour, MAX_COLOUR_CHARS } from '../../../editor/colour.js';
import { contrastProblems } from '../../../editor/contrast.js';
import type { EditorContext } from '../context.js';
import { tweaksOf } from '../doc.js';
import { editorError } from '../errors.js';

const saveSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['key', 'value'],
    properties: { key: { type: 'string', minLength: 1, maxLength: 100 }, value: { type: 'string', maxLength: MAX_COLOUR_CHARS } },
  },
} as const;

export async function designRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  const colourTweaks = () => {
    const css = ctx.live.loadedSite().css;
    return css.tweaks.filter((t) => t.type === 'color').map((t) => ({ key: t.key, title: t.title, default: String(t.default), value: String(css.tweakValues[t.key] ?? t.default) }));
  };

  app.get('/api/editor/design/colours', async (request) => {
    await ctx.user(request, 'read');
    await ctx.live.refresh();
    return { revision: ctx.live.revision, colours: colourTweaks() };
  });

  app.put<{ Body: { key: string; value: string } }>('/api/editor/design/colours', { schema: saveSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { key, value } = request.body;
    if (!colourTweaks().some((t) => t.key === key)) throw editorError('NOT_AN_OPTION', { val: key });
    const checked = checkColour(value);
    if (!checked.ok) throw editorError('COLOUR_INVALID', { val: value }, checked.messages);
    // Text must stay readable on its background (WCAG AA): a pair under 4.5:1 is refused (editor/contrast.ts).
    const current = Object.fromEntries(colourTweaks().map((t) => [t.key, t.value]));
    const unreadable = contrastProblems(key, checked.value, current);
    if (unreadable.length) throw editorError('COLOUR_CONTRAST', {}, unreadable);
    const { revision } = await ctx.content.change({ accountId: user.accountId, summary: `set colour ${key} to ${checked.value}` }, (doc) => {
      const tweaks = tweaksOf(doc);
      if (tweaks[key] === checked.value) return false;
      tweaks[key] = checked.value;
      return true;
    });
    return { revision, key, value: checked.value };
  });
}
