import { isScalar, visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import { say } from '../schema/messages.ts';

export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

function previousContentLine(lines: readonly string[], index: number): string | undefined {
  for (let candidate = index - 1; candidate >= 0; candidate -= 1) {
    const line = lines[candidate] ?? '';
    if (line.trim() !== '' && !line.trimStart().startsWith('#')) return line;
  }
  return undefined;
}

function nextContentLineIndex(lines: readonly string[], index: number): number | undefined {
  for (let candidate = index + 1; candidate < lines.length; candidate += 1) {
    const line = lines[candidate] ?? '';
    if (line.trim() !== '' && !line.trimStart().startsWith('#')) return candidate;
  }
  return undefined;
}

/** "Orari: dalle 9" after the field's own colon: the text itself holds ": ". */
function colonInsideText(line: string): number | undefined {
  const withoutDash = line.replace(/^(\s*)- /, '$1  ');
  const fieldColon = /^\s*[^\s:#'"][^:#]*?: /.exec(withoutDash);
  if (!fieldColon) return undefined;
  const rest = withoutDash.slice(fieldColon[0].length);
  if (/^["'[{|>]/.test(rest) || !/: |:$/.test(rest)) return undefined;
  return fieldColon[0].length;
}

function quoteExample(line: string): string {
  const match = /^\s*(?:- )?([^:]+: )?(.*)$/.exec(line);
  const field = match?.[1] ?? '';
  const value = (match?.[2] ?? '').trim().replace(/"/g, '\\"');
  return `${field}"${value}"`;
}

const withLine = (lineIndex: number, column: number, message: string): SyntaxProblem => ({ line: lineIndex + 1, column, message });

/**
 * The parser's first complaint, explained for a marketer: where the mistake is (not where the parser noticed it)
 * and the fix in plain words. Later complaints in the same file are usually echoes of the first, so only it is told.
 */
export function explainSyntaxError(error: YAMLError, text: string, lineCounter: LineCounter): SyntaxProblem {
  const lines = text.split('\n');
  const position = lineCounter.linePos(error.pos[0]);
  const index = position.line - 1;
  const line = lines[index] ?? '';
  const column = position.col;

  switch (error.code) {
    case 'TAB_AS_INDENT':
      return withLine(
        index,
        1,
        say(
          'questa riga è rientrata con il tasto Tab, ma YAML accetta solo spazi: sostituisci il Tab con spazi, allineando la riga alle altre',
          'this line is indented with a tab, but YAML only accepts spaces: replace the tab with spaces, aligned with the other lines',
        ),
      );
    case 'DUPLICATE_KEY': {
      const key = /^\s*(?:- )?([^:]+):/.exec(line)?.[1]?.trim() ?? '';
      return withLine(
        index,
        indentOf(line) + 1,
        say(
          `il campo "${key}" compare due volte nello stesso gruppo: tieni una sola riga "${key}:" e cancella l’altra`,
          `the field "${key}" appears twice in the same group: keep one "${key}:" line and delete the other`,
        ),
      );
    }
    case 'BAD_ALIAS':
    case 'BAD_SCALAR_START': {
      const character = line.charAt(column - 1) || '*';
      return withLine(
        index,
        column,
        say(
          `un testo non può iniziare con "${character}" senza virgolette: metti il testo tra virgolette, es. ${quoteExample(line)}`,
          `a text cannot start with "${character}" unquoted: put the text in quotes, e.g. ${quoteExample(line)}`,
        ),
      );
    }
    case 'MISSING_CHAR':
      if (/closing ["']?quote/i.test(error.message)) {
        const quote = error.message.includes("'") ? "'" : '"';
        let opening = index;
        for (let candidate = index; candidate >= 0; candidate -= 1) {
          if (((lines[candidate] ?? '').split(quote).length - 1) % 2 === 1) {
            opening = candidate;
            break;
          }
        }
        const openingLine = lines[opening] ?? '';
        return withLine(
          opening,
          openingLine.indexOf(quote) + 1,
          say(
            `le virgolette ${quote} aperte qui non sono chiuse: aggiungi ${quote} alla fine del testo`,
            `the ${quote} quote opened here is never closed: add ${quote} at the end of the text`,
          ),
        );
      }
      // A missing "-" or ":" is a matter of how the line sits among its neighbours: told below.
      break;
    case 'BAD_INDENT':
    case 'MULTILINE_IMPLICIT_KEY':
    case 'UNEXPECTED_TOKEN':
    case 'BLOCK_AS_IMPLICIT_KEY':
      break;
    default:
      return withLine(
        index,
        column,
        say(`errore di sintassi YAML: ${error.message.split('\n')[0] ?? ''}`, `YAML syntax error: ${error.message.split('\n')[0] ?? ''}`),
      );
  }

  if (/flow (sequence|collection|map)/i.test(error.message) || /expected ,? ?(or )?[\]}]/i.test(error.message)) {
    let opening = index;
    const unbalanced = (candidateLine: string) =>
      (candidateLine.match(/\[/g) ?? []).length > (candidateLine.match(/\]/g) ?? []).length ||
      (candidateLine.match(/\{/g) ?? []).length > (candidateLine.match(/\}/g) ?? []).length;
    for (let candidate = index; candidate >= 0; candidate -= 1) {
      if (unbalanced(lines[candidate] ?? '')) {
        opening = candidate;
        break;
      }
    }
    const openingLine = lines[opening] ?? '';
    return withLine(
      opening,
      Math.max(openingLine.search(/[[{]/), 0) + 1,
      say(
        'una parentesi [ o { aperta qui non è chiusa: chiudila alla fine dell’elenco, oppure, se fa parte del testo, metti tutto il testo tra virgolette',
        'a [ or { opened here is never closed: close it at the end of the list, or, if it belongs to the text, put the whole text in quotes',
      ),
    );
  }

  const colon = colonInsideText(line);
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && colon !== undefined) {
    return withLine(
      index,
      colon + 1,
      say(
        `il testo contiene ": " (due punti e spazio), che in YAML separa un campo dal suo valore: metti il testo tra virgolette, es. ${quoteExample(line)}`,
        `the text holds ": " (colon and space), which in YAML separates a field from its value: put the text in quotes, e.g. ${quoteExample(line)}`,
      ),
    );
  }

  // `title: {agenzia.nome} – Chi siamo`: YAML reads "{…}" as a group of fields and stumbles on the text after it.
  const reference = /^\s*(?:- )?(?:[^:#'"{]+: )?(\{[\p{L}]+\.[\p{L}]+\})/u.exec(line);
  if (error.code === 'UNEXPECTED_TOKEN' && reference?.[1]) {
    return withLine(
      index,
      line.indexOf(reference[1]) + 1,
      say(
        `un testo che inizia con un riferimento va tra virgolette, altrimenti YAML lo legge come un gruppo di campi: metti il testo tra virgolette, es. ${quoteExample(line)}`,
        `a text that starts with a reference must be quoted, or YAML reads it as a group of fields: put the text in quotes, e.g. ${quoteExample(line)}`,
      ),
    );
  }

  if (error.code === 'UNEXPECTED_TOKEN' && /["']/.test(line)) {
    return withLine(
      index,
      column,
      say(
        'il testo continua dopo le virgolette di chiusura: racchiudi tutto il testo tra virgolette doppie "…"; un apostrofo dentro virgolette semplici \'…\' le chiude',
        'the text goes on after its closing quote: put the whole text in double quotes "…"; an apostrophe inside single quotes \'…\' closes them',
      ),
    );
  }

  const previous = previousContentLine(lines, index);
  if (previous?.trimStart().startsWith('- ') && !line.trimStart().startsWith('- ') && indentOf(previous) === indentOf(line)) {
    return withLine(
      index,
      indentOf(line) + 1,
      say(
        'questa riga sta in mezzo a un elenco ma non inizia con il trattino: scrivi "- " prima del testo, come nelle altre voci',
        'this line sits in a list but does not start with a dash: write "- " before the text, as in the other items',
      ),
    );
  }

  // The parser notices a line indented too far only at the line before it.
  const suspect = error.code === 'BLOCK_AS_IMPLICIT_KEY' ? (nextContentLineIndex(lines, index) ?? index) : index;
  const suspectLine = lines[suspect] ?? '';
  return withLine(
    suspect,
    indentOf(suspectLine) + 1,
    say(
      'il rientro di questa riga non torna: i campi dello stesso gruppo iniziano alla stessa colonna, e quelli dentro un gruppo due spazi più a destra',
      'this line’s indentation is off: the fields of one group start at the same column, and those inside a group two spaces further right',
    ),
  );
}

/**
 * `text: Offerta #1` is valid YAML that silently drops "#1": a " #" starts a comment. A comment glued to its text
 * ("#1", "#instagram") is almost always text that lost its quotes; comments written on purpose start "# ".
 */
export function textCutByComment(document: Document, text: string, lineCounter: LineCounter): SyntaxProblem | undefined {
  let found: SyntaxProblem | undefined;
  visit(document, {
    Scalar(_key, node) {
      if (found || !isScalar(node) || node.type !== 'PLAIN' || !node.comment || /^\s/.test(node.comment) || !node.range) return;
      const hash = text.indexOf('#', node.range[1]);
      const position = lineCounter.linePos(hash);
      const line = text.split('\n')[position.line - 1] ?? '';
      found = {
        line: position.line,
        column: position.col,
        message: say(
          `quello che segue " #" è stato letto come un commento e non comparirebbe sul sito: metti tutto il testo tra virgolette, es. ${quoteExample(line)}`,
          `what follows " #" was read as a comment and would not show on the site: put the whole text in quotes, e.g. ${quoteExample(line)}`,
        ),
      };
      return visit.BREAK;
    },
  });
  return found;
}
