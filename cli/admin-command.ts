/**
 * `vitrine admin`: the operator's tasks on the store the server's
 * environment names (DATABASE_URL / VITRINE_DATABASE_FILE, VITRINE_DATABASE_SCHEMA):
 *
 *   vitrine admin status          migrations applied and pending
 *   vitrine admin backup FILE     a consistent copy while the service runs (SQLite backup API, or pg_dump)
 *   vitrine admin export EMAIL    one customer's personal data, as JSON on stdout
 *   vitrine admin erase EMAIL --yes   erase it (orders kept, their personal fields blanked)
 */
import { loadConfig } from '../server/config.js';
import { openStore } from '../server/store/index.js';
import { backupPostgres, backupSqlite, migrationStatus } from '../server/ops/backup.js';
import { eraseCustomer, exportCustomer } from '../server/ops/customer-data.js';
import { CliError, EXIT_OK } from './io.js';

export async function adminCommand(task: string, arg: string | undefined, flags: { yes?: boolean }, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { database } = loadConfig(env);
  const options = database.url ? { url: database.url, schema: database.schema, poolSize: 2 } : { file: database.file };
  const out = (v: unknown) => process.stdout.write(`${typeof v === 'string' ? v : JSON.stringify(v, null, 2)}\n`);
  switch (task) {
    case 'status':
      out(await migrationStatus(options));
      return EXIT_OK;
    case 'backup':
      if (!arg) throw new CliError('vitrine admin backup: name the FILE to write');
      if (database.url) await backupPostgres(database.url, database.schema, arg);
      else await backupSqlite(database.file, arg);
      out(`backup written to ${arg}`);
      return EXIT_OK;
    case 'export':
    case 'erase': {
      if (!arg) throw new CliError(`vitrine admin ${task}: name the customer's EMAIL`);
      if (task === 'erase' && !flags.yes) throw new CliError('vitrine admin erase: this cannot be undone; add --yes');
      const store = await openStore(options);
      try {
        out(task === 'export' ? await exportCustomer(store, arg) : await eraseCustomer(store, arg));
      } finally {
        await store.close();
      }
      return EXIT_OK;
    }
    default:
      throw new CliError(`vitrine admin: unknown task ${JSON.stringify(task)} (status, backup, export, erase)`);
  }
}
