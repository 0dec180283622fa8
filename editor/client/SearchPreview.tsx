import { Alert, Box, Card, Center, Image, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { copy } from './copy.ts';

/** What a search engine and a social network read from the page's head, as the build emits it. */
export interface HeadFacts {
  title: string;
  description: string;
  address: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  ogImageAlt: string;
}

export function headFacts(head: string): HeadFacts {
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head></html>`, 'text/html');
  const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? '';
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    address: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? meta('meta[property="og:url"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogImage: meta('meta[property="og:image"]'),
    ogImageAlt: meta('meta[property="og:image:alt"]'),
  };
}

// Google's result on a computer: the title in 20 px Arial, cut past about 600 px; the description in 14 px Arial, cut
// past about 920 px (two lines of the desktop column). On a phone the column is about 600 px: the title wraps on two lines
// of 18 px, and the description is cut past about 680 px. The widths are the ones SEO tools measure with; Google does
// not publish them.
interface ResultLayout {
  column: number;
  title: { font: string; width: number; fontSize: number; lines: number };
  description: { font: string; width: number };
}
const DESKTOP: ResultLayout = {
  column: 600,
  title: { font: '20px Arial, sans-serif', width: 600, fontSize: 20, lines: 1 },
  description: { font: '14px Arial, sans-serif', width: 920 },
};
const MOBILE: ResultLayout = {
  column: 600,
  title: { font: '18px Arial, sans-serif', width: 2 * 600, fontSize: 18, lines: 2 },
  description: { font: '14px Arial, sans-serif', width: 680 },
};
const TITLE = DESKTOP.title;

let measuring: CanvasRenderingContext2D | null | undefined;
function textWidth(text: string, font: string): number {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * (font.startsWith('20') ? 10 : 7);
  measuring.font = font;
  return measuring.measureText(text).width;
}

/** `text` as it fits in `width` px of `font`: whole words, then "…", as Google cuts it. */
export function cutToWidth(text: string, { font, width }: { font: string; width: number }): { shown: string; cut: boolean } {
  if (textWidth(text, font) <= width) return { shown: text, cut: false };
  const words = text.split(' ');
  let shown = '';
  for (const word of words) {
    const next = shown === '' ? word : `${shown} ${word}`;
    if (textWidth(`${next} …`, font) > width) break;
    shown = next;
  }
  return { shown: `${shown.replace(/[\s,;:.–|-]+$/u, '')} …`, cut: true };
}

/** "www.example.it › sport › calcio-marketing", as Google writes an address above the title. */
function breadcrumbOf(address: string): string {
  try {
    const url = new URL(address);
    return [url.host, ...url.pathname.split('/').filter(Boolean)].join(' › ');
  } catch {
    return address;
  }
}

/** The Open Graph image's address on the editor's own server: the preview loads nothing from the site's host. */
function localImage(address: string): string {
  try {
    return new URL(address).pathname;
  } catch {
    return address;
  }
}

function Advice({
  facts,
  ownTitle,
  titleCut,
  descriptionCut,
}: {
  facts: HeadFacts;
  ownTitle: string | undefined;
  titleCut: boolean;
  descriptionCut: boolean;
}) {
  // Counted as the lint counts it: without the site's name, which the head adds and Google shows above the result.
  const titleLength = [...(ownTitle ?? facts.title).trim()].length;
  const descriptionLength = [...facts.description].length;
  const advice: string[] = [
    titleLength < 30 ? copy.titleTooShort : titleLength > 60 ? copy.titleTooLong : titleCut ? copy.titleCut : undefined,
    facts.description === ''
      ? copy.noDescription
      : descriptionLength < 70
        ? copy.descriptionTooShort
        : descriptionLength > 160 || descriptionCut
          ? copy.descriptionTooLong
          : undefined,
  ].filter((line) => line !== undefined);
  return (
    <Stack gap={4}>
      <Text size="xs" c={titleLength < 30 || titleLength > 60 ? 'orange.9' : 'dimmed'}>
        {copy.titleCount(titleLength)}
      </Text>
      <Text size="xs" c={descriptionLength < 70 || descriptionLength > 160 ? 'orange.9' : 'dimmed'}>
        {copy.descriptionCount(descriptionLength)}
      </Text>
      {advice.map((line) => (
        <Alert key={line} color="orange" p={6} variant="light">
          <Text size="xs">{line}</Text>
        </Alert>
      ))}
    </Stack>
  );
}

/** One Google result, drawn at Google's own width and scaled down to the form's column, so that it cuts where Google does. */
function SearchResult({ facts, layout, width }: { facts: HeadFacts; layout: ResultLayout; width: number }) {
  const title = cutToWidth(facts.title, layout.title);
  const description = cutToWidth(facts.description, layout.description);
  return (
    <div style={{ fontFamily: 'Arial, sans-serif', width: layout.column, zoom: width > 0 ? Math.min(1, width / layout.column) : 1 }}>
      <div style={{ fontSize: 14, color: '#202124' }}>{breadcrumbOf(facts.address)}</div>
      <div
        data-search-title
        style={{
          fontSize: layout.title.fontSize,
          lineHeight: 1.3,
          color: '#1a0dab',
          whiteSpace: layout.title.lines === 1 ? 'nowrap' : 'normal',
        }}
      >
        {title.shown}
      </div>
      <div data-search-description style={{ fontSize: 14, lineHeight: 1.58, color: '#4d5156' }}>
        {description.shown}
      </div>
    </div>
  );
}

/** The card's picture, or what is wrong with it: none in the head, or a file the editor's server does not find. */
function SocialImage({ address, alt }: { address: string; alt: string }) {
  const [failed, setFailed] = useState<string | undefined>();
  const source = address === '' ? '' : localImage(address);
  if (source === '' || failed === source) {
    return (
      <Center bg="gray.1" style={{ aspectRatio: '1200 / 630' }} p="sm" data-social-image-missing>
        <Text size="xs" c="red.9" ta="center">
          {source === '' ? copy.socialImageNone : copy.socialImageMissing(source)}
        </Text>
      </Center>
    );
  }
  return (
    <Image
      src={source}
      alt={copy.socialImageAlt(alt)}
      style={{ aspectRatio: '1200 / 630' }}
      fit="cover"
      onError={() => setFailed(source)}
    />
  );
}

/**
 * How the page will look in Google's results and when shared, drawn from the head the build emits for it (not from
 * the fields), with counters and advice in Italian that follow each keystroke.
 */
export function SearchPreview({ head, ownTitle }: { head: string | undefined; ownTitle?: string | undefined }) {
  const facts = useMemo(() => (head === undefined ? undefined : headFacts(head)), [head]);
  // The result is drawn at Google's own width and scaled down to the form's column, so that it cuts where Google does.
  const { ref, width } = useElementSize();
  if (!facts) return null;
  const title = cutToWidth(facts.title, TITLE);
  const description = cutToWidth(facts.description, DESKTOP.description);
  return (
    <Box
      component="section"
      aria-label={copy.searchPreview}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
      p="sm"
    >
      <Title order={2} size="sm" mb="xs">
        {copy.searchPreview}
      </Title>
      <Stack gap="sm">
        <Box ref={ref} role="group" aria-label={copy.searchResult} data-search-result>
          <Text size="xs" c="dimmed" mb={2}>
            {copy.searchResult}
          </Text>
          <SearchResult facts={facts} layout={DESKTOP} width={width} />
        </Box>
        <Box role="group" aria-label={copy.searchResultMobile} data-search-result-mobile>
          <Text size="xs" c="dimmed" mb={2}>
            {copy.searchResultMobile}
          </Text>
          <SearchResult facts={facts} layout={MOBILE} width={width} />
        </Box>
        <Advice facts={facts} ownTitle={ownTitle} titleCut={title.cut} descriptionCut={description.cut} />
        <Card withBorder padding={0} radius="sm" role="group" aria-label={copy.socialCard} maw={360}>
          <Card.Section>
            <SocialImage address={facts.ogImage} alt={facts.ogImageAlt} />
          </Card.Section>
          <Stack gap={2} p="xs">
            <Text size="xs" c="dimmed" tt="uppercase">
              {breadcrumbOf(facts.address).split(' › ')[0]}
            </Text>
            <Text size="sm" fw={600} lineClamp={2}>
              {facts.ogTitle}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {facts.ogDescription}
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Box>
  );
}
