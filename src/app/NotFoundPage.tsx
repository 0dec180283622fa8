import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import site from 'virtual:site';
import { applyHead, headForNotFound } from '../seo/head.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
    applyHead(headForNotFound(site));
  }, [pathname]);
  const copy = site.notFound;
  return (
    <Container size={640} py={96}>
      <Stack align="center" ta="center" gap="lg">
        <Image src={copy.image.src} alt={copy.image.alt} w={320} h="auto" width={copy.image.width} height={copy.image.height} />
        <Title order={1}>{copy.title}</Title>
        <Text size="lg" c="ink.6">{copy.text}</Text>
        <Button component={Link} to="/" size="lg">
          {copy.homeLink}
        </Button>
      </Stack>
    </Container>
  );
}
