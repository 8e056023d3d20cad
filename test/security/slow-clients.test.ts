// Item 9 of the hardening issue: a client that stalls in the middle of its
// upload is answered 408 and closed once the request timeout passes, and a
// graceful shutdown does not wait on a stalled upload longer than its
// in-flight grace period.
import t from 'tap';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { shutdown } from '../../server/ops/shutdown.js';
import { testServer } from '../server/helpers.js';

t.setTimeout(120_000);

/** Opens a connection and sends a POST whose body stops half-way; resolves with the socket. */
function stalledUpload(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write('POST /render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"template":"');
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/** What the server sends before it closes the socket. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (text += c));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
}

t.test('a stalled upload gets 408 and is closed after the request timeout', { timeout: 60_000 }, async (t) => {
  const app = await testServer({ requestTimeoutMs: 1000 });
  t.teardown(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const sockets = await Promise.all([1, 2, 3].map(() => stalledUpload(port)));
  t.teardown(() => sockets.forEach((s) => s.destroy()));
  const answers = await Promise.all(sockets.map(untilClosed));
  for (const a of answers) t.match(a, /^HTTP\/1\.1 408/, 'the server answers 408 and closes');
});

t.test('shutdown closes a stalled upload after its grace period', { timeout: 60_000 }, async (t) => {
  // A long request timeout: only the shutdown's grace period can end the upload.
  const app = await testServer({ requestTimeoutMs: 600_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = await stalledUpload(port);
  t.teardown(() => socket.destroy());
  const closed = untilClosed(socket);
  await shutdown(app, { timeoutMs: 300, reason: 'test' });
  t.equal(app.server.listening, false, 'the server has shut down');
  await closed;
  t.pass('the stalled upload was closed');
});
