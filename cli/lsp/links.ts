/**
 * Document links: in templates, `apply NAME` and `{.include NAME}` to
 * blocks/NAME (or NAME.block) and a tag's `template="X"` to blocks/X.block;
 * in template.conf, each region of a layout to its .region file and each
 * stylesheet to styles/NAME. Only targets that exist are links.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentLink } from 'vscode-languageserver';

interface Found {
  at: number;
  length: number;
  file: string;
}

function positionOf(text: string, offset: number): { line: number; character: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}

function blockFile(folder: string, name: string): string | null {
  return [join(folder, 'blocks', name), join(folder, 'blocks', `${name}.block`)].find((f) => f.endsWith('.block') && existsSync(f)) ?? null;
}

function templateTargets(text: string, folder: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(/(\|\s*apply\s+|\{\.include\s+)([^\s}|]+)/g)) {
    const file = blockFile(folder, m[2]!);
    if (file) out.push({ at: m.index + m[1]!.length, length: m[2]!.length, file });
  }
  for (const m of text.matchAll(/(<squarespace:[\w-]+\b[^>]*?\btemplate\s*=\s*")([^"{}]+)"/gi)) {
    const file = blockFile(folder, m[2]!.trim());
    if (file) out.push({ at: m.index + m[1]!.length, length: m[2]!.length, file });
  }
  return out;
}

function confTargets(text: string, folder: string): Found[] {
  const out: Found[] = [];
  const section = (key: string): { start: number; end: number } | null => {
    const m = new RegExp(`"${key}"\\s*:\\s*([\\[{])`).exec(text);
    if (!m) return null;
    // To the matching bracket, strings skipped.
    const open = m[1]!;
    const close = open === '[' ? ']' : '}';
    let depth = 0;
    for (let i = m.index + m[0].length - 1; i < text.length; i++) {
      const c = text[i];
      if (c === '"') {
        for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      } else if (c === open) depth++;
      else if (c === close && --depth === 0) return { start: m.index, end: i };
    }
    return null;
  };
  const strings = (range: { start: number; end: number } | null, inRegions: boolean, target: (name: string) => string) => {
    if (!range) return;
    const body = text.slice(range.start, range.end);
    const re = inRegions ? /("regions"\s*:\s*\[)([^\]]*)\]/g : /()([\s\S]*)/g;
    for (const list of body.matchAll(re)) {
      const listAt = range.start + list.index + list[1]!.length;
      for (const s of list[2]!.matchAll(/"([^"\\]+)"/g)) {
        if (!inRegions && s.index === 0 && s[1] === 'stylesheets') continue;
        const file = target(s[1]!);
        if (existsSync(file)) out.push({ at: listAt + s.index + 1, length: s[1]!.length, file });
      }
    }
  };
  strings(section('layouts'), true, (name) => join(folder, name.endsWith('.region') ? name : `${name}.region`));
  strings(section('stylesheets'), false, (name) => join(folder, 'styles', name));
  return out;
}

export function documentLinks(text: string, folder: string | null, isConf: boolean): DocumentLink[] {
  if (!folder) return [];
  const found = isConf ? confTargets(text, folder) : templateTargets(text, folder);
  return found.map((f) => ({ range: { start: positionOf(text, f.at), end: positionOf(text, f.at + f.length) }, target: pathToFileURL(f.file).href }));
}
