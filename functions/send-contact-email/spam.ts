/**
 * The spam score, without a captcha: each signal adds points, and a lead reaching SPAM_THRESHOLD is spam.
 * Only a few signals are enough on their own (a filled honeypot, a form sent faster than a person can,
 * a link disguised in markup, a link in a name); the others only add up, so that a real visitor who
 * writes their website's address, or writes in English, is never stopped by that alone. A spam lead is
 * stored with its reasons and never mailed (see handler.ts).
 *
 * Pure functions over the payload and the counts the store gives (repeats, the burst across all
 * addresses), so the same score runs on every runtime.
 */
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '../../schema/contact.ts';
import type { ContactPayload } from '../../schema/contact.ts';
import { SPAM_REASONS, type SpamReason } from '../../schema/leads.ts';

/** Points are hundredths: a lead with 100 or more is spam. */
export const SPAM_THRESHOLD = 100;

/** Below this, no person has read and filled in a form since the page appeared. */
export const TOO_FAST_MS = 1500;
/** Below this, a person is possible (a browser's autofill) but quick: a little suspicion. */
export const FAST_MS = 4000;

export interface SpamSignals {
  /** How often the same submission and the same message came lately (undefined: not asked, as for a honeypot hit). */
  repeats?: { samePayload: number; sameTextOtherSenders: number } | undefined;
  /** Submissions from every address in the current burst window, this one included, and how many the window allows. */
  burst?: { count: number; limit: number } | undefined;
}

export interface SpamVerdict {
  isSpam: boolean;
  score: number;
  /** The signals that added points, in the order of SPAM_REASONS. */
  reasons: SpamReason[];
}

/** A web address with its scheme (also the "hxxp" bots write to dodge filters), or one starting with www. */
const URL_PATTERN = /\b(?:https?|hxxps?):\/\/\S+|\bwww\d{0,3}\.[\p{L}\d-]+\.\p{L}{2,}\S*/giu;
/** Links written as markup: people type an address; bots post HTML anchors, BBCode and Markdown links for forums. */
const LINK_MARKUP = /<a\b[^>]*>|\[\/?(?:url|link|img)\b[^\]]*\]|\]\((?:https?:)?\/\//iu;
const HTML_TAG = /<\/?[a-z][a-z\d]*(?:\s[^<>]*)?\/?>|\[\/?(?:b|i|u|color|size|quote)\b[^\]]*\]/iu;
const LETTERS = /\p{L}/gu;
/** Letters of other alphabets: Cyrillic, Greek, CJK, Arabic, Hebrew, Thai… */
const NON_LATIN_LETTERS = /[^\P{L}\p{Script=Latin}]/gu;

/**
 * Words and phrases of the spam an Italian agency's forms receive (compared without accents, in lower
 * case, as whole words). Nothing a client would write about its own business: 'SEO', 'posizionamento',
 * 'sito', 'preventivo', 'social' stay out.
 */
