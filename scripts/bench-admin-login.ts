/**
 * What a login to the owner's app costs on a running runtime (npm start, wrangler dev, Deno) with ADMIN_PASSWORD_HASH:
 *
 *   npm run bench:admin-login -- http://127.0.0.1:4173
 *
 * Sends 10 logins with a wrong password from one address (each counted in the store, then checked against the scrypt
 * hash), then 5 more, which the limit answers 429 after the same counting but without hashing: the difference of the
 * two medians is the hash's time on that runtime. It uses up the account's attempts for a minute: not on a site in use.
 */
import { performance } from 'node:perf_hooks';

const argument = process.argv[2] ?? '';
if (!URL.canParse(argument)) {
  console.error('Uso: npm run bench:admin-login -- http://127.0.0.1:PORTA');
  process.exit(2);
}
const origin = new URL(argument).origin;

async function attempt(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ password: 'non è la password del titolare' }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const attempts: Array<{ status: number; ms: number }> = [];
for (let index = 0; index < 15; index += 1) attempts.push(await attempt());
const hashed = attempts.filter(({ status }) => status === 401).map(({ ms }) => ms);
const limited = attempts.filter(({ status }) => status === 429).map(({ ms }) => ms);
if (hashed.length === 0 || limited.length === 0) {
  console.error(
    `Answers: ${attempts.map(({ status }) => status).join(' ')}. Expected 401s, then 429s: is ADMIN_PASSWORD_HASH set, and a minute gone since the last run?`,
  );
  process.exit(1);
}
const format = (ms: number) => `${ms.toFixed(0)} ms`;
console.log(`wrong password (counted + scrypt): median ${format(median(hashed))} over ${hashed.length}`);
console.log(`limited (counted, no scrypt):      median ${format(median(limited))} over ${limited.length}`);
console.log(`scrypt per login, by difference:   ${format(median(hashed) - median(limited))}`);
