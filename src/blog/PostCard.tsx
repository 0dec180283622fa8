import { Badge, Button, Text } from '@mantine/core';
import { IconArrowRight } from '../ui/sprite-icons.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import site from 'virtual:site';
import type { PostSummary } from '../../schema/post.ts';
import surface from '../ui/Surface.module.css';
import list from '../ui/List.module.css';
import tagStyle from '../ui/Tag.module.css';
import classes from './PostCard.module.css';
import metaRow from '../ui/MetaRow.module.css';
import { SiteImage } from '../ui/SiteImage.tsx';
import { PostDateAndReadTime } from './PostDateAndReadTime.tsx';

export const CARD_TAG_LIMIT = 2;

/** An article in a list: cover, category, date, read time, title, a three-line excerpt, up to two tags and "Leggi". */
export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${surface.card} ${surface.liftsOnHover} ${classes.card}`} data-post={post.id}>
      <div className={classes.media}>
        <SiteImage className={classes.image} image={post.image} slot="card" alt="" />
      </div>
      <div className={classes.body}>
        <div className={`${metaRow.row} ${classes.meta}`}>
          <Badge
            variant="light"
            color={post.filterCategory === 'Sport Marketing' ? 'accent' : 'brand'}
            radius="xl"
            className={classes.category}
          >
            {post.category}
          </Badge>
          <PostDateAndReadTime
            date={post.date}
            dateText={post.dateText}
            readTime={post.readTime}
            iconSize={16}
            itemClassName={metaRow.item}
          />
        </div>
        <Heading className={classes.title}>
          <a href={post.path} className={classes.titleLink}>
            {post.title}
          </a>
        </Heading>
        <Text className={classes.excerpt} lineClamp={3}>
          {post.excerpt}
        </Text>
        <div className={classes.footer}>
          <ul className={`${list.bare} ${classes.tags}`}>
            {post.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
              <li key={tag} className={tagStyle.tag}>
                #{tag}
              </li>
            ))}
          </ul>
          <Button
            component="a"
            href={post.path}
            variant="light"
            size="sm"
            rightSection={<SpriteIcon icon={IconArrowRight} size={16} aria-hidden />}
            className={classes.read}
          >
            {site.blog.readMore}
          </Button>
        </div>
      </div>
    </article>
  );
}