const SPAM_PHRASES: readonly string[] = [
  // Link selling and "SEO" cold offers, in English
  'backlink',
  'backlinks',
  'link building',
  'guest post',
  'guest posting',
  'guest posts',
  'sponsored post',
  'sponsored article',
  'buy a link',
  'seo articles',
  'do-follow',
  'dofollow',
  'domain authority',
  'increase your traffic',
  'more traffic',
  'website traffic',
  'organic traffic',
  'first page of google',
  'rank your website',
  'ranking your website',
  'seo services',
  'seo expert',
  'seo agency',
  'dear website owner',
  'dear business owner',
  'dear sir',
  'dear sir/madam',
  'dear owner',
  'i noticed your website',
  'i came across your website',
  'i noticed',
  'i came across',
  'reaching out',
  'errors on your website',
  'your ranking',
  'rank higher',
  'kindly',
  'your requirements',
  'google reviews',
  'verified reviews',
  'hire me',
  'unsubscribe',
  'opt out',
  'reply stop',
  'no longer wish',
  'click here',
  'limited time',
  'act now',
  'order now',
  'buy now',
  'shop now',
  'free trial',
  'special offer',
  'best price',
  'cheap',
  'discount code',
  // Money, crypto, gambling
  'crypto',
  'cryptocurrency',
  'bitcoin',
  'btc',
  'ethereum',
  'usdt',
  'forex',
  'binary options',
  'trading bot',
  'passive income',
  'make money',
  'earn money',
  'earn $',
  'work from home',
  'investment opportunity',
  'guaranteed return',
  'guaranteed returns',
  'loan',
  'loans',
  'payday',
  'casino',
  'betting',
  'jackpot',
  'lottery',
  'you have won',
  'inheritance',
  'beneficiary',
  'wire transfer',
  'western union',
  'million dollars',
  'bank details',
  'next of kin',
  // Pharmacy, adult, dating
  'viagra',
  'cialis',
  'pharmacy',
  'pills',
  'weight loss',
  'keto',
  'porn',
  'xxx',
  'sexy',
  'hot girls',
  'dating',
  'escort',
  'onlyfans',
  // Italian spam
  'guadagna',
  'guadagnare da casa',
  'guadagni garantiti',
  'soldi facili',
  'lavora da casa',
  'rendimento garantito',
  'rendimenti garantiti',
  'investimento sicuro',
  'opportunita di investimento',
  'criptovaluta',
  'criptovalute',
  'prestito',
  'prestiti',
  'finanziamento immediato',
  'senza busta paga',
  'clicca qui',
  'clicca sul link',
  'hai vinto',
  'sei stato selezionato',
  'premio in denaro',
  'offerta imperdibile',
  'scommesse',
  'casino online',
  'farmaci senza ricetta',
  'massima discrezione',
  'pronostici',
  'segnalato in crif',
  'cattivi pagatori',
  'protestati',
  'follower e like',
  'like italiani',
  'follower italiani',
  'acquistare follower',
  'liste email',
  'email profilate',
  'email di aziende',
  'recensioni 5 stelle',
  'vi garantiamo',
  'guadagnare online',
  'trading automatico',
  'compra follower',
  'follower reali',
  'acquista follower',
  'recensioni a pagamento',
  'recensioni positive garantite',
  'lista email',
  'database di email',
];

/** Common short words: a text where English ones outnumber Italian ones was not written for an Italian agency's form. */
const ENGLISH_WORDS = new Set(
  (
    'the a and you your our we are is for with this that to of on have has will can be it my me i us from at as by an or if not ' +
    'please hello hi dear regards thanks best free now get need want all any just only more here today what how who do'
  ).split(' '),
);
const ITALIAN_WORDS = new Set(
  'il lo la i gli le un una di da con su per tra fra e ed o che non mi ti ci vi si sono siamo ho abbiamo vorrei vorremmo della del dei delle al alla nel nella nostro nostra mio mia buongiorno salve grazie cordiali saluti ciao come anche ma se piu sul sulla alle agli'.split(
    ' ',
  ),
);

const TEXT_FIELDS = ['nome', 'cognome', 'azienda', 'telefono', 'pacchetto', 'messaggio'] as const;
const NAME_FIELDS = ['nome', 'cognome', 'azienda', 'telefono', 'pacchetto'] as const;

function fieldText(payload: ContactPayload, field: string): string {
  const value = new Map<string, unknown>(Object.entries(payload)).get(field);
  return typeof value === 'string' ? value : '';
}

