import { Badge, Button, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconClock, IconEye, IconSearch, IconSparkles } from '../../ui/sprite-icons.ts';
import { SpriteIcon } from '../../ui/sprite-icon.tsx';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import posts from 'virtual:posts';
import site from 'virtual:site';
import { blogFilterCategories, type BlogFilterCategory } from '../../../schema/blog-categories.ts';
import { readTimeText } from '../../../schema/read-time.ts';
import { parseBlogSearch, type BlogSearch } from '../../../schema/blog-search.ts';
import type { PostSummary } from '../../../schema/post.ts';
import { filterPosts } from '../../blog/filter-posts.ts';
import { PostCard } from '../../blog/PostCard.tsx';
import { saveBlogSearch, searchParamsFor } from '../../blog/saved-search.ts';
import { useIsClient } from '../../blog/use-is-client.ts';
import { ActionLink } from '../../ui/ActionButton.tsx';
import { SectionShell } from '../../ui/SectionShell.tsx';
import { icons } from '../../ui/icons.ts';
import typography from '../../ui/Typography.module.css';
import classes from './BlogList.module.css';
import postGrid from '../../blog/PostGrid.module.css';
import list from '../../ui/List.module.css';
import metaRow from '../../ui/MetaRow.module.css';
import backdrop from '../../ui/Backdrop.module.css';
import { ThemeIcon } from '../../ui/ThemeIcon.tsx';
import type { BlogListSection } from './schema.ts';

const NO_SEARCH: BlogSearch = { q: '', categoria: undefined };
const BLOG_LIST_PATH = '/blog';

// Not the router's validateSearch/useSearch: the list hydrates as an island, without the router. A first
// visit of /blog?q=… hydrates it at load, 136 KB of JS gzipped (React DOM 78 KB); the router would add its
// 34 KB (the start-app chunk) to every blog search. The same zod schema (parseBlogSearch) reads the address.
function readAddress(): BlogSearch {
  return parseBlogSearch(Object.fromEntries(new URLSearchParams(window.location.search)));
}

function writeAddress(search: BlogSearch, mode: 'push' | 'replace'): void {
  const query = new URLSearchParams(searchParamsFor(search)).toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
  if (mode === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

/**
 * The list's search text and category, kept in the address (/blog?q=...&categoria=...). The search box
 * is a GET form, so the address also works without the list's script. While the prerendered page
 * hydrates the list shows every article, exactly as the HTML does; then it applies the address, or
 * what the visitor typed into the box before the script arrived.
 */
function useBlogListState(searchBox: RefObject<HTMLInputElement | null>) {
  const isClient = useIsClient();
  const [categoria, setCategoria] = useState<BlogFilterCategory | undefined>(undefined);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const fromAddress = readAddress();
    const box = searchBox.current;
    const typedEarly = box?.value.trim() ?? '';
    setCategoria(fromAddress.categoria);
    setQuery(typedEarly || fromAddress.q);
    if (box && !typedEarly) box.value = fromAddress.q;
    if (typedEarly && typedEarly !== fromAddress.q) writeAddress({ q: typedEarly, categoria: fromAddress.categoria }, 'replace');
    // The browser's back and forward buttons move through the categories the visitor chose.
    const followAddress = () => {
      const address = readAddress();
      setCategoria(address.categoria);
      setQuery(address.q);
      if (searchBox.current) searchBox.current.value = address.q;
    };
    window.addEventListener('popstate', followAddress);
    return () => window.removeEventListener('popstate', followAddress);
  }, [searchBox]);

  const search: BlogSearch = useMemo(() => (isClient ? { q: query, categoria } : NO_SEARCH), [isClient, query, categoria]);

  useEffect(() => {
    if (isClient) saveBlogSearch(search);
  }, [isClient, search]);

  const changeQuery = (text: string) => {
    setQuery(text);
    writeAddress({ q: text.trim(), categoria }, 'replace');
  };
  const changeCategory = (next: BlogFilterCategory | undefined) => {
    setCategoria(next);
    writeAddress({ q: query.trim(), categoria: next }, 'push');
  };
  return { search, changeQuery, changeCategory };
}

function EmptyState({ copy }: { copy: BlogListSection['emptyState'] }) {
  return (
    <div className={classes.empty} role="status">
      <ThemeIcon size={64} radius="xl" variant="light" color="brand" aria-hidden>
        <SpriteIcon icon={IconSparkles} size={32} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} className={classes.emptyTitle}>
        {copy.message}
      </Title>
      <p className={classes.emptyText}>{copy.details}</p>
      <Button component="a" href={copy.to} rightSection={<SpriteIcon icon={IconArrowRight} size={18} aria-hidden />}>
        {copy.linkText}
      </Button>
    </div>
  );
}

