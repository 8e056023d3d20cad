/** Entry point of the `vitrine` command (bin/vitrine.js runs it from dist/, or from the sources through tsx). */
import { run } from './program.js';

process.exitCode = await run(process.argv.slice(2));
