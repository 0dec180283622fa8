/**
 * Makes the hash of the owner's password for the app on a deployment (ADMIN_PASSWORD_HASH):
 *
 *   npm run admin:password
 *
 * Asks for the password twice without showing it, and prints only the hash on stdout (what the host stores as the
 * setting; the password itself is kept nowhere). Without a terminal it reads one line from stdin:
 * `printf '%s\n' "$PASSWORD" | npm run --silent admin:password`.
 */
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { hashPassword, MIN_PASSWORD_LENGTH, SCRYPT_PARAMETERS } from '../inbox/auth.ts';

/** One line typed on the terminal, echoing nothing. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (character === '\u0003') {
          finish();
          reject(new Error('Interrotto.'));
          return;
        }
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    input.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) return line;
  return '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const password = await readHidden('Password per l’accesso alle richieste: ');
  const again = await readHidden('Scrivila di nuovo: ');
  if (password !== again) throw new Error('Le due password non coincidono: nessun hash creato.');
  return password;
}

try {
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`La password deve avere almeno ${MIN_PASSWORD_LENGTH} caratteri.`);
  const started = performance.now();
  const hash = await hashPassword(password);
  const milliseconds = Math.round(performance.now() - started);
  console.log(hash);
  console.error(
    `Hash scrypt (N=${SCRYPT_PARAMETERS.N}, r=${SCRYPT_PARAMETERS.r}, p=${SCRYPT_PARAMETERS.p}) creato in ${milliseconds} ms: ` +
      'impostalo come ADMIN_PASSWORD_HASH sul server (README, "The owner’s app on a deployment").',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