/** Lower case, without accents: how texts are compared with the phrase list. */
export function foldedText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function escapePattern(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Each phrase as a whole-word pattern, compiled once. */
const SPAM_PHRASE_PATTERNS: readonly RegExp[] = [
  ...SPAM_PHRASES.map((phrase) => new RegExp(`(?:^|[^\\p{L}\\d])${escapePattern(phrase)}(?:$|[^\\p{L}\\d])`, 'u')),
  // Prices in dollars: the agency's clients pay in euro.
  /(?:^|\s)(?:us)?\$\s?\d/u,
];

/** Any of them, in one pass from each word's start: most leads contain none, and are then spared the count. */
const ANY_SPAM_PHRASE = new RegExp(
  `(?:^|[^\\p{L}\\d])(?:${SPAM_PHRASES.map(escapePattern).join('|')})(?:$|[^\\p{L}\\d])|(?:^|\\s)(?:us)?\\$\\s?\\d`,
  'u',
);

function countLinks(text: string): number {
  return text.match(URL_PATTERN)?.length ?? 0;
}

/** Points of the words: English outnumbering Italian, or letters mostly outside the Latin alphabets (links aside). */
function foreignLanguagePoints(text: string): number {
  const withoutLinks = text.replace(/\S*(?:https?:\/\/|www\.)\S*/giu, ' ');
  const letters = withoutLinks.match(LETTERS)?.length ?? 0;
  if (letters === 0) return 0;
  if ((withoutLinks.match(NON_LATIN_LETTERS)?.length ?? 0) / letters > 0.5) return 80;
  const words = foldedText(withoutLinks).match(/\p{L}+/gu) ?? [];
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  const italian = words.filter((word) => ITALIAN_WORDS.has(word)).length;
  return english >= 3 && english > italian * 2 ? 40 : 0;
}

/** A name no person has: letters in random case (xKqWzPl), long runs of consonants, or digits mixed in. */
function looksGibberish(value: string): boolean {
  return value.split(/[\s'’.,-]+/u).some((word) => {
    if (word.length < 4) return false;
    const caseChanges = [...word.slice(1)].filter(
      (character, index) => /\p{Lu}/u.test(character) && /\p{Ll}/u.test(word[index] ?? ''),
    ).length;
    const consonantRun = /[bcdfghjklmnpqrstvwxz]{6,}/i.test(word);
    const lettersAndDigits = /\p{L}/u.test(word) && /\d/.test(word);
    return caseChanges >= 2 || consonantRun || lettersAndDigits;
  });
}

function elapsedPoints(payload: ContactPayload): { reason: SpamReason; points: number } | undefined {
  const elapsed = payload[ELAPSED_FIELD];
  if (elapsed === undefined) return undefined;
  if (elapsed < TOO_FAST_MS) return { reason: 'too_fast', points: 100 };
  if (elapsed < FAST_MS) return { reason: 'fast', points: 50 };
  return undefined;
}

export function assessSpam(payload: ContactPayload, signals: SpamSignals = {}): SpamVerdict {
  const points = new Map<SpamReason, number>();
  const add = (reason: SpamReason, value: number) => {
    if (value > 0) points.set(reason, (points.get(reason) ?? 0) + value);
  };

  // Anything at all, spaces included: a person never sees the field, so never types in it.
  if ((payload[HONEYPOT_FIELD] ?? '') !== '') add('honeypot', 100);
  const elapsed = elapsedPoints(payload);
  if (elapsed !== undefined) add(elapsed.reason, elapsed.points);

  const message = fieldText(payload, 'messaggio');
  const allText = TEXT_FIELDS.map((field) => fieldText(payload, field)).join('\n');
  const messageLinks = countLinks(message);
  add('links', messageLinks === 0 ? 0 : messageLinks === 1 ? 30 : messageLinks === 2 ? 60 : 100);
  if (NAME_FIELDS.some((field) => countLinks(fieldText(payload, field)) > 0)) add('link_in_name', 100);
  if (LINK_MARKUP.test(allText)) add('markup', 100);
  else if (HTML_TAG.test(allText)) add('markup', 60);

  const folded = foldedText(allText);
  const phrases = ANY_SPAM_PHRASE.test(folded) ? SPAM_PHRASE_PATTERNS.filter((pattern) => pattern.test(folded)).length : 0;
  add('spam_words', Math.min(100, phrases * 35));
  add('foreign_language', foreignLanguagePoints(message));
  if (['nome', 'cognome', 'azienda'].some((field) => looksGibberish(fieldText(payload, field)))) add('gibberish', 60);

  const repeats = signals.repeats;
  if (repeats !== undefined) {
    add('repeated_payload', repeats.samePayload >= 3 ? 100 : repeats.samePayload >= 1 ? 50 : 0);
    add('repeated_text', repeats.sameTextOtherSenders >= 5 ? 80 : repeats.sameTextOtherSenders >= 2 ? 50 : 0);
  }
  if (signals.burst !== undefined && signals.burst.count > signals.burst.limit) add('burst', 50);

  const score = [...points.values()].reduce((sum, value) => sum + value, 0);
  return { isSpam: score >= SPAM_THRESHOLD, score, reasons: SPAM_REASONS.filter((reason) => points.has(reason)) };
}
