import { type ComponentType, createContext, useContext } from 'react';
import type { EditorSchemas, FieldPath, JsonObject, JsonSchema, JsonValue } from '../api-types.ts';

export interface FieldProps {
  schema: JsonSchema;
  path: FieldPath;
  value: JsonValue | undefined;
  /** The field's name for the marketer: its Italian label (the schema's title), or the item's label in a list. */
  label: string;
  /** The field's key as the YAML file writes it, shown small beside the label; none for a list's item. */
  yamlKey?: string | undefined;
  required?: boolean;
  /** Takes an optional field away. */
  onRemove?: (() => void) | undefined;
}

export interface ObjectFieldsProps {
  schema: JsonSchema;
  path: FieldPath;
  value: JsonObject;
  skip?: string[];
}

/**
 * What draws the fields of an object (fields.tsx), handed to the fields that hold objects of their own (a section, an
 * image) so that the recursive form has no import circle.
 */
export type ObjectFieldsRenderer = ComponentType<ObjectFieldsProps>;

export interface FormContextValue {
  schemas: EditorSchemas;
  /** The file being edited (a photo can be put beside it). */
  file: string;
  /** Replaces the value at `path`; `undefined` takes the field away. */
  change: (path: FieldPath, value: JsonValue | undefined) => void;
  /** The file as it was last saved (or opened), for a field to go back to its own saved value. */
  saved: JsonObject;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A field was drawn outside its form.');
  return form;
}
