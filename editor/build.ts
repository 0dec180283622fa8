/** `npm run build:editor`: the editor's client and the preview's renderer, into dist-editor/. */
import { buildEditor } from './builds.ts';
import { PROJECT_ROOT } from './schemas.ts';

await buildEditor(PROJECT_ROOT, 'client');
await buildEditor(PROJECT_ROOT, 'preview');
console.log('Editor costruito in dist-editor/ (client e anteprima).');
