import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LINUX_EPHEMERAL_RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
const FIRST_QUIET_PORT = 20_000;

/** The first port the OS hands out on its own (to `listen(0)`, to an outgoing connection): 32768 on Linux by default. */
function firstEphemeralPort(): number {
  try {
    const first = Number.parseInt(readFileSync(LINUX_EPHEMERAL_RANGE, 'utf8').trim().split(/\s+/)[0] ?? '', 10);
    return Number.isInteger(first) && first > FIRST_QUIET_PORT + 1_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

async function nothingListensOn(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port on 127.0.0.1 where nothing listens now, for a server that goes down and must come back on the same port.
 * It is picked below the OS's ephemeral range: a port from `listen(0)` was handed out again once while its server was
 * down (CI: `listen EADDRINUSE` at the restart of the SMTP sink), which the OS never does with a port out of that range.
 */
export async function quietPort(): Promise<number> {
  const span = firstEphemeralPort() - FIRST_QUIET_PORT;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = FIRST_QUIET_PORT + Math.floor(Math.random() * span);
    if (await nothingListensOn(port)) return port;
  }
  throw new Error(`No free port between ${FIRST_QUIET_PORT} and ${FIRST_QUIET_PORT + span}`);
}
