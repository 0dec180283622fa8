import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import Italic from '@tiptap/extension-italic';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import { Fragment, type Node as ProseMirrorNode, Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { useEditor } from '@tiptap/react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { copy } from './copy.ts';
import { docSaysMarkdown, docToMarkdown, markdownToDoc } from './markdown-doc.ts';

/**
 * The rich-text field of a paragraph written in the small Markdown (schema/inline-markdown.ts). Its document can hold
 * one paragraph of text with bold, italic and links, and nothing else: an extension the schema lacks (headings, lists,
 * images, line breaks, other marks) cannot be typed, and what a paste brings of them is dropped to its text.
 */

/** One paragraph: Enter adds nothing, a pasted second paragraph cannot be kept apart. */
const OneParagraph = Document.extend({ content: 'paragraph' });

const EXTENSIONS = [
  OneParagraph,
  Paragraph,
  Text,
  Bold,
  Italic,
  // Mantine's link (Ctrl+K opens the link box), without following a link on click, nor making one from a typed address.
  Link.configure({ openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } }),
  UndoRedo,
];

/**
 * What is pasted joins the paragraph as its words (and their bold, italic and links): headings, list items and
 * paragraphs of a copied page become text separated by spaces. Kept as blocks, they would not fit in the one
 * paragraph, and the paste would bring nothing.
 */
function pastedAsWords(slice: Slice, view: EditorView): Slice {
  const { schema } = view.state;
  const pieces: ProseMirrorNode[] = [];
  slice.content.descendants((node) => {
    if (node.isInline) {
      pieces.push(node);
      return false;
    }
    if (node.isTextblock && pieces.length > 0) pieces.push(schema.text(' '));
    return true;
  });
  if (pieces.length === 0) return Slice.empty;
  return new Slice(Fragment.from(schema.nodes.paragraph?.create(null, Fragment.fromArray(pieces))), 1, 1);
}

export interface MarkdownFieldProps {
  /** The field's id: the editable text's, which the preview focuses. */
  id: string;
  label: ReactNode;
  /** The element whose words name the field. */
  labelledBy: string;
  description?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  value: string;
  /** The paragraph as the file has it, to give back its very words when an edit is undone. */
  savedValue: string | undefined;
  onChange: (next: string) => void;
  focusRef: RefObject<HTMLElement | null>;
}

export default function MarkdownField({
  id,
  label,
  labelledBy,
  description,
  error,
  required,
  value,
  savedValue,
  onChange,
  focusRef,
}: MarkdownFieldProps) {
  // The Markdown the form holds: the file's own string until a real edit, so an untouched paragraph is saved byte for byte.
  const latest = useRef({ value, savedValue, onChange });
  latest.current = { value, savedValue, onChange };
  const shown = useRef(value);
  const wrapperId = `${id}-testo`;
  const describedBy = [error ? `${wrapperId}-error` : '', description ? `${wrapperId}-description` : ''].filter(Boolean).join(' ');
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    'aria-invalid': error ? 'true' : 'false',
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: markdownToDoc(value),
    editorProps: { attributes, transformPasted: pastedAsWords },
    onUpdate: ({ editor: changed }) => {
      const doc = changed.getJSON();
      const { value: current, savedValue: saved, onChange: report } = latest.current;
      const unchanged = [saved, current].find((text) => text !== undefined && docSaysMarkdown(doc, text));
      const next = unchanged ?? docToMarkdown(doc);
      shown.current = next;
      if (next !== current) report(next);
    },
  });

  // A value set from outside (the field's undo, a version restored) replaces the document; the field's own edits do not.
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(markdownToDoc(value), { emitUpdate: false });
  }, [editor, value]);

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string>, transformPasted: pastedAsWords } });
  }, [editor, attributesKey]);

  // The editable text exists once the editor is mounted into the page, which can come after this effect: tiptap 3 throws
  // on an unmounted view, and the throw emptied the whole editor when the field opened (a blank page, 1 run in 2 here).
  useEffect(() => {
    const pointAtText = () => {
      focusRef.current = editor.view.dom;
    };
    if (editor.isInitialized) pointAtText();
    editor.on('create', pointAtText);
    return () => {
      editor.off('create', pointAtText);
    };
  }, [editor, focusRef]);

  return (
    <Input.Wrapper id={wrapperId} labelElement="div" label={label} description={description} error={error} withAsterisk={required}>
      <RichTextEditor
        editor={editor}
        labels={copy.richText}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        // The size of the form's other texts, not an article's.
        styles={{ content: { fontSize: 'var(--mantine-font-size-sm)' } }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            {/* A link opens in a new tab by the section's choice (externalLinksInNewTab), not link by link. */}
            <RichTextEditor.Link disableTooltips styles={{ linkEditorExternalControl: { display: 'none' } }} />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
