import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../editor/api-types.ts';
import { branchesOf, branchFor } from '../../../editor/client/data.ts';
import { Field } from '../../../editor/client/fields.tsx';
import { FormContext } from '../../../editor/client/form-context.ts';
import { openStore } from '../../../editor/client/stores.ts';
import { editorSchemas } from '../../../editor/schemas.ts';
import { unlabelledFields } from './field-labels.ts';

/**
 * Every section type gets its form in the editor from its folder alone: its schema (through the page's JSON
 * Schema) and its example.yaml. tests/unit/content/new-section.test.ts runs this file again after
 * `npm run new:section -- quote`, so a type the editor's code has never heard of is covered too.
 */

// Mantine's segmented controls and scroll areas measure themselves, and its growing text areas wait for fonts:
// jsdom has neither ResizeObserver nor document.fonts.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

const schemas = editorSchemas([]);
const sectionsSchema = schemas.page.properties?.sections as JsonSchema;
const branches = branchesOf(sectionsSchema.items ?? {});

describe.each(schemas.sections.map((kind) => [kind.type, kind] as const))('the editor’s form for a %s section', (type, kind) => {
  it('comes from its schema, with a field for every field of its example', () => {
    const branch = branches[branchFor(branches, kind.example)];
    expect(branch?.properties?.type?.const).toBe(type);

    openStore.reset();
    openStore.toggle(['sections', 0], true);
    const { container } = render(
      <MantineProvider env="test">
        <FormContext value={{ schemas, file: 'pages-yaml/prova.yaml', change: () => undefined, saved: { sections: [kind.example] } }}>
          <Field schema={sectionsSchema} path={['sections']} value={[kind.example]} label="sections" />
        </FormContext>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: new RegExp(`^Sezione 1: ${type}\\b`), expanded: true })).toBeInTheDocument();
    const fields = Object.keys(kind.example).filter((key) => key !== 'type');
    expect(fields.length).toBeGreaterThan(0);
    for (const key of fields) expect(container.querySelector(`[id="campo-sections-0-${key}"]`), key).not.toBeNull();
  });

  it('names every field with an Italian label, registered beside the field in its schema', () => {
    const branch = branches.find((candidate) => candidate.properties?.type?.const === type) ?? {};
    expect(unlabelledFields(branch, `sections(${type})`)).toEqual([]);
  });

  it('shows each field of its example by its label, with the YAML key small beside it', () => {
    const branch = branches.find((candidate) => candidate.properties?.type?.const === type) ?? {};
    openStore.reset();
    openStore.toggle(['sections', 0], true);
    const { container } = render(
      <MantineProvider env="test">
        <FormContext value={{ schemas, file: 'pages-yaml/prova.yaml', change: () => undefined, saved: { sections: [kind.example] } }}>
          <Field schema={sectionsSchema} path={['sections']} value={[kind.example]} label="sections" />
        </FormContext>
      </MantineProvider>,
    );
    for (const key of Object.keys(kind.example).filter((name) => name !== 'type')) {
      const id = `campo-sections-0-${key}`;
      // A text field is named by its <label>; a group (a list, an image, an object) by the button that opens it.
      const name = container.querySelector(`label[for="${id}"]`) ?? container.querySelector(`[id="${id}"]`);
      expect(name?.textContent, key).toContain(branch.properties?.[key]?.title);
      expect(name?.querySelector('[data-yaml-key]')?.textContent, key).toBe(key);
    }
  });
});
