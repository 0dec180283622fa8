import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { routeForFile } from '../content-compiler/discovery.ts';
import {
  defaultName,
  defaultSportWord,
  PAGE_PATH_PATTERN,
  scaffoldSportPage,
  type NewPageOptions,
} from '../content-compiler/sport-page-scaffold.ts';
import { formatContentError } from '../content-compiler/yaml-source.ts';

/**
 * `npm run new:page -- sport/tennis --nome Tennis --parola "la mia società di tennis"` writes
 * pages-yaml/sport/tennis.yaml from the sport page template. Messages are in Italian: marketers run it.
 */

const USAGE = `Uso: npm run new:page -- <percorso> [--nome "Nome dello sport"] [--parola "la mia società di …"]
    (--name e --word sono sinonimi di --nome e --parola)

  <percorso>   dove va la pagina dentro pages-yaml/, senza ".yaml": sport/tennis → indirizzo /sport/tennis
  --nome       come si chiama lo sport sulla pagina (predefinito: dal percorso, "tennis" → "Tennis")
  --parola     la frase del messaggio precompilato dei pacchetti (predefinita: "la mia società di tennis")`;

async function askMissing(values: { pagePath?: string; name?: string; sportWord?: string }): Promise<NewPageOptions> {
  const interactive = process.stdin.isTTY === true;
  if (!values.pagePath && !interactive) {
    console.error(USAGE);
    process.exit(1);
  }
  if (!interactive) {
    const pagePath = values.pagePath ?? '';
    const name = values.name ?? defaultName(pagePath);
    return { pagePath, name, sportWord: values.sportWord ?? defaultSportWord(name) };
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const ask = async (question: string, fallback: string) => (await prompt.question(`${question} [${fallback}]: `)).trim() || fallback;
  const pagePath = values.pagePath ?? (await ask('Percorso della pagina dentro pages-yaml/', 'sport/tennis'));
  const name = values.name ?? (await ask('Nome dello sport', defaultName(pagePath)));
  const sportWord = values.sportWord ?? (await ask('Frase per il messaggio precompilato', defaultSportWord(name)));
  prompt.close();
  return { pagePath, name, sportWord };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      nome: { type: 'string' },
      name: { type: 'string' },
      parola: { type: 'string' },
      word: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const options = await askMissing({
    pagePath: positionals[0]?.replace(/\.ya?ml$/, ''),
    name: values.nome ?? values.name,
    sportWord: values.parola ?? values.word,
  });

  if (!PAGE_PATH_PATTERN.test(options.pagePath)) {
    console.error(
      `Il percorso "${options.pagePath}" non va bene: usa solo lettere minuscole, cifre e trattini, per esempio sport/tiro-con-l-arco.`,
    );
    process.exit(1);
  }
  const { file: relativeFile, text, errors } = scaffoldSportPage(options);
  const file = path.join(process.cwd(), relativeFile);
  if (existsSync(file)) {
    console.error(`${relativeFile} esiste già: non lo sovrascrivo. Scegli un altro percorso o modifica il file esistente.`);
    process.exit(1);
  }
  if (errors.length > 0) {
    for (const error of errors) console.error(formatContentError(error));
    console.error('\nLa pagina non è stata creata: probabilmente il nome è troppo lungo per il titolo. Riprova con un --nome più corto.');
    process.exit(1);
  }

  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  const route = routeForFile(`${options.pagePath}.yaml`);
  const lines = text.split('\n').length - 1;
  console.log(`Creata ${relativeFile} (${lines} righe): sarà pubblicata all’indirizzo ${route} ed entrerà nella sitemap.

Prossimi passi:
  1. Apri ${relativeFile} e riscrivi i testi delle sezioni che portano "toSupply" (npm run placeholders
     li elenca), poi togli quella riga: la build di rilascio rifiuta la pagina finché ne resta una.
  2. Per mostrarla nella griglia della pagina /sport, aggiungi in pages-yaml/_site.yaml, sotto "sports:":
       - title: ${options.name}
         description: Una riga su che cosa facciamo per questo sport.
         icon: trophy
         to: ${route}
     e, se vuoi il link nel piè di pagina, nella colonna "Società Sportive" di "footer":
       - label: ${options.name}
         to: ${route}
  3. Controlla il contenuto:  npm run lint:content
  4. Guarda l’anteprima:      npm run dev   e apri http://localhost:5173${route}`);
}

await main();
