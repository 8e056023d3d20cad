// The examples of the "For template authors" section (docs/cli.md, moved from the README) print what the page says.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run-cli.js';
import { normal, readmeBlocks, runBlock, SECTION } from './readme-examples.js';

// Shell commands running the CLI: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const blocks = readmeBlocks(readFileSync(join(ROOT, 'docs/cli.md'), 'utf8'));

t.test('the section has examples of every command', async (t) => {
  const commands = blocks.flat().map((e) => e.command);
  for (const c of ['render', 'check', 'tree', 'stats', 'plugins']) {
    t.ok(commands.some((line) => line.startsWith(`npx vitrine ${c} `)), `${SECTION}: vitrine ${c}`);
  }
  t.ok(commands.some((line) => line.includes('--format json')));
  t.ok(commands.some((line) => line.includes('--schema')));
});

t.test('each example prints its documented output', async (t) => {
  const runs = await Promise.all(blocks.map(runBlock));
  blocks.forEach((block, b) => {
    const { outputs } = runs[b]!;
    t.equal(outputs.length, block.length, `block ${b + 1}: every command ran`);
    block.forEach((example, i) => t.equal(normal(outputs[i] ?? ''), normal(example.expected), `$ ${example.command}`));
  });
});
