/** A TCP port free on 127.0.0.1 right now (the OS picks it), for a server a test or benchmark starts as a process. */
import { createServer, type AddressInfo } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
