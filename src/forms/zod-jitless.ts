import { config } from 'zod';

// zod probes `new Function` when it builds an object schema; the site's Content-Security-Policy reports
// that as a violation, even though zod catches the refusal. Imported before any schema is built.
config({ jitless: true });
