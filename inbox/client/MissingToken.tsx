import { Alert, Container, Title } from '@mantine/core';
import { copy } from './copy.ts';

export function MissingToken() {
  return (
    <Container size="sm" py="xl" component="main">
      <Title order={1} mb="md">
        {copy.title}
      </Title>
      <Alert variant="filled" color="red.9" role="alert">
        {copy.errors.noToken}
      </Alert>
    </Container>
  );
}
