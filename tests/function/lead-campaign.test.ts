import { describe, expect, it } from 'vitest';
import { leadCampaign } from '../../inbox/stats.ts';

describe('the campaign of a lead, from the address its origine names', () => {
  it('reads utm_source and utm_campaign from the page the form was sent from', () => {
    expect(leadCampaign('Popup Consulenza - https://www.example.it/servizi?utm_source=facebook&utm_campaign=primavera')).toBe(
      'facebook / primavera',
    );
    expect(leadCampaign('Pagina Contatti - https://www.example.it/contatti?utm_source=newsletter')).toBe('newsletter');
  });

  it('is empty without a campaign, without an address, or when origine is not text', () => {
    expect(leadCampaign('Pagina Contatti - https://www.example.it/contatti')).toBe('');
    expect(leadCampaign('Pagina Contatti - https://www.example.it/contatti?utm_source=%20')).toBe('');
    expect(leadCampaign('Pagina Contatti')).toBe('');
    expect(leadCampaign('Pagina Contatti - non un indirizzo')).toBe('');
    expect(leadCampaign(undefined)).toBe('');
    expect(leadCampaign(42)).toBe('');
  });
});
