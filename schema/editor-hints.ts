import { z } from 'zod';

/**
 * A field's name and editing note for the marketer are zod's own metadata, written beside the field:
 * `.meta({ title: 'Titolo', description: '…' })`; the editor shows the title as the field's label, its YAML key small beside it.
 *
 * How the editor (`npm run edit`) shows a field, when its type alone does not say: a picture to choose and
 * upload, a text of several lines, a paragraph with bold, italic and links (schema/inline-markdown.ts), a page of the site, article HTML, a date and time in Rome. Written beside the field it describes;
 * the editor builds every form from the schemas themselves.
 */
export type EditorHint = 'image' | 'long-text' | 'markdown' | 'route' | 'html' | 'datetime';

export const editorHints = z.registry<{ editor: EditorHint }>();

/** Marks `schema` for the editor. Call it last: a copy made by `.max()` or `.regex()` after it would not be marked. */
export function hint<Schema extends z.ZodType>(schema: Schema, editor: EditorHint): Schema {
  editorHints.add(schema, { editor });
  return schema;
}
