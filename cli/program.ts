/**
 * The `vitrine` command line: commands, options and help (commander).
 * Each action returns its exit status; usage errors exit 2.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { CliError, EXIT_OK, EXIT_USAGE } from './io.js';
import { fromRoot } from '../site/project-root.js';

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

function version(): string {
  const pkg = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

// Each command's module is loaded when the command runs, so `--help` and
// light commands do not pay for the others' dependencies.
export function buildProgram(done: (status: number) => void): Command {
  const program = new Command('vitrine')
    .description('Render and check Squarespace JSON-Template templates.')
    .version(version())
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)');

  program
    .command('render')
    .description(
      'Render TEMPLATE with JSON data; print the HTML. Diagnostics go to stderr as file:line:col. ' +
        'With --site DIR: write every page of a template folder as static HTML under --out.',
    )
    .argument('[template]', 'template file (not with --site)')
    .option('--site <dir>', 'a template folder (holding template.conf): render the whole site')
    .option('--fixtures <file|dir>', 'with --site: the content fixture (default: content or fixtures beside DIR)')
    .option('--json <file>', "the context as a JSON file ('-' for standard input); default {}")
    .option('--partials <dir|file.json>', 'partials: a directory (name = relative path) or a JSON object of name -> source')
    .option('--inject <name=file>', 'a JSON file for {.inject @var name} (repeatable)', collect)
    .option('--locale <tag>', 'BCP 47 locale (default en)')
    .option('--tz <zone>', 'IANA time zone (default website.timeZone, else America/New_York)')
    .option('--now <iso|ms>', 'the clock: an ISO 8601 date-time or epoch milliseconds (default: now)')
    .option('--out <file|dir>', 'write the HTML to a file instead of stdout (with --site: the output folder)')
    .option('--allow-errors', 'exit 0 even when the render has errors')
    .option('--preprocess', "run only the platform's preprocessor pass ({^...} tags) and print the template it gives")
    .option('--scenario <name>', 'with --site: render the site under a scenario (sold-out, on-sale, empty-cart, cart-120, member, locked, lang-TAG, phone, tablet, desktop)')
    .action(async (template: string | undefined, flags) => {
      if (flags.site !== undefined) {
        if (template !== undefined) throw new CliError('vitrine: render takes either TEMPLATE or --site DIR, not both');
        if (flags.preprocess) throw new CliError('vitrine: --preprocess renders one TEMPLATE, not --site DIR');
        return done(await (await import('./render-site-command.js')).renderSiteCommand(flags.site, flags));
      }
      if (template === undefined) throw new CliError("error: missing required argument 'template' (or give --site DIR)");
      done((await import('./render-command.js')).renderCommand(template, flags));
    });

  program
    .command('check')
    .description(
      'Check templates without rendering: syntax, plugins and their arguments, partials, macros, and (with --schema) variables. ' +
        'A folder holding template.conf is checked whole: .conf schemas, layouts and regions, blocks, navigation templates, views, stylesheets.',
    )
    .argument('<template...>', 'template files, or template folders')
    .option('--partials <dir|file.json>', 'the partials that apply and {.include} may name')
    .option('--schema <file>', 'JSON Schema of the context: report variables it can never have')
    .option('--scenarios <all>', "with a folder: render every page under every scenario and report errors per scenario")
    .option('--scenario <name>', 'with a folder: render every page under this scenario (repeatable; see --scenarios)', collect)
    .option('--reference', 'with a folder: render every page with the reference engine (@squarespace/template-engine) too and report where the outputs differ')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .addOption(new Option('--fail-level <level>', 'the lowest severity that makes the exit status 1').choices(['error', 'warning', 'none']).default('error'))
    .option('--fix', 'first fix what can be fixed mechanically (docs/rules.md says which rules), then check')
    .action(async (templates: string[], flags) => done(await (await import('./check-command.js')).checkCommand(templates, flags)));

  program
    .command('serve')
    .description(
      'Preview a template folder (holding template.conf) with fixture content in the browser; ' +
        'pages reload on changes, stylesheets swap in place, and template errors show as an overlay.',
    )
    .argument('<dir>', 'the template folder')
    .option('--fixtures <file|dir>', 'the content fixture (default: content or fixtures beside DIR, else generated content)')
    .option('--port <n>', 'port to listen on (0: any free port)', '3000')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--provenance', 'add the provenance overlay: a toggle; hovering an element shows the template file:line:col, values and branches behind it')
    .option('--editor <name|template>', "with --provenance: the editor links open: vscode, jetbrains, or a template with {file}, {line}, {col}", 'vscode')
    .addOption(
      new Option('--csp <policy>', "the pages' Content-Security-Policy: none (as the platform serves templates: scripts, styles and fonts from other hosts, inline handlers) or strict (Vitrine's storefront policy)")
        .choices(['none', 'strict'])
        .default('none'),
    )
    .option('--build', "run the folder's own build first (the build script of its package.json, after npm install when node_modules is missing)")
    .action(async (dir: string, flags) => done(await (await import('./serve-command.js')).serveCommand(dir, flags)));

  program
    .command('fixtures')
    .description(
      "Turn pages saved from a live site at ?format=json (files or folders of them) into a fixtures folder for serve and render --site.",
    )
    .argument('<page...>', 'saved ?format=json pages, or folders holding them')
    .requiredOption('--out <dir>', 'the fixtures folder to write (site.json, collections/)')
    .action(async (pages: string[], flags) => done((await import('./fixtures-command.js')).fixturesCommand(pages, flags)));

  program
    .command('tree')
    .description('Print the instruction tree of TEMPLATE as JSON (every node with its line and col).')
    .argument('<template>', 'template file')
    .action(async (template: string) => done((await import('./tree-command.js')).treeCommand(template)));

  program
    .command('stats')
    .description(
      'Print counts of instructions by type, formatters, predicates and variables of TEMPLATE as JSON. ' +
        'With --profile: render it and print what each instruction costs, and write a flame graph; ' +
        'with --profile --site DIR: the same for the page at URLPATH of a template folder\'s site.',
    )
    .argument('[template]', 'template file; with --site: the URL path of the page (default /)')
    .option('--profile', 'render TEMPLATE and print each instruction\'s cost per render (self and total ms, calls)')
    .option('--site <dir>', 'with --profile: profile a page of this template folder (holding template.conf)')
    .option('--fixtures <file|dir>', 'with --site: the content fixture (default: content or fixtures beside DIR)')
    .option('--now <iso|ms>', 'with --site: the clock (an ISO 8601 date-time or epoch milliseconds)')
    .option('--json <file>', 'with --profile: the context as a JSON file')
    .option('--partials <dir|file.json>', 'with --profile: the partials')
    .option('--inject <name=file>', 'with --profile: a JSON file for {.inject @var name} (repeatable)', collect)
    .option('--runs <n>', 'with --profile: renders measured (default 200)')
    .option('--flame <file>', 'with --profile: the flame graph file, folded stacks in µs (default profile.folded)')
    .action(async (template: string | undefined, flags) => {
      if (flags.site !== undefined) {
        if (!flags.profile) throw new CliError('vitrine: stats --site DIR profiles a page: add --profile');
        if (flags.json !== undefined || flags.partials !== undefined || flags.inject !== undefined) {
          throw new CliError('vitrine: --json, --partials and --inject are for stats TEMPLATE --profile; with --site the page takes its content and blocks from the folder');
        }
        return done(await (await import('./profile/site-profile-command.js')).siteProfileCommand(flags.site, template, flags));
      }
      if (template === undefined) throw new CliError("error: missing required argument 'template' (or give --profile --site DIR)");
      if (flags.profile) return done((await import('./profile/profile-command.js')).profileCommand(template, flags));
      done((await import('./tree-command.js')).statsCommand(template));
    });

  program
    .command('plugins')
    .description('List every formatter and predicate: kind, name, family, argument count, summary.')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--family <name>', 'only this family (core, commerce, content, ...)')
    .action(async (flags) => done((await import('./plugins-command.js')).pluginsCommand(flags)));

  program
    .command('lsp')
    .description(
      'Language server over stdio for template folders and templates: the diagnostics of check as you type, ' +
        'hover docs, completion and go to definition.',
    )
    .option('--stdio', 'talk over standard input and output (the default; accepted for editors that pass it)')
    .action(async () => done(await (await import('./lsp/lsp-command.js')).lspCommand()));

  program
    .command('admin')
    .description(
      "The store the server's environment names: status (migrations applied and pending), backup FILE (while the service runs), " +
        "export EMAIL (one customer's personal data as JSON), erase EMAIL --yes (orders kept, their personal fields blanked).",
    )
    .argument('<task>', 'status, backup, export or erase')
    .argument('[arg]', 'the backup FILE, or the customer EMAIL')
    .option('--yes', 'erase: confirm (it cannot be undone)')
    .action(async (task: string, arg: string | undefined, flags) => done(await (await import('./admin-command.js')).adminCommand(task, arg, flags)));

  return program;
}

/** Runs the CLI on `args` (without node and the script); resolves to the exit status. */
export async function run(args: string[]): Promise<number> {
  let status = EXIT_OK;
  const program = buildProgram((s) => {
    status = s;
  });
  try {
    await program.parseAsync(args, { from: 'user' });
    return status;
  } catch (e) {
    if (e instanceof CliError) {
      process.stderr.write(`${e.message}\n`);
      return e.exitCode;
    }
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    throw e;
  }
}
