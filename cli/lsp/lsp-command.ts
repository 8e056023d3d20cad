/**
 * `vitrine lsp`: a language server over stdio for template folders and
 * templates (.html .region .list .item .block .page .conf): the diagnostics
 * of `vitrine check` as you type, hover docs, completion and go to
 * definition. Nothing but protocol messages may go to stdout.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CodeActionKind, createConnection, DiagnosticSeverity, TextDocuments, TextDocumentSyncKind, type CodeAction, type Diagnostic } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { walk } from '../../site/theme/load-theme.js';
import { SYSTEM_PARTIALS } from '../../site/render/system-partials.js';
import { CART_PILL_PARTIAL } from '../../site/render/cart-pill.js';
import type { CheckDiagnostic } from '../check-diagnostic.js';
import { pluginEntries } from '../plugins-command.js';
import { complete } from './completion.js';
import { ContextPaths } from './context-paths.js';
import { definition } from './definition.js';
import { diagnoseFile, diagnoseFolder } from './diagnose.js';
import { hover } from './hover.js';
import { rangeAt } from './ranges.js';
import { ShadowFolder } from './shadow-folder.js';
import { documentLinks } from './links.js';
import { RULE_IDS, ruleDocLink } from '../lint/rules.js';
import { duplicateKeyEdits } from '../lint/fixes.js';

/** Typing pauses this long before a folder is checked again (ms). */
export const DIAGNOSTICS_DEBOUNCE_MS = 150;

/** The files the server answers for. */
const TEMPLATE_FILE = /\.(html|region|list|item|block|page|conf)$/;

