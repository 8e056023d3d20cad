/**
 * Vitrine's stand-in for the platform's front-end layer (DEVELOPER-MODE.md
 * 7): the block-layout CSS, the image loader and the YUI subset template
 * scripts call (platform.css, platform.js beside this file). Developer-mode
 * previews (`vitrine serve`, `render --site`) load them through
 * {squarespace-headers} and {squarespace-footers}; the server routes them.
 */
import { readFileSync } from 'node:fs';

export const PLATFORM_CSS_PATH = '/__vitrine/platform.css';
export const PLATFORM_JS_PATH = '/__vitrine/platform.js';

const cache = new Map<string, string>();

function read(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
    cache.set(name, text);
  }
  return text;
}

export const platformCss = (): string => read('platform.css');
export const platformJs = (): string => read('platform.js');

/** What {squarespace-headers} adds: the CSS before the site's, the script before the template's. */
export const PLATFORM_HEADERS = [`<link rel="stylesheet" type="text/css" href="${PLATFORM_CSS_PATH}">`, `<script src="${PLATFORM_JS_PATH}"></script>`];

/** What {squarespace-footers} adds: the image loader's bootstrap at the end of the body. */
export const PLATFORM_FOOTERS = '<script>window.VitrinePlatform && VitrinePlatform.bootstrap();</script>';
