/**
 * A local SMTP server for the mail tests (the smtp-server package), on port
 * 0, always stopped at teardown. `reject` makes it refuse the next N
 * messages with a temporary error (451), as a relay that is down would.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Test } from 'tap';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export interface LocalSmtp {
  url: string;
  received: Received[];
  /** Refuse the next `n` messages. */
  reject(n: number): void;
  /** Resolves once `n` messages have arrived. */
  waitFor(n: number): Promise<Received[]>;
}

/** The text of a received message with its quoted-printable soft breaks and escapes undone. */
export function decoded(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '');
  const bytes = body.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function startSmtp(t: Test): Promise<LocalSmtp> {
  const received: Received[] = [];
  let rejecting = 0;
  const waiters: { n: number; resolve: (r: Received[]) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (rejecting > 0) {
          rejecting--;
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('latin1') });
        for (const w of waiters.filter((w) => received.length >= w.n)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(received.slice());
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reject: (n) => void (rejecting = n),
    waitFor: (n) => (received.length >= n ? Promise.resolve(received.slice()) : new Promise((resolve) => waiters.push({ n, resolve }))),
  };
}
