// The Vitrine extension: starts `vitrine lsp --stdio` (the project's
// node_modules/.bin/vitrine, else the global one on the PATH, or the
// vitrine.path setting) and connects VS Code to it for template folders.
const { existsSync } = require('node:fs');
const { dirname, join } = require('node:path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

/** The vitrine command: the setting, else node_modules/.bin/vitrine in a workspace folder or above it, else `vitrine` on the PATH. */
function vitrineCommand() {
  const configured = vscode.workspace.getConfiguration('vitrine').get('path');
  if (configured) return configured;
  const bin = process.platform === 'win32' ? 'vitrine.cmd' : 'vitrine';
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    for (let dir = folder.uri.fsPath; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', '.bin', bin);
      if (existsSync(candidate)) return candidate;
      if (dirname(dir) === dir) break;
    }
  }
  return bin;
}

function activate(context) {
  const command = vitrineCommand();
  const run = { command, args: ['lsp', '--stdio'], transport: TransportKind.stdio, options: { shell: process.platform === 'win32' } };
  client = new LanguageClient(
    'vitrine',
    'Vitrine',
    { run, debug: run },
    {
      documentSelector: [
        { scheme: 'file', language: 'squarespace-template' },
        { scheme: 'file', language: 'squarespace-conf' },
        { scheme: 'file', pattern: '**/styles/*.{less,css}' },
      ],
    },
  );
  client.start().catch((e) => {
    vscode.window.showErrorMessage(`Vitrine: could not start \`${command} lsp --stdio\` (${e && e.message ? e.message : e}). Install it in the project (npm install -D vitrine) or set vitrine.path.`);
  });
  context.subscriptions.push({ dispose: () => client && client.stop() });
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
