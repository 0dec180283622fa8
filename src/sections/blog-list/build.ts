import { say } from '../../../schema/messages.ts';
import type { SectionBuild } from '../../../schema/section-contracts.ts';
import type { LeftOutPage } from '../../../schema/schedule.ts';
import type { BlogListSection } from './schema.ts';

function leftOutMessage(id: string, page: LeftOutPage): string {
  return page.field === 'publishAt'
    ? say(
        `l’articolo "${id}" in questa versione del sito non è ancora online: ${page.file} ha publishAt "${page.at}" (ora di Roma). Toglilo da qui, o programma anche questa pagina per quell’ora`,
        `the article "${id}" is not online yet in this release: ${page.file} has publishAt "${page.at}" (Rome time). Remove it here, or schedule this page for that time too`,
      )
    : say(
        `l’articolo "${id}" in questa versione del sito non è più online: ${page.file} ha unpublishAt "${page.at}" (ora di Roma). Toglilo da qui`,
        `the article "${id}" is no longer online in this release: ${page.file} has unpublishAt "${page.at}" (Rome time). Remove it here`,
      );
}

export const build: SectionBuild<BlogListSection> = {
  check: (section, site) =>
    section.popular.posts.flatMap((id, index) => {
      // An article whose file has errors of its own is reported there, not again here.
      if (site.postIds.has(id) || site.routes.has(`/blog/${id}`)) return [];
      const leftOut = site.leftOut.get(`/blog/${id}`);
      const message = leftOut
        ? leftOutMessage(id, leftOut)
        : say(
            `nessun articolo ha id "${id}"; articoli: ${[...site.postIds].sort().join(', ') || 'ancora nessuno'}`,
            `no article has the id "${id}"; articles: ${[...site.postIds].sort().join(', ') || 'none yet'}`,
          );
      return [{ path: ['popular', 'posts', index], message }];
    }),
};
