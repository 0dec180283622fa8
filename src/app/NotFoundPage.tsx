import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import site from 'virtual:site';

/** The page of an unknown address; the entry script logs the address (src/app/missing-page.ts). */
export function NotFoundPage() {
  const copy = site.notFound;
  return (
    <Container size={640} py={96} data-not-found>
      <Stack align="center" ta="center" gap="lg">
        <Image src={copy.image.src} alt={copy.image.alt} w={320} h="auto" width={copy.image.width} height={copy.image.height} />
        <Title order={1}>{copy.title}</Title>
        <Text size="lg" c="ink.6">
          {copy.text}
        </Text>
        <Button component="a" href="/" size="lg">
          {copy.homeLink}
        </Button>
      </Stack>
    </Container>
  );
}
