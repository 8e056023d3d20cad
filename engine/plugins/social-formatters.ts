/** The social formatters: comments, likes, share and follow buttons, twitter links, calendar links. */
import type { FormatterDef } from './types.js';
import type { Frame } from '../runtime/frame.js';
import type { RenderContext } from '../runtime/context.js';
import { asNumber, asString, getMember, getPath, isObject } from '../runtime/values.js';
import { escapeAttr } from './util.js';
import { runTemplate } from './content-templates.js';

const social = (def: Omit<FormatterDef, 'family'>): FormatterDef => ({ family: 'social', ...def });

/** Percent-encoding of the legacy `escape`: letters, digits and @*_+-./ stay; others %XX or %uXXXX. */
export function legacyEscape(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (/[A-Za-z0-9@*_+\-./]/.test(s[i]!)) out += s[i];
    else if (c < 256) out += `%${c.toString(16).toUpperCase().padStart(2, '0')}`;
    else out += `%u${c.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return out;
}

const LINK_RE = /\b((?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#\\/%=~_|])/gi;
const MENTION_RE = /(^| )@([a-z0-9_]+)/gi;
const HASHTAG_RE = /(^| )#([a-z0-9_]+)/gi;

function activateTwitterLinks(text: string): string {
  return text
    .replace(LINK_RE, (url) => `<a target="new" href="${url}">${url}</a>`)
    .replace(MENTION_RE, (_m, lead: string, user: string) => `${lead}<a target="new" href="https://twitter.com/${user}/">@${user}</a>`)
    .replace(HASHTAG_RE, (_m, lead: string, tag: string) => `${lead}<a target="new" href="https://twitter.com/hashtag/${legacyEscape(tag)}?src=hash">#${tag}</a>`);
}

/** SPEC section 9: 'No Comments', '1 Comment', 'N Comments'. */
export function commentCount(count: number): string {
  if (count === 0) return 'No Comments';
  if (count === 1) return '1 Comment';
  return `${count} Comments`;
}

/** An epoch-ms instant as a compact UTC date-time: 20131115T123030Z. */
export function compactUtc(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

function googleCalendarUrl(event: unknown): string {
  const title = legacyEscape(asString(getMember(event, 'title')));
  const start = compactUtc(asNumber(getMember(event, 'startDate')));
  const end = compactUtc(asNumber(getMember(event, 'endDate')));
  let url = `http://www.google.com/calendar/event?action=TEMPLATE&text=${title}&dates=${start}/${end}`;
  const location = getMember(event, 'location');
  if (location !== undefined) {
    const text = ['addressLine1', 'addressLine2', 'addressCountry']
      .map((k) => asString(getMember(location, k)).trim())
      .filter((s) => s.length > 0)
      .join(', ');
    if (text !== '') url += `&location=${encodeURIComponent(text)}`;
  }
  return url;
}

function firstPresent(node: unknown, ...keys: string[]): unknown {
  for (const k of keys) {
    const v = getMember(node, k);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** The share-buttons placeholder of an item, when the website has share button options. */
function socialButton(item: unknown, ctx: RenderContext, frame: Frame, inline: boolean): string {
  const website = ctx.resolve(frame, ['website']);
  const options = getMember(website, 'shareButtonOptions');
  const size = Array.isArray(options) ? options.length : isObject(options) ? Object.keys(options).length : 0;
  if (size === 0) return '';
  const assetUrl = getMember(item, 'assetUrl') ?? getPath(item, ['mainImage', 'assetUrl']);
  const tag = inline ? 'span' : 'div';
  return (
    `<${tag} class="squarespace-social-buttons ${inline ? 'inline-style' : 'button-style'}"` +
    ` data-system-data-id="${asString(firstPresent(item, 'systemDataId', 'mainImageId'))}"` +
    ` data-asset-url="${asString(assetUrl)}"` +
    ` data-record-type="${asString(getMember(item, 'recordType'))}"` +
    ` data-full-url="${asString(getMember(item, 'fullUrl'))}"` +
    ` data-title="${escapeAttr(asString(getMember(item, 'title')))}"></${tag}>`
  );
}

function twitterFollowButton(account: unknown): string {
  let user = asString(getMember(account, 'userName'));
  if (user === '') {
    const parts = asString(getMember(account, 'profileUrl')).split('/');
    user = parts[parts.length - 1]!;
  }
  return (
    "<script>Y.use('squarespace-follow-buttons', function(Y) { " +
    "Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });" +
    `</script><div class="squarespace-follow-button" data-username="${user}"></div>`
  );
}

export const SOCIAL_FORMATTERS: FormatterDef[] = [
  social({
    name: 'activate-twitter-links',
    summary: 'turns URLs, @mentions and #hashtags of a tweet into links',
    maxArgs: 0,
    apply: (value) => activateTwitterLinks(asString(value)),
  }),
  social({
    name: 'comment-count',
    summary: 'the item\'s public comment count as "No Comments", "1 Comment" or "N Comments"',
    maxArgs: 0,
    apply: (value) => commentCount(asNumber(getMember(value, 'publicCommentCount'))),
  }),
  social({
    name: 'comment-link',
    summary: 'a link to the item\'s comments (Disqus when the site uses it)',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => runTemplate('comment-link', ctx, value, frame, false),
  }),
  social({
    name: 'comments',
    summary: 'the comments thread placeholder of an item or collection (Disqus when the site uses it)',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => runTemplate('comments', ctx, value, frame, false),
  }),
  social({
    name: 'google-calendar-url',
    summary: 'a Google Calendar link for an event (title, UTC dates, location)',
    maxArgs: 0,
    apply: (value) => googleCalendarUrl(value),
  }),
  social({
    name: 'like-button',
    summary: 'the like button of an item, when simple liking is enabled',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => runTemplate('like-button', ctx, value, frame, false),
  }),
  social({
    name: 'social-button',
    summary: 'the share buttons placeholder of an item (block style)',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => socialButton(value, ctx, frame, false),
  }),
  social({
    name: 'social-button-inline',
    summary: 'the share buttons placeholder of an item (inline style)',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => socialButton(value, ctx, frame, true),
  }),
  social({
    name: 'twitter-follow-button',
    summary: 'a Twitter follow button for an account (userName, else the end of profileUrl)',
    maxArgs: 0,
    apply: (value) => twitterFollowButton(value),
  }),
];
