import { say } from '../../../schema/messages.ts';
import type { SectionBuild } from '../../../schema/section-contracts.ts';
import type { BlogListSection } from './schema.ts';

export const build: SectionBuild<BlogListSection> = {
  check: (section, site) =>
    section.popular.posts.flatMap((id, index) =>
      // An article whose file has errors of its own is reported there, not again here.
      site.postIds.has(id) || site.routes.has(`/blog/${id}`)
        ? []
        : [
            {
              path: ['popular', 'posts', index],
              message: say(
                `nessun articolo ha id "${id}"; articoli: ${[...site.postIds].sort().join(', ') || 'ancora nessuno'}`,
                `no article has the id "${id}"; articles: ${[...site.postIds].sort().join(', ') || 'none yet'}`,
              ),
            },
          ],
    ),
};
