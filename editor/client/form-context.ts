import { createContext, useContext } from 'react';
import type { EditorSchemas, FieldPath, JsonValue } from '../api-types.ts';

export interface FormContextValue {
  schemas: EditorSchemas;
  /** The file being edited (a photo can be put beside it). */
  file: string;
  /** Replaces the value at `path`; `undefined` takes the field away. */
  change: (path: FieldPath, value: JsonValue | undefined) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A field was drawn outside its form.');
  return form;
}
