/**
 * The one start-up of the apps that run on this computer (`npm run inbox`, `npm run edit`): read the command line and
 * the port, serve on 127.0.0.1 only, print the address with its token, say in Italian when the port is taken (exit 2),
 * and on Ctrl+C or SIGTERM close every connection still open before exiting (a tab left open keeps keep-alive ones,
 * which a plain close waits for: the editor's browser tests waited 2 minutes for it, then failed).
 */
import type { AddressInfo } from 'node:net';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { serve } from '@hono/node-server';

type FetchHandler = (request: Request) => Response | Promise<Response>;
type CommandLineOptions = NonNullable<ParseArgsConfig['options']>;

/** A start-up that cannot go on: the message, and exit code 2. */
export function failStart(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The command line's options; an unknown or malformed one ends the start with its message and the usage line. */
export function readCommandLine<const Options extends CommandLineOptions>(options: Options, usage: string) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, strict: true }).values;
  } catch (error) {
    return failStart(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}

/** `--port`, or the app's own port when it is not given; 0 asks the system for a free one. */
export function readPort(value: string | undefined, defaultPort: number): number {
  const port = value === undefined ? defaultPort : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) failStart(`--port vuole un numero da 0 a 65535, non "${value}".`);
  return port;
}

export interface LocalServer {
  /** The address with its token, as the start-up prints it. */
  url: string;
  port: number;
  /** Stops listening and closes every connection still open. */
  close(): Promise<void>;
}

/**
 * Serves the app on 127.0.0.1 only; rejects when it cannot listen (EADDRINUSE). The app is made with the port it
 * listens on, which it pins its host to (local-auth.ts): with port 0, the one the system gave.
 */
export function listenLocally(createApp: (port: () => number) => FetchHandler, port: number, token: string): Promise<LocalServer> {
  let listening = port;
  const fetch = createApp(() => listening);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      listening = info.port;
      resolve({
        url: `http://127.0.0.1:${info.port}/?token=${token}`,
        port: info.port,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}

export interface LocalStart {
  /** Listens (listenLocally, after whatever the app prepares). */
  open: () => Promise<LocalServer>;
  /** The port asked for, named when it is taken. */
  port: number;
  /** The lines printed once it listens, given its address. */
  announce: (url: string) => string[];
  /** What else to close on the way out (the store). */
  onClose?: () => Promise<unknown>;
}

export async function startLocalApp({ open, port, announce, onClose }: LocalStart): Promise<LocalServer> {
  const server = await open().catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') failStart(`La porta ${port} è già in uso: scegline un’altra con --port.`);
    throw error;
  });
  for (const line of announce(server.url)) console.log(line);
  const shutdown = () => {
    void server
      .close()
      .then(() => onClose?.())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return server;
}