/** The nearest folder holding template.conf that contains `file`, or null. */
function folderOf(file: string): string | null {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'template.conf'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

const relPath = (folder: string, file: string) => relative(folder, file).split(sep).join('/');

export function lspCommand(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Promise<number> {
  const connection = createConnection(input, output);
  const documents = new TextDocuments(TextDocument);
  const plugins = pluginEntries();
  const shadows = new Map<string, ShadowFolder>();
  const published = new Map<string, Set<string>>();
  const timers = new Map<string, NodeJS.Timeout>();
  const contexts = new ContextPaths();
  const running = new Map<string, Promise<void>>();

  const toDiagnostic = (text: string, d: CheckDiagnostic): Diagnostic => ({
    range: rangeAt(text, d.line, d.column),
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    ...(RULE_IDS.has(d.code) ? { codeDescription: { href: ruleDocLink(d.code) } } : {}),
    source: 'vitrine',
    message: d.message,
  });
  const textOf = (file: string): string => documents.get(pathToFileURL(file).href)?.getText() ?? (existsSync(file) ? readFileSync(file, 'utf8') : '');

  const checkFolder = async (folder: string): Promise<void> => {
    let shadow = shadows.get(folder);
    if (!shadow) shadows.set(folder, (shadow = new ShadowFolder(folder)));
    const overlays = new Map<string, string>();
    for (const doc of documents.all()) {
      const file = fileURLToPath(doc.uri);
      if (folderOf(file) === folder) overlays.set(relPath(folder, file), doc.getText());
    }
    const byFile = await diagnoseFolder(shadow, overlays);
    const before = published.get(folder) ?? new Set<string>();
    const now = new Set<string>();
    for (const [rel, list] of byFile) {
      const file = join(folder, rel);
      const uri = pathToFileURL(file).href;
      now.add(uri);
      const text = textOf(file);
      await connection.sendDiagnostics({ uri, diagnostics: list.map((d) => toDiagnostic(text, d)) });
    }
    for (const uri of before) if (!now.has(uri)) await connection.sendDiagnostics({ uri, diagnostics: [] });
    published.set(folder, now);
  };

  // One check per folder at a time; a change during a check schedules one more.
  const schedule = (folder: string): void => {
    clearTimeout(timers.get(folder));
    timers.set(
      folder,
      setTimeout(() => {
        timers.delete(folder);
        const previous = running.get(folder) ?? Promise.resolve();
        const next = previous
          .then(() => checkFolder(folder))
          .catch((e: unknown) => connection.console.error(`vitrine: checking ${folder} failed: ${e instanceof Error ? e.message : String(e)}`));
        running.set(folder, next);
      }, DIAGNOSTICS_DEBOUNCE_MS),
    );
  };

  const diagnose = (doc: TextDocument): void => {
    const file = fileURLToPath(doc.uri);
    // A stylesheet of a template folder is checked with its folder (LESS findings); no other stylesheet is the server's.
    if (/\.(less|css)$/.test(file)) {
      const folder = folderOf(file);
      if (folder) schedule(folder);
      return;
    }
    if (!TEMPLATE_FILE.test(file)) return;
    const folder = folderOf(file);
    if (folder && !file.endsWith('.html')) return schedule(folder);
    const text = doc.getText();
    void connection.sendDiagnostics({ uri: doc.uri, diagnostics: diagnoseFile(text).map((d) => toDiagnostic(text, d)) });
  };

  documents.onDidOpen((e) => diagnose(e.document));
  documents.onDidChangeContent((e) => diagnose(e.document));
  documents.onDidSave((e) => {
    const folder = folderOf(fileURLToPath(e.document.uri));
    if (folder) contexts.reset(folder);
  });
  documents.onDidClose((e) => {
    const file = fileURLToPath(e.document.uri);
    const folder = folderOf(file);
    if (folder && !file.endsWith('.html')) schedule(folder);
    else if (/\.(less|css)$/.test(file)) return;
    else void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      definitionProvider: true,
      completionProvider: { triggerCharacters: ['|', '.', '{', ' '] },
      documentLinkProvider: { resolveProvider: false },
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
    },
    serverInfo: { name: 'vitrine' },
  }));

  const at = (uri: string, line: number) => {
    const doc = documents.get(uri);
    if (!doc) return null;
    const text = doc.getText();
    return { doc, text, lineText: text.split('\n')[line] ?? '', file: fileURLToPath(uri) };
  };

  connection.onHover(({ textDocument, position }) => {
    const here = at(textDocument.uri, position.line);
    return here ? hover(here.lineText, position.line, position.character, plugins) : null;
  });

  connection.onDefinition(({ textDocument, position }) => {
    const here = at(textDocument.uri, position.line);
    if (!here) return null;
    return definition({ uri: textDocument.uri, text: here.text, lineText: here.lineText, character: position.character, folder: folderOf(here.file), isConf: here.file.endsWith('template.conf') });
  });

  connection.onCompletion(async ({ textDocument, position }) => {
    const here = at(textDocument.uri, position.line);
    if (!here) return [];
    const folder = folderOf(here.file);
    const blocks = folder ? walk(join(folder, 'blocks')).map((f) => relPath(join(folder, 'blocks'), f)).filter((n) => n.endsWith('.block')) : [];
    const macros = [...here.text.matchAll(/\{\.macro\s+([^}\s]+)\s*\}/g)].map((m) => m[1]!);
    return complete({
      lineText: here.lineText,
      character: position.character,
      textBefore: here.text.slice(0, here.doc.offsetAt(position)),
      plugins,
      blocks,
      // The platform's partials, not Vitrine's own (the cart pill's marker partial is no name an author can use on the platform).
      systemBlocks: Object.keys(SYSTEM_PARTIALS).filter((name) => name !== CART_PILL_PARTIAL),
      macros,
      context: () => (folder ? contexts.tree(folder, relPath(folder, here.file)) : Promise.resolve({ kind: 'object', children: new Map() })),
    });
  });

  connection.onDocumentLinks(({ textDocument }) => {
    const doc = documents.get(textDocument.uri);
    if (!doc) return [];
    const file = fileURLToPath(textDocument.uri);
    return documentLinks(doc.getText(), folderOf(file), file.endsWith('template.conf'));
  });

  // Quick fixes: the mechanical fix of `check --fix` where there is one, and for every rule a comment disabling it on that line.
  connection.onCodeAction(({ textDocument, context }) => {
    const doc = documents.get(textDocument.uri);
    if (!doc) return [];
    const text = doc.getText();
    const file = fileURLToPath(textDocument.uri);
    const actions: CodeAction[] = [];
    for (const d of context.diagnostics) {
      if (d.source !== 'vitrine' || typeof d.code !== 'string') continue;
      if (d.code === 'CONF_DUPLICATE_KEY') {
        const edits = duplicateKeyEdits(text, { line: d.range.start.line + 1, col: d.range.start.character + 1 });
        if (edits.length) {
          actions.push({
            title: 'Remove the earlier key (the platform uses this one)',
            kind: CodeActionKind.QuickFix,
            diagnostics: [d],
            isPreferred: true,
            edit: { changes: { [textDocument.uri]: edits.map((e) => ({ range: { start: doc.positionAt(e.start), end: doc.positionAt(e.end) }, newText: e.text })) } },
          });
        }
      }
      const line = d.range.start.line;
      const indent = /^[ \t]*/.exec(text.split('\n')[line] ?? '')![0];
      const comment = /\.(conf|less|css)$/.test(file) ? `// vitrine-disable-next-line ${d.code}` : `{##vitrine-disable-next-line ${d.code}##}`;
      // JSON .conf files take // comments (the platform's reader does), stylesheets LESS's.
      actions.push({
        title: `Disable ${d.code} for this line`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        edit: { changes: { [textDocument.uri]: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${indent}${comment}\n` }] } },
      });
    }
    return actions;
  });

  connection.onShutdown(() => {
    for (const t of timers.values()) clearTimeout(t);
    for (const s of shadows.values()) s.dispose();
  });

  documents.listen(connection);
  connection.listen();
  // The client ends the session (shutdown, exit); the library exits the process then.
  return new Promise<number>(() => {});
}
