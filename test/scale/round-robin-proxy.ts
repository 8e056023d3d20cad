/**
 * A small load balancer for the multi-node test: each request goes to the
 * next node in turn; a node that refuses the connection (dead) is skipped,
 * as a balancer's health check would, and the request tried on the next.
 * Records which node answered each request.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Forwarded {
  node: number;
  method: string;
  path: string;
}

export class RoundRobinProxy {
  private next = 0;
  private server: Server | null = null;
  readonly forwarded: Forwarded[] = [];
  /** Told of each request as it goes to a node (the test kills a node mid-request this way). */
  onForward: (f: Forwarded) => void = () => undefined;

  constructor(private readonly ports: readonly number[]) {}

  async listen(): Promise<number> {
    const server = createServer((req, res) => this.forward(req, res));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  private forward(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => this.attempt(req, res, Buffer.concat(chunks), this.ports.length));
  }

  private attempt(req: IncomingMessage, res: ServerResponse, body: Buffer, triesLeft: number): void {
    const node = this.next++ % this.ports.length;
    const forwarded = { node, method: req.method ?? 'GET', path: req.url ?? '/' };
    const upstream = request({ host: '127.0.0.1', port: this.ports[node], method: req.method, path: req.url, headers: req.headers, agent: false }, (answer) => {
      this.forwarded.push(forwarded);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (e: NodeJS.ErrnoException) => {
      // Refused: nothing reached the node, so any request may go to the next one.
      if (e.code === 'ECONNREFUSED' && triesLeft > 1) return this.attempt(req, res, body, triesLeft - 1);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`node ${node}: ${e.code ?? e.message}`);
      else res.destroy();
    });
    this.onForward(forwarded);
    upstream.end(body);
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
