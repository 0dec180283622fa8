/**
 * "Pubblica" and "Anteprima" in the editor: one publication at a time, run by publish/ (the same code as
 * `npm run publish`) in the background, its steps kept for the screen to read while it runs.
 */
import { AuthorError, readAuthor, saveAuthor } from '../publish/author.ts';
import { describeStatus, type PublishStatus, publish } from '../publish/publish.ts';
import { isPublishTarget } from '../publish/settings.ts';
import { lintContent } from './rendered-quality.ts';
import type { Author, PublicationView, PublishRequest } from './api-types.ts';
import { EditorRefusal } from './workspace.ts';

export class Publishing {
  private current: PublicationView | undefined;

  constructor(private readonly root: string) {}

  view(): PublicationView | null {
    return this.current ?? null;
  }

  author(): Author | null {
    return readAuthor() ?? null;
  }

  rememberAuthor(input: unknown): Author {
    try {
      return saveAuthor(input as Author);
    } catch (error) {
      if (error instanceof AuthorError) throw new EditorRefusal(422, 'author', error.message);
      throw error;
    }
  }

  start(request: PublishRequest): PublicationView {
    if (!isPublishTarget(request.target)) throw new EditorRefusal(400, 'target', 'Scegli dove pubblicare: anteprima o pubblica.');
    if (this.current?.running) throw new EditorRefusal(409, 'publishing', 'Una pubblicazione è già in corso: aspetta che finisca.');
    const author = readAuthor();
    if (!author) {
      throw new EditorRefusal(422, 'author', 'Prima di pubblicare scrivi il tuo nome e la tua e-mail: restano su questo computer.');
    }
    const run: PublicationView = { target: request.target, startedAt: new Date().toISOString(), running: true, steps: [] };
    this.current = run;
    const record = (status: PublishStatus) => {
      const step = { status, text: describeStatus(status) };
      // A deploy reports its log as it grows: one step, updated.
      if (run.steps.at(-1)?.status.phase === status.phase) run.steps[run.steps.length - 1] = step;
      else run.steps.push(step);
    };
    const message = request.message?.trim();
    void publish({
      root: this.root,
      target: request.target,
      author,
      check: lintContent,
      onStatus: record,
      ...(message ? { message } : {}),
    }).then((last) => {
      if (run.steps.at(-1)?.status !== last) record(last);
      run.running = false;
    });
    return run;
  }
}
