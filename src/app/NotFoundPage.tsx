import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import site from 'virtual:site';
import { reportMissingPage } from './missing-page.ts';

function NotFoundEffects() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    reportMissingPage(pathname);
  }, [pathname]);
  return null;
}

export function NotFoundPage() {
  const copy = site.notFound;
  return (
    <Container size={640} py={96} data-not-found>
      <NotFoundEffects />
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
