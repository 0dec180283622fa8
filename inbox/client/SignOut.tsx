import { Button } from '@mantine/core';
import { copy } from './copy.ts';

/** Signing out of the owner's app: a plain form, so it works even while the page's script is busy. */
export function SignOut() {
  return (
    <form method="post" action="logout">
      <Button type="submit" variant="default">
        {copy.signOut}
      </Button>
    </form>
  );
}
