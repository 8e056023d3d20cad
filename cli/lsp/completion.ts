/**
 * Completion inside an instruction: formatters after `|`, block names and
 * macros after `apply`, predicates (and instruction keywords) after `{.`,
 * and context paths after `{` or a section's name.
 */
import { CompletionItemKind, MarkupKind, type CompletionItem } from 'vscode-languageserver';
import type { PluginEntry } from '../plugins-command.js';
import { instructionBefore } from './cursor.js';
import { nodeAt, type PathNode } from './context-paths.js';
import { scopesAt } from './scopes.js';

export interface CompletionInput {
  lineText: string;
  character: number;
  /** The document up to the cursor (for the enclosing scopes). */
  textBefore: string;
  plugins: readonly PluginEntry[];
  /** Block names of the folder (`card.block`), macros of the document. */
  blocks: readonly string[];
  /** Partials the platform provides (a folder's block of the same name wins). */
  systemBlocks?: readonly string[];
  macros: readonly string[];
  /** The folder's context tree (loaded only when a path is being typed). */
  context: () => Promise<PathNode>;
}

const KEYWORDS = ['section', 'repeated section', 'end', 'or', 'alternates with', 'if', 'var', 'macro', 'include', 'inject', 'eval', 'ctx'];

export function pluginDoc(e: PluginEntry): string {
  return `**${e.kind}** \`${e.name}\` (${e.family}), ${e.args} argument${e.args === '1' ? '' : 's'}\n\n${e.summary}`;
}

function plugin(e: PluginEntry): CompletionItem {
  return {
    label: e.name,
    kind: e.kind === 'formatter' ? CompletionItemKind.Function : CompletionItemKind.Operator,
    detail: `${e.kind} (${e.family}), ${e.args} argument${e.args === '1' ? '' : 's'}`,
    documentation: { kind: MarkupKind.Markdown, value: pluginDoc(e) },
  };
}

export async function complete(input: CompletionInput): Promise<CompletionItem[]> {
  const at = instructionBefore(input.lineText, input.character);
  if (!at) return [];
  const { inner } = at;
  if (/\|\s*apply\s+[\w./-]*$/.test(inner)) {
    // Each name once: a macro, else the folder's block, else the platform's partial.
    const items = new Map<string, CompletionItem>();
    const add = (label: string, item: CompletionItem) => {
      if (!items.has(label)) items.set(label, item);
    };
    for (const label of input.macros) add(label, { label, kind: CompletionItemKind.Snippet, detail: 'macro of this template' });
    for (const label of input.blocks) add(label, { label, kind: CompletionItemKind.File, detail: `blocks/${label}` });
    for (const label of input.systemBlocks ?? []) add(label, { label, kind: CompletionItemKind.File, detail: 'a partial the platform provides' });
    return [...items.values()];
  }
  if (/\|\s*[\w-]*$/.test(inner)) return input.plugins.filter((e) => e.kind === 'formatter').map(plugin);
  if (/^\.(?:or\s+)?[\w-]*\??$/.test(inner)) {
    const predicates = input.plugins.filter((e) => e.kind === 'predicate').map(plugin);
    return /^\.or\s/.test(inner) ? predicates : [...predicates, ...KEYWORDS.map((label) => ({ label, kind: CompletionItemKind.Keyword }))];
  }
  const path = /^(?:\.(?:repeated\s+)?section\s+|\.if\s+(?:[\w.@-]+\s*(?:&&|\|\|)\s*)*|\.var\s+@[\w-]+\s+)?([\w@-]+(?:\.[\w@-]*)*|)$/.exec(inner);
  if (!path) return [];
  const segments = path[1]!.split('.');
  segments.pop(); // the name being typed
  const root = await input.context();
  const seen = new Map<string, CompletionItem>();
  for (const scope of scopesAt(input.textBefore)) {
    const node = nodeAt(root, [...scope, ...segments]);
    if (!node) continue;
    for (const [key, child] of node.children) {
      if (seen.has(key)) continue;
      seen.set(key, {
        label: key,
        kind: child.children.size ? CompletionItemKind.Module : CompletionItemKind.Field,
        detail: child.sample === undefined ? child.kind : `${child.kind}: ${child.sample}`,
      });
    }
  }
  return [...seen.values()];
}