/** A box of the sidebar, named by its heading. */
function SidebarPanel({ name, heading, children }: { name: 'popular' | 'services'; heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.panel} aria-labelledby={headingId} data-sidebar={name}>
      <h2 id={headingId} className={classes.panelTitle}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function PopularPosts({ copy, popular }: { copy: BlogListSection['popular']; popular: PostSummary[] }) {
  return (
    <SidebarPanel name="popular" heading={copy.heading}>
      {popular.length === 0 ? (
        <p className={classes.panelEmpty}>{copy.emptyMessage}</p>
      ) : (
        <ol className={classes.popularList}>
          {popular.map((post, index) => (
            <li key={post.id} className={classes.popularItem}>
              <span className={classes.popularRank} aria-hidden>
                {index + 1}
              </span>
              <div className={classes.popularBody}>
                <a href={post.path} className={classes.popularLink}>
                  {post.title}
                </a>
                <div className={`${metaRow.row} ${classes.popularMeta}`}>
                  <span className={metaRow.item}>
                    <SpriteIcon icon={IconClock} size={14} aria-hidden />
                    {readTimeText(site.blog.readTime, post.readTime)}
                  </span>
                  {post.views && (
                    <span className={metaRow.item}>
                      <SpriteIcon icon={IconEye} size={14} aria-hidden />
                      {post.views}
                    </span>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </SidebarPanel>
  );
}

function RelatedServices({ copy }: { copy: BlogListSection['relatedServices'] }) {
  return (
    <SidebarPanel name="services" heading={copy.heading}>
      <ul className={`${list.bare} ${classes.serviceList}`}>
        {copy.items.map((service) => {
          const icon = icons[service.icon];
          return (
            <li key={service.title} className={classes.service}>
              <ThemeIcon size={42} radius="md" variant="light" color="brand" aria-hidden>
                <SpriteIcon icon={icon} size={22} stroke={1.8} />
              </ThemeIcon>
              <div>
                <h3 className={classes.serviceTitle}>{service.title}</h3>
                <p className={classes.serviceText}>{service.text}</p>
                <ActionLink action={service.link.action} className={classes.serviceLink}>
                  {service.link.label}
                </ActionLink>
              </div>
            </li>
          );
        })}
      </ul>
    </SidebarPanel>
  );
}

/** The blog page: search, category filters, article cards and the sidebar. The articles come from pages-yaml/blog/. */
export function BlogList({ section }: { section: BlogListSection }) {
  const { hero } = section;
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const { search, changeQuery, changeCategory } = useBlogListState(searchBox);
  const visible = useMemo(() => filterPosts(posts, search), [search]);
  const popular = useMemo(() => section.popular.posts.flatMap((id) => posts.find((post) => post.id === id) ?? []), [section.popular.posts]);
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <SectionShell section={section} className={classes.band}>
      <header className={`${classes.hero} ${backdrop.lightAndDots}`}>
        {hero.badge && (
          <Badge variant="light" color="brand" size="lg" radius="xl" className={classes.heroBadge}>
            {hero.badge}
          </Badge>
        )}
        <Title order={1} className={classes.headline}>
          {hero.headline}
        </Title>
        <p className={`${typography.lead} ${classes.intro}`}>{hero.text}</p>
        <search>
          <form className={classes.searchForm} onSubmit={onSubmit} action={BLOG_LIST_PATH} method="get">
            <label htmlFor={searchId} className={classes.visuallyHidden}>
              {hero.searchLabel}
            </label>
            <TextInput
              ref={searchBox}
              id={searchId}
              name="q"
              type="search"
              size="lg"
              radius="xl"
              // Uncontrolled: what is typed while the list hydrates stays in the box and is read once it has.
              defaultValue=""
              onChange={(event) => changeQuery(event.currentTarget.value)}
              placeholder={hero.searchPlaceholder}
              leftSection={<SpriteIcon icon={IconSearch} size={20} aria-hidden />}
              classNames={{ input: classes.searchInput }}
              autoComplete="off"
              enterKeyHint="search"
            />
          </form>
        </search>
      </header>

      <fieldset className={classes.filters} aria-label={section.filtersLabel}>
        <Button
          size="sm"
          radius="xl"
          variant={search.categoria === undefined ? 'filled' : 'default'}
          aria-pressed={search.categoria === undefined}
          onClick={() => changeCategory(undefined)}
        >
          {section.allLabel}
        </Button>
        {blogFilterCategories.map((category) => (
          <Button
            key={category}
            size="sm"
            radius="xl"
            variant={search.categoria === category ? 'filled' : 'default'}
            aria-pressed={search.categoria === category}
            onClick={() => changeCategory(category)}
          >
            {category}
          </Button>
        ))}
      </fieldset>

      <div className={classes.layout}>
        <div className={classes.main}>
          <Title order={2} className={classes.listTitle}>
            {section.listTitle}
          </Title>
          {visible.length > 0 ? (
            <ul className={`${list.bare} ${postGrid.grid}`}>
              {visible.map((post) => (
                <li key={post.id} className={classes.gridItem}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState copy={section.emptyState} />
          )}
        </div>
        <aside className={classes.sidebar}>
          <PopularPosts copy={section.popular} popular={popular} />
          <RelatedServices copy={section.relatedServices} />
        </aside>
      </div>
    </SectionShell>
  );
}
