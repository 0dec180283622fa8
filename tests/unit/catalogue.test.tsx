import { describe, expect, it } from 'vitest';
import { sectionTypes } from '../../src/sections/index.ts';
import CataloguePage from '../../src/catalogue/CataloguePage.tsx';
import { renderInSite } from './render-helpers.tsx';

describe('the development section catalogue', { timeout: 30_000 }, () => {
  it('renders every section type from its example, each under its name', async () => {
    const { container } = await renderInSite(<CataloguePage />);
    const shown = [...container.querySelectorAll('[data-catalogue-type]')].map((entry) => entry.getAttribute('data-catalogue-type'));
    expect(shown).toEqual([...sectionTypes]);
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(0);
    for (const type of sectionTypes) {
      const entry = container.querySelector(`[data-catalogue-type="${type}"]`);
      expect(entry?.querySelector(`[data-section="${type}"]`), `${type} is rendered`).not.toBeNull();
    }
  });

  it('marks content still to supply and says what the agency must provide', async () => {
    const { container } = await renderInSite(<CataloguePage />);
    const testimonials = container.querySelector('[data-catalogue-type="testimonials"]');
    const marker = testimonials?.querySelector('[data-placeholder-marker] [role="note"]');
    expect(marker?.textContent).toBe('Tre recensioni vere di clienti, con nome, azienda e consenso scritto a pubblicarle');
    expect(container.querySelector('[data-catalogue-type="stats"] [data-placeholder-marker] [role="note"]')).not.toBeNull();
    expect(container.querySelector('[data-catalogue-type="features"] [data-placeholder-marker]')).toBeNull();
  });
});
