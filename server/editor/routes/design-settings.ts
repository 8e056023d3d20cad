/**
 * The fonts, buttons and animations panels, next to the colours:
 *
 *   GET /api/editor/design/fonts        the theme's font tweaks, each as a setting (editor/design-fonts.ts)
 *   PUT /api/editor/design/fonts        key, value { family, size, weight, letterSpacing }
 *   GET /api/editor/design/buttons      style, shape, size (editor/design-buttons.ts)
 *   PUT /api/editor/design/buttons      key, value
 *   GET /api/editor/design/animations   page animation and its duration (editor/design-animations.ts)
 *   PUT /api/editor/design/animations   key, value
 *
 * Each is stored in the content's tweaks, so the next revision's
 * stylesheet (font mixins, the duration variable) and body classes (the
 * dropdowns) show it. Only the settings the theme declares are offered;
 * a refused value answers 400 DESIGN_INVALID with every message.
 */
import type { FastifyInstance } from 'fastify';
import { checkFont, fontFromDeclarations, type FontField } from '../../../editor/design-fonts.js';
import { BUTTON_SETTINGS, checkChoice, type ChoiceSetting } from '../../../editor/design-buttons.js';
import { ANIMATION_DURATION, ANIMATION_KEYS, PAGE_ANIMATION, checkDuration } from '../../../editor/design-animations.js';
import type { TweakDefinition, TweakValue } from '../../../site/styles/types.js';
import type { EditorContext } from '../context.js';
import { tweaksOf } from '../doc.js';
import { editorError } from '../errors.js';

const MAX_KEY_CHARS = 100;
const scalar = { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] } as const;

const fontSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['key', 'value'],
    properties: {
      key: { type: 'string', minLength: 1, maxLength: MAX_KEY_CHARS },
      value: { type: 'object', additionalProperties: false, required: ['family', 'size', 'weight', 'letterSpacing'], properties: { family: scalar, size: scalar, weight: scalar, letterSpacing: scalar } },
    },
  },
} as const;

const settingSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['key', 'value'],
    properties: { key: { type: 'string', minLength: 1, maxLength: MAX_KEY_CHARS }, value: scalar },
  },
} as const;

/** A panel's settings other than fonts: a choice (dropdown) or a whole number in a range. */
type Setting = { key: string; kind: 'choice'; choice: ChoiceSetting } | { key: string; kind: 'duration' };

const BUTTONS: Setting[] = Object.entries(BUTTON_SETTINGS).map(([key, choice]) => ({ key, kind: 'choice', choice }));
const ANIMATIONS: Setting[] = [
  { key: ANIMATION_KEYS.style, kind: 'choice', choice: PAGE_ANIMATION },
  { key: ANIMATION_KEYS.duration, kind: 'duration' },
];

export async function designSettingRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  const css = () => ctx.live.loadedSite().css;
  const themeTweak = (key: string, type: string): TweakDefinition | undefined => css().tweaks.find((t) => t.key === key && t.type === type);
  const valueOf = (key: string): TweakValue | undefined => css().tweakValues[key];

  const save = async (user: { accountId: string }, key: string, value: TweakValue, what: string) => {
    const { revision } = await ctx.content.change({ accountId: user.accountId, summary: `set ${what} ${key} to ${String(value)}` }, (doc) => {
      const tweaks = tweaksOf(doc);
      if (tweaks[key] === value) return false;
      tweaks[key] = value;
      return true;
    });
    return revision;
  };

  const fonts = () =>
    css()
      .tweaks.filter((t) => t.type === 'font')
      .map((t) => ({ key: t.key, title: t.title, value: fontFromDeclarations(parseDeclarations(valueOf(t.key))), default: fontFromDeclarations(t.fontProperties ?? {}) }));

  app.get('/api/editor/design/fonts', async (request) => {
    await ctx.user(request, 'read');
    await ctx.live.refresh();
    return { revision: ctx.live.revision, fonts: fonts() };
  });

  app.put<{ Body: { key: string; value: Record<FontField, string | number> } }>('/api/editor/design/fonts', { schema: fontSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { key, value } = request.body;
    if (!themeTweak(key, 'font')) throw editorError('NOT_AN_OPTION', { val: key });
    const checked = checkFont(value);
    if (!checked.ok) throw editorError('DESIGN_INVALID', { val: key }, checked.problems.map((p) => p.message));
    const revision = await save(user, key, JSON.stringify(checked.declarations), 'font');
    return { revision, key, value: checked.value };
  });

  const panel = (path: string, settings: Setting[]) => {
    const offered = () => settings.filter((s) => themeTweak(s.key, s.kind === 'choice' ? 'dropdown' : 'value'));
    const current = (s: Setting) => {
      const v = valueOf(s.key);
      if (s.kind === 'choice') return { key: s.key, title: s.choice.title, options: s.choice.options, default: s.choice.default, value: typeof v === 'string' ? v : s.choice.default };
      const n = parseInt(String(v ?? ''), 10);
      return { key: s.key, title: ANIMATION_DURATION.title, min: ANIMATION_DURATION.min, max: ANIMATION_DURATION.max, default: ANIMATION_DURATION.default, value: Number.isNaN(n) ? ANIMATION_DURATION.default : n };
    };

    app.get(path, async (request) => {
      await ctx.user(request, 'read');
      await ctx.live.refresh();
      return { revision: ctx.live.revision, settings: offered().map(current) };
    });

    app.put<{ Body: { key: string; value: string | number } }>(path, { schema: settingSchema }, async (request) => {
      const user = await ctx.user(request, 'edit');
      const { key, value } = request.body;
      const setting = offered().find((s) => s.key === key);
      if (!setting) throw editorError('NOT_AN_OPTION', { val: key });
      const checked = setting.kind === 'choice' ? checkChoice(setting.choice, value) : checkDuration(value);
      if (!checked.ok) throw editorError('DESIGN_INVALID', { val: String(value) }, [checked.message]);
      const revision = await save(user, key, checked.value, 'design');
      return { revision, key, value: checked.value };
    });
  };

  panel('/api/editor/design/buttons', BUTTONS);
  panel('/api/editor/design/animations', ANIMATIONS);
}

/** A font tweak's effective value: the JSON text of its declarations (site/styles). */
function parseDeclarations(value: TweakValue | undefined): Record<string, string> {
  if (typeof value !== 'string') return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
