// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prefillFields } from '../../../site-server/prefill.ts';

const page = '<form><textarea name="messaggio" rows="5" data-prefill-from="messaggio"></textarea><textarea name="altro"></textarea></form>';

describe('a request link fills in the form without a script', () => {
  it('writes the address parameter into the field that asks for it, and only there', () => {
    const html = prefillFields(page, new URLSearchParams({ messaggio: 'Vorrei il pacchetto Pro (€799/mese)' }));
    expect(html).toContain('data-prefill-from="messaggio">Vorrei il pacchetto Pro (€799/mese)</textarea>');
    expect(html).toContain('<textarea name="altro"></textarea>');
  });

  it('writes markup in the address as text, so it cannot close the field or add a script', () => {
    const html = prefillFields(page, new URLSearchParams({ messaggio: '</textarea><script>alert(1)</script> & co' }));
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</textarea>');
    expect(html).not.toContain('<script>');
  });

  it('leaves the page as built when the address has no such parameter', () => {
    expect(prefillFields(page, new URLSearchParams({ q: 'sport' }))).toBe(page);
    expect(prefillFields(page, new URLSearchParams())).toBe(page);
  });
});
