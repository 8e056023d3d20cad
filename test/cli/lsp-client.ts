/**
 * A language client for tests: `vitrine lsp` started over stdio and driven
 * with vscode-jsonrpc's node connection; published diagnostics are kept per
 * document and can be waited on. `stop` ends the session and kills the
 * process whatever state it is in.
 */
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import type { Diagnostic } from 'vscode-languageserver';
import { startVitrine } from './run-cli.js';

export interface LspClient {
  connection: MessageConnection;
  /** Resolves with the first diagnostics of `uri` that satisfy `ok` (the latest ones already received count). */
  diagnostics(uri: string, ok: (list: Diagnostic[]) => boolean, timeout?: number): Promise<Diagnostic[]>;
  stderr: () => string;
  stop: () => Promise<void>;
}

/** How long a test waits for the server's answer (ms); a folder check compiles its stylesheets. */
export const LSP_WAIT_MS = 120_000;

export async function startLsp(): Promise<LspClient> {
  const child = startVitrine(['lsp', '--stdio']);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const latest = new Map<string, Diagnostic[]>();
  const waiters = new Set<() => void>();
  connection.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: Diagnostic[] }) => {
    latest.set(p.uri, p.diagnostics);
    for (const w of [...waiters]) w();
  });
  connection.listen();
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
  await connection.sendNotification('initialized', {});

  const diagnostics = (uri: string, ok: (list: Diagnostic[]) => boolean, timeout = LSP_WAIT_MS) =>
    new Promise<Diagnostic[]>((resolve, reject) => {
      const check = () => {
        const list = latest.get(uri);
        if (list && ok(list)) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(list);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such diagnostics for ${uri}; last: ${JSON.stringify(latest.get(uri))}\n${stderr}`));
      }, timeout);
      waiters.add(check);
      check();
    });

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        await Promise.race([connection.sendRequest('shutdown').then(() => connection.sendNotification('exit')), exited]);
      } catch {
        // The server may already be gone.
      }
      child.kill('SIGKILL');
      await exited;
    }
    connection.dispose();
  };
  return { connection, diagnostics, stderr: () => stderr, stop };
}
