import site from 'virtual:site';
import { describe, expect, it } from 'vitest';
import { packageRequestSchema, type PackageRequest } from '../../../schema/package-request.ts';
import { packageRequestSentNotice, packageRequestTitle, prefilledMessage } from '../../../src/ui/package-request-copy.ts';
import { inLanguage } from '../../../schema/messages.ts';

// The site file as the pages read it: its references ({cifre.tempo-di-risposta}) resolved.
const copy = site.dialogs.packageRequest;
const request = (input: Partial<PackageRequest>): PackageRequest =>
  packageRequestSchema.parse({ type: 'Richiesta Pacchetto Sport', sourceLabel: 'Pagina Calcio', ...input });
const teamPack = { name: 'Team Pack', monthlyPrice: '€300' };

describe('package request dialog', () => {
  it('is titled "Richiedi informazioni" followed by the package name', () => {
    expect(packageRequestTitle(request({ sportWord: 'la mia società di basket' }), teamPack, copy)).toBe(
      'Richiedi informazioni – Team Pack',
    );
    expect(packageRequestTitle(request({ title: 'Richiedi Preventivo' }), { name: 'Sito Vetrina', monthlyPrice: '€799' }, copy)).toBe(
      'Richiedi Preventivo – Sito Vetrina',
    );
  });

  it.each([
    ['la mia società di basket', 'Buongiorno, per la mia società di basket sono interessato al pacchetto Team Pack a €300 al mese'],
    ['il mio centro yoga', 'Buongiorno, per il mio centro yoga sono interessato al pacchetto Team Pack a €300 al mese'],
  ])('on a sport page the message names the package, its monthly price and "%s"', (sportWord, opening) => {
    const message = prefilledMessage(request({ sportWord }), teamPack, copy);
    expect(message.startsWith(opening)).toBe(true);
    expect(message).toContain('gestione dei social media');
    expect(message).toContain('maggiori informazioni sui servizi inclusi');
    expect(message).toContain('consulenza per discutere insieme la strategia');
    expect(message).not.toMatch(/[{}]/);
  });

  it('on a service page the message names the package and its price', () => {
    const message = prefilledMessage(
      request({ type: 'Richiesta Pacchetto Foto/Video', sourceLabel: 'Pagina Foto/Video' }),
      { name: 'Corporate Plus', monthlyPrice: '€799' },
      copy,
    );
    expect(message).toContain('pacchetto Corporate Plus da €799');
    expect(message).not.toMatch(/[{}]/);
  });

  it('a page may write its own message', () => {
    const own = request({ messageTemplate: 'Vorrei il {pacchetto} ({prezzo}).' });
    expect(prefilledMessage(own, teamPack, copy)).toBe('Vorrei il Team Pack (€300).');
  });

  it('confirms with the fixed sport text on sport pages and the site text elsewhere', () => {
    expect(packageRequestSentNotice(request({ sportWord: 'la mia palestra' }), copy)).toEqual({
      title: 'Richiesta inviata!',
      message: 'Riceverai una risposta entro 24 ore.',
    });
    const service = packageRequestSentNotice(request({}), copy);
    expect(service.title).toBe('Richiesta inviata!');
    expect(service.message).toMatch(/24 ore/);
  });

  it('refuses unknown placeholders and a {sport} without the sport phrase', () => {
    const declared = { type: 'Richiesta Pacchetto Sport', sourceLabel: 'Pagina Calcio' };
    const unknown = packageRequestSchema.safeParse({ ...declared, messageTemplate: 'Il pacchetto {pacchetti}' });
    expect(unknown.error?.issues.map((issue) => inLanguage(issue.message, 'it'))).toEqual([
      'il messaggio usa "{pacchetti}", ma le sole parti variabili sono {pacchetto}, {prezzo} e {sport}',
    ]);
    const noSport = packageRequestSchema.safeParse({ ...declared, messageTemplate: 'Per {sport}: {pacchetto}' });
    expect(noSport.error?.issues.map((issue) => inLanguage(issue.message, 'it'))).toEqual([
      'il messaggio contiene {sport}: scrivi la frase dello sport in "sportWord", es. "la mia società di basket"',
    ]);
  });
});
