/** Hover docs: formatters and predicates (`vitrine plugins`), platform tags and system variables. */
import { MarkupKind, type Hover } from 'vscode-languageserver';
import type { PluginEntry } from '../plugins-command.js';
import { pluginDoc } from './completion.js';
import { tokenAt } from './cursor.js';
import { PLATFORM_TAGS, SYSTEM_VARIABLES } from './platform-docs.js';

export function hover(lineText: string, line: number, character: number, plugins: readonly PluginEntry[]): Hover | null {
  const token = tokenAt(lineText, character);
  if (!token) return null;
  const range = { start: { line, character: token.start }, end: { line, character: token.end } };
  const text = (value: string): Hover => ({ contents: { kind: MarkupKind.Markdown, value }, range });
  const tag = /^squarespace:([\w-]+)$/.exec(token.text);
  if (tag && token.before === '<' && PLATFORM_TAGS[tag[1]!.toLowerCase()] !== undefined) {
    return text(`**platform tag** \`<squarespace:${tag[1]!.toLowerCase()}>\`\n\n${PLATFORM_TAGS[tag[1]!.toLowerCase()]!}`);
  }
  if (SYSTEM_VARIABLES[token.text] !== undefined && token.before === '{') {
    return text(`**system variable** \`{${token.text}}\`\n\n${SYSTEM_VARIABLES[token.text]!}`);
  }
  const name = token.text.replace(/^\./, '');
  const kind = name.endsWith('?') ? 'predicate' : token.before === '|' ? 'formatter' : null;
  const entry = kind && plugins.find((e) => e.kind === kind && e.name === name);
  return entry ? text(pluginDoc(entry)) : null;
}
