import { Badge, Container, Title } from '@mantine/core';
import { IconArrowLeft, IconUsers } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import type { ReactNode } from 'react';
import posts from 'virtual:posts';
import site from 'virtual:site';
import type { Post, PostSummary } from '../../schema/post.ts';
import type { PageData } from '../sections/content-types.ts';
import { PostCard } from '../blog/PostCard.tsx';
import { PostDateAndReadTime } from '../blog/PostDateAndReadTime.tsx';
import { BACK_TO_LIST_ATTRIBUTE } from '../blog/back-to-list.ts';
import list from '../ui/List.module.css';
import typography from '../ui/Typography.module.css';
import tagStyle from '../ui/Tag.module.css';
import classes from './PostFrame.module.css';
import postGrid from '../blog/PostGrid.module.css';
import metaRow from '../ui/MetaRow.module.css';
import { SiteImage } from '../ui/SiteImage.tsx';

const RELATED_COUNT = 3;
const BLOG_PATH = '/blog';

/** "Torna agli articoli": the list; the entry script adds the visitor's last search and category (src/blog/back-to-list.ts). */
function BackToList() {
  return (
    <a href={BLOG_PATH} className={classes.back} {...{ [BACK_TO_LIST_ATTRIBUTE]: '' }}>
      <SpriteIcon icon={IconArrowLeft} size={18} aria-hidden />
      {site.blog.backToList}
    </a>
  );
}

/** Up to three other articles: the same category first, then the newest. */
function relatedPosts(current: string, category: PostSummary['filterCategory'] | undefined): PostSummary[] {
  const others = posts.filter((post) => post.path !== current);
  const sameCategory = others.filter((post) => post.filterCategory === category);
  const rest = others.filter((post) => post.filterCategory !== category);
  return [...sameCategory, ...rest].slice(0, RELATED_COUNT);
}

function ArticleHeader({ page, post, summary }: { page: PageData; post: Post; summary: PostSummary | undefined }) {
  return (
    <header className={classes.header}>
      <div className={classes.intro}>
        <Container size={880}>
          <BackToList />
          <Badge
            variant="light"
            color={summary?.filterCategory === 'Sport Marketing' ? 'accent' : 'brand'}
            size="lg"
            radius="xl"
            className={classes.category}
          >
            {post.category}
          </Badge>
          <Title order={1} className={classes.title}>
            {page.title}
          </Title>
          <p className={`${typography.lead} ${classes.lead}`}>{post.excerpt}</p>
          <div className={`${metaRow.row} ${classes.meta}`}>
            <span className={metaRow.item}>
              <SpriteIcon icon={IconUsers} size={18} aria-hidden />
              <span>
                {site.blog.authorLabel} <strong className={classes.author}>{post.author}</strong>
              </span>
            </span>
            <PostDateAndReadTime
              date={post.date}
              dateText={summary?.dateText ?? post.date}
              readTime={post.readTime}
              iconSize={18}
              itemClassName={metaRow.item}
            />
          </div>
        </Container>
      </div>
      <Container size={1040} className={classes.coverWrap}>
        <SiteImage className={classes.cover} image={post.image} slot="cover" priority />
      </Container>
    </header>
  );
}

/** An article page: its header (or, for the banner layout, just the way back), its sections, its tags and more to read. */
export function PostFrame({ page, post, children }: { page: PageData; post: Post; children: ReactNode }) {
  const summary = posts.find((candidate) => candidate.path === page.path);
  const related = relatedPosts(page.path, summary?.filterCategory);
  return (
    <>
      <article className={classes.article}>
        {post.layout === 'article' ? (
          <ArticleHeader page={page} post={post} summary={summary} />
        ) : (
          <Container className={classes.bannerBar}>
            <BackToList />
          </Container>
        )}
        {children}
        {post.layout === 'article' && (
          <footer className={classes.footer}>
            <Container size={720}>
              <h2 className={`${typography.smallCaps} ${classes.tagsTitle}`}>{site.blog.tagsLabel}</h2>
              <ul className={`${list.bare} ${classes.tags}`}>
                {post.tags.map((tag) => (
                  <li key={tag} className={`${tagStyle.tag} ${classes.tag}`}>
                    #{tag}
                  </li>
                ))}
              </ul>
            </Container>
          </footer>
        )}
      </article>
      {related.length > 0 && (
        <section className={classes.related} aria-labelledby="related-posts">
          <Container>
            <Title order={2} id="related-posts" className={classes.relatedTitle}>
              {site.blog.relatedTitle}
            </Title>
            <ul className={`${list.bare} ${postGrid.grid} ${postGrid.threeOnWideScreens}`}>
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </>
  );
}
