/**
 * Markup-heavy formatters written in the template language itself. The
 * sources are compiled once, by a module-level engine with the core
 * plugins, created on first use (no file system: the engine runs in browsers).
 */
import { Engine, type Template } from '../engine.js';
import { Frame } from '../runtime/frame.js';
import type { RenderContext } from '../runtime/context.js';
import { CORE_FORMATTERS } from './core-formatters.js';
import { CORE_PREDICATES } from './core-predicates.js';

export const TEMPLATE_SOURCES = {
  'audio-player':
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
    '<div class="squarespace-audio-player" data-audio-asset-url="{structuredContent.audioAssetUrl}" data-item-id="{id}" id="audio-player-{id}"></div>',

  'comment-link': `{.if websiteSettings.disqusShortname}
  <a href="{fullUrl}" class="sqs-comment-link sqs-disqus-comment-link" data-id="{id}"></a>
{.or}
  <a href="{fullUrl}#comments-{id}" class="sqs-comment-link" data-id="{id}">
  {.equal? publicCommentCount 0}No{.or}{publicCommentCount}{.end}
  Comment{.notEqual? publicCommentCount 1}s{.end}
  </a>
{.end}`,

  comments: `{.if websiteSettings.disqusShortname}
  <div class="squarespace-comments" id="disqus_thread"></div>
{.or}
  <div class="squarespace-comments" id="comments-{id}"\
{.if item} data-item-id="{item.id}" data-public-comment-count="{item.publicCommentCount}" data-comment-state="{item.commentState}"\
{.or}{.if collection} data-collection-id="{collection.id}" data-public-comment-count="{collection.publicCommentCount}" data-comment-state="{collection.commentState}"{.end}{.end}></div>
{.end}`.replace(/\\\n/g, ''),

  'like-button': `{.if @ && websiteSettings.simpleLikingEnabled}
  <span class="sqs-simple-like" data-item-id="{id}" data-like-count="{likeCount}">
    <span class="like-icon"></span>
    <span class="like-count"></span>
  </span>
{.end}`,
} as const;

export type TemplateName = keyof typeof TEMPLATE_SOURCES;

let engine: Engine | null = null;
const compiled = new Map<TemplateName, Template>();

function template(name: TemplateName): Template {
  let t = compiled.get(name);
  if (t === undefined) {
    engine ??= new Engine({ plugins: [{ formatters: CORE_FORMATTERS, predicates: CORE_PREDICATES }] });
    t = engine.compile(TEMPLATE_SOURCES[name], `formatter:${name}`);
    compiled.set(name, t);
  }
  return t;
}

/**
 * Runs a built-in template on `node` inside the current render. A private
 * run sees only `node`; otherwise lookups continue into the tag's scope.
 */
export function runTemplate(name: TemplateName, ctx: RenderContext, node: unknown, frame: Frame, privateScope: boolean): string {
  const at = ctx.at;
  try {
    return template(name).run(ctx, new Frame(node, privateScope ? null : frame));
  } finally {
    ctx.at = at;
  }
}
