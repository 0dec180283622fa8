import { Alert, Box, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import morphdom from 'morphdom';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FileKind, JsonObject, JsonValue } from '../api-types.ts';
import { api } from './api.ts';
import { copy } from './copy.ts';
import { accessibilityIssues } from './accessibility.ts';
import { isObject } from './data.ts';
import { issueStore } from './stores.ts';

const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

interface Leaf {
  path: FieldPath;
  text: string;
}

function leavesOf(value: JsonValue | undefined, at: FieldPath = []): Leaf[] {
  if (typeof value === 'string') return [{ path: at, text: normalise(value) }];
  if (typeof value === 'number') return [{ path: at, text: String(value) }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...at, index]));
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...at, key]));
  return [];
}

/** The field an element of the rendered page shows: found by its text among the fields of its section. */
function fieldFor(target: Element, main: Element | null, data: JsonObject): FieldPath | 'outside' {
  const topSections = main
    ? [...main.querySelectorAll('[data-section]')].filter((element) => !element.parentElement?.closest('[data-section]'))
    : [];
  const section = topSections.find((element) => element.contains(target));
  const sections = Array.isArray(data.sections) ? data.sections : [];
  const index = section ? topSections.indexOf(section) : -1;
  const base: FieldPath = section ? ['sections', index] : [];
  const scope = section ? sections[index] : Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'sections'));
  const leaves = leavesOf(scope).filter((leaf) => leaf.text !== '');
  const stop = section ?? target.ownerDocument.body;
  for (let element: Element | null = target; element && element !== stop.parentElement; element = element.parentElement) {
    if (element.tagName === 'IMG') {
      const alt = normalise(element.getAttribute('alt'));
      const image = leaves.find((leaf) => leaf.path.at(-1) === 'alt' && leaf.text === alt);
      if (image) return [...base, ...image.path.slice(0, -1)];
    }
    const text = normalise(element.textContent);
    const exact = leaves.find((leaf) => leaf.text === text);
    if (exact) return [...base, ...exact.path];
    const label = normalise(element.getAttribute('aria-label'));
    const labelled = label ? leaves.find((leaf) => leaf.text === label) : undefined;
    if (labelled) return [...base, ...labelled.path];
  }
  const text = normalise(target.textContent);
  const containing = leaves
    .filter((leaf) => leaf.text.length > 2 && text.includes(leaf.text))
    .sort((a, b) => b.text.length - a.text.length)[0];
  if (containing) return [...base, ...containing.path];
  return section ? base : 'outside';
}

interface PreviewProps {
  file: string;
  kind: FileKind;
  data: JsonObject;
  /** The page's markup inside #root, newest first drawn. */
  body: string | undefined;
  stale: boolean;
  onSelect: (path: FieldPath | 'outside') => void;
}

/**
 * The page as the site renders it, in a frame as wide as a phone or a computer. Each change is drawn into the
 * frame's document by changing only what changed (morphdom); a click on the page selects the field it shows.
 */
export function Preview({ file, kind, data, body, stale, onSelect }: PreviewProps) {
  const [width, setWidth] = useState<Width>('desktop');
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const { ref: pane, width: paneWidth, height: paneHeight } = useElementSize();
  const dataRef = useRef(data);
  dataRef.current = data;
  const selectRef = useRef(onSelect);
  selectRef.current = onSelect;
  const kindRef = useRef(kind);
  kindRef.current = kind;

  const draw = useCallback((markup: string) => {
    const root = frame.current?.contentDocument?.getElementById('root');
    if (!root) return;
    morphdom(root, `<div id="root">${markup}</div>`);
  }, []);

  // axe checks the page once it stops changing: a check takes a few hundred milliseconds, more than a keystroke.
  const accessibilityCheck = useRef<{ timer: number | undefined; running: boolean; again: boolean }>({
    timer: undefined,
    running: false,
    again: false,
  });
  const checkAccessibility = useCallback(() => {
    const state = accessibilityCheck.current;
    window.clearTimeout(state.timer);
    state.timer = window.setTimeout(async () => {
      const document = frame.current?.contentDocument;
      if (!document?.getElementById('root')) return;
      if (state.running) {
        state.again = true;
        return;
      }
      state.running = true;
      try {
        const main = document.getElementById('main');
        issueStore.setFromPreview(
          await accessibilityIssues(document, (element) =>
            kindRef.current === 'site' || kindRef.current === 'email'
              ? fieldFor(element, null, dataRef.current)
              : fieldFor(element, main, dataRef.current),
          ),
        );
      } catch (error) {
        console.warn('axe-core', error);
      } finally {
        state.running = false;
        if (state.again) {
          state.again = false;
          checkAccessibility();
        }
      }
    }, 400);
  }, []);
  useEffect(() => () => window.clearTimeout(accessibilityCheck.current.timer), []);

  useEffect(() => {
    if (loaded && body !== undefined) {
      draw(body);
      checkAccessibility();
    }
  }, [body, loaded, draw, checkAccessibility]);

  // A new file loads a new document into the frame (its key is the file): nothing is drawn before it has loaded.
  const [loadedFile, setLoadedFile] = useState(file);
  if (loadedFile !== file) {
    setLoadedFile(file);
    setLoaded(false);
    issueStore.setFromPreview([]);
  }

  const onLoad = () => {
    const document = frame.current?.contentDocument;
    if (!document) return;
    const stopAndSelect = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
      // The frame's nodes belong to its own window: `instanceof Element` of this one is false for them.
      const element = event.target as Element | null;
      if (event.type !== 'click' || element?.nodeType !== 1) return;
      const main = document.getElementById('main');
      if (kind === 'site') return selectRef.current(fieldFor(element, null, dataRef.current));
      // The visitors' e-mails are not on any page: the home page is only the site around them.
      if (kind === 'email') return selectRef.current('outside');
      selectRef.current(
        main?.contains(element) || !element.closest('header, footer') ? fieldFor(element, main, dataRef.current) : 'outside',
      );
    };
    document.addEventListener('click', stopAndSelect, true);
    document.addEventListener('submit', stopAndSelect, true);
    setLoaded(true);
    checkAccessibility();
  };

  const frameWidth = WIDTHS[width];
  const scale = paneWidth > 0 ? Math.min(1, paneWidth / frameWidth) : 1;
  return (
    <Box
      component="section"
      aria-labelledby="anteprima-titolo"
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" id="anteprima-titolo">
          {copy.preview}
        </Title>
        <SegmentedControl
          aria-label={copy.preview}
          value={width}
          onChange={(next) => setWidth(next === 'phone' ? 'phone' : 'desktop')}
          data={[
            { value: 'phone', label: copy.phone },
            { value: 'desktop', label: copy.desktop },
          ]}
          size="xs"
        />
      </Group>
      {stale ? (
        <Alert color="orange" p="xs" mb="xs">
          <Text size="sm">{copy.previewStopped}</Text>
        </Alert>
      ) : null}
      <Box ref={pane} style={{ flex: 1, minHeight: 0, overflow: 'hidden', background: 'var(--mantine-color-gray-1)', borderRadius: 8 }}>
        <iframe
          key={file}
          ref={frame}
          src={api.previewAddress(file)}
          title={copy.previewFrame(frameWidth)}
          onLoad={onLoad}
          data-width={frameWidth}
          style={{
            width: frameWidth,
            height: scale > 0 ? paneHeight / scale : paneHeight,
            border: 0,
            background: 'white',
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            display: 'block',
          }}
        />
      </Box>
    </Box>
  );
}
