/** Entry point of the `vitrine` command (bin/vitrine.js loads it through tsx). */
import { run } from './program.js';

process.exitCode = await run(process.argv.slice(2));
