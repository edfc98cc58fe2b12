import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from './create-sandbox.js';

export interface SandboxServerOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number | undefined;
  host?: string | undefined;
  /** Serve this sandbox; by default a fresh one on the system clock. */
  sandbox?: Sandbox | undefined;
}

export interface SandboxServer {
  /** The origin, e.g. `http://127.0.0.1:8787`; the bases are `${url}/mint` and `${url}/market`. */
  url: string;
  sandbox: Sandbox;
  /** Stops listening and drops open connections; disposes the sandbox only if this call made it. */
  close(): Promise<void>;
}

/**
 * The sandbox as a real HTTP server (`mintkit/sandbox/node`), for end-to-end runs and `npm run sandbox`.
 *
 * @example
 * const server = await startSandboxServer({ port: 0 });
 * const res = await fetch(`${server.url}/__sandbox/manifest`);
 * await server.close();
 */
export function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  const ownsSandbox = options.sandbox === undefined;
  const sandbox = options.sandbox ?? createSandbox();
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: (request, env) => sandbox.app.fetch(request, env), port: options.port ?? 8787, hostname: host });
    server.once('error', reject);
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      const hostForUrl = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${hostForUrl}:${port}`,
        sandbox,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            if (ownsSandbox) sandbox.dispose();
          }),
      });
    });
  });
}
