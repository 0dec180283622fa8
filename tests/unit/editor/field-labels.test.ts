// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../editor/api-types.ts';
import { branchesOf } from '../../../editor/client/data.ts';
import { buildJsonSchemas } from '../../../content-compiler/json-schema.ts';
import { editorSchemas } from '../../../editor/schemas.ts';
import { fieldsOf, labelProblem, unlabelledFields } from './field-labels.ts';

/**
 * The editor names every field by an Italian label written beside it in its zod schema (`.meta({ title })`), with the
 * YAML key small beside it. The fields of each section type are walked in section-forms.test.tsx, which also runs on a
 * freshly scaffolded type; here, the page's own fields and the site file's.
 */

const schemas = editorSchemas([]);
const { sections: _sections, ...pageFields } = schemas.page.properties ?? {};

describe('Italian field labels', () => {
  it('every field of a page (title, description, schedule, post…) has one', () => {
    const page: JsonSchema = { ...schemas.page, properties: pageFields };
    expect(fieldsOf(page, '').length).toBeGreaterThan(20);
    expect(unlabelledFields(page, '')).toEqual([]);
    expect(schemas.page.properties?.sections?.title).toBe('Sezioni');
  });

  it('every field of the site file (_site.yaml) has one', () => {
    expect(fieldsOf(schemas.site, '').length).toBeGreaterThan(150);
    expect(unlabelledFields(schemas.site, '')).toEqual([]);
  });

  it('every field of the visitors’ e-mails file (_email.yaml) has one', () => {
    const email = buildJsonSchemas()['email.schema.json'] as JsonSchema;
    expect(fieldsOf(email, '').length).toBeGreaterThan(20);
    expect(unlabelledFields(email, '')).toEqual([]);
  });

  it('the hero is labelled as the issue names it', () => {
    const hero = branchesOf(schemas.page.properties?.sections?.items ?? {}).find((branch) => branch.properties?.type?.const === 'hero');
    const title = (key: string) => hero?.properties?.[key]?.title;
    expect([title('headline'), title('highlight'), title('tone'), title('buttons')]).toEqual([
      'Titolo',
      'Parte evidenziata',
      'Tono',
      'Pulsanti',
    ]);
  });

  it('a field without a label, or with its YAML key for one, is named by its path', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        headline: { type: 'string', title: 'Titolo' },
        buttons: {
          type: 'array',
          title: 'Pulsanti',
          items: {
            anyOf: [
              { type: 'object', properties: { type: { const: 'route' }, to: { type: 'string' } } },
              { type: 'object', properties: { type: { const: 'tel' }, label: { type: 'string', title: 'label' } } },
            ],
          },
        },
        popularBadge: { type: 'string', title: 'popularBadge' },
      },
    };
    expect(unlabelledFields(schema, 'sections(prova)')).toEqual([
      'sections(prova).buttons[](route).to: no Italian label; give the field "to" .meta({ title, description }) in its zod schema',
      'sections(prova).buttons[](tel).label: the label "label" does not start with a capital letter; give the field "label" .meta({ title, description }) in its zod schema',
      'sections(prova).popularBadge: the label "popularBadge" does not start with a capital letter; give the field "popularBadge" .meta({ title, description }) in its zod schema',
    ]);
    expect(labelProblem({ key: 'cta', schema: { title: 'Cta_button' } })).toMatch(/is a YAML key/);
  });
});
