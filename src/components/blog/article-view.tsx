import { ArrowRight, Clock, ExternalLink as ExternalIcon, UserRound } from "lucide-react";
import { Fold } from "#/src/components/sections/fold.tsx";
import { JumpLinks } from "#/src/components/sections/jump-links.tsx";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { Picture } from "#/src/components/ui/picture.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import { blogPage } from "#/src/copy/blog.ts";
import type { MarkedText } from "#/src/lib/marked-text.ts";
import type { PostSection } from "#/src/lib/blog/markdown.ts";
import { cn } from "#/src/lib/cn.ts";
import { homeAnchorHref, paths } from "#/src/registry/pages.ts";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

/** How wide a post's picture is drawn: the whole width (src/pages/blogs/[slug].astro preloads it so). */
export const POST_PICTURE_SIZES = "100vw";

export type ArticleData = {
  title: string;
  image: string;
  /** What an uploaded photo shows; slots describe themselves. */
  imageAlt?: string;
  author: MarkedText;
  date: string;
  dateText: string;
  readTime: string;
  originalUrl?: string;
  /** The post's text before its first section heading. */
  intro: string;
  /** Its sections (src/lib/blog/markdown.ts splitSections). */
  sections: readonly (PostSection & { open: boolean })[];
  /** Other posts to read next (src/lib/blog/related.ts). */
  related: readonly { title: string; path: string; summary: string }[];
};

const proseClass =
  "prose prose-lg max-w-none prose-headings:text-petrol-900 prose-a:text-petrol-800 prose-a:decoration-2 prose-a:underline-offset-4 prose-strong:text-ink max-sm:leading-relaxed max-sm:prose-h3:mt-8 max-sm:prose-p:my-4 max-sm:prose-ul:my-4 max-sm:prose-li:my-2";

/**
 * A blog post: picture with the title and byline over it, links to its sections, its opening
 * words, each section in a fold under its heading, the first ones open (decision 037), an invitation to
 * ask, and other posts to read next with the way back to all of them.
 */
export function ArticleView({ article }: { article: ArticleData }) {
  return (
    <article className="pb-12 sm:pb-20">
      <header className="relative overflow-hidden bg-petrol-950">
        <div className="absolute inset-0 [&_img]:h-full [&_img]:rounded-none [&_img]:border-0 [&_picture]:block [&_picture]:h-full">
          <Picture slot={article.image} alt={article.imageAlt} priority sizes={POST_PICTURE_SIZES} />
        </div>
        {/* A dark veil keeps the white title and byline readable over any picture. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-petrol-950 via-petrol-950/85 to-petrol-950/60"
        />
        <Container className="relative flex min-h-64 flex-col justify-end pt-16 pb-6 sm:min-h-96 sm:pt-24 sm:pb-10">
          <h1 className="max-w-4xl text-3xl text-white min-[24rem]:text-4xl sm:text-5xl">
            <Unbroken text={article.title} />
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-teal-50 sm:mt-6">
            <span className="inline-flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-5" />
              <Marked text={article.author} />
            </span>
            <time dateTime={article.date}>{article.dateText}</time>
            <span className="inline-flex items-center gap-2">
              <Clock aria-hidden="true" className="size-5" />
              {article.readTime}
            </span>
            {article.originalUrl ? (
              <ExternalLink
                href={article.originalUrl}
                className="inline-flex items-center gap-1 font-bold text-white underline underline-offset-4"
              >
                {blogPage.original}
                <ExternalIcon aria-hidden="true" className="size-4" />
              </ExternalLink>
            ) : null}
          </p>
        </Container>
      </header>
      <Container width="text" className="mt-6 sm:mt-10">
        {article.sections.length ? (
          <JumpLinks
            id="op-deze-pagina"
            title={blogPage.toc}
            links={article.sections.map(({ id, title }) => ({ id, text: title }))}
          />
        ) : null}
        {/* Rendered from the post's Markdown at build time; raw HTML in posts is dropped. */}
        <div className={cn(proseClass, "mt-6 sm:mt-8")} dangerouslySetInnerHTML={{ __html: article.intro }} />
        {/* Each section in a fold under its heading: the links above open it, and printing shows it. */}
        <div className="mt-6 border-b border-line sm:mt-8">
          {article.sections.map((section) => (
            <Fold
              key={section.id}
              open={section.open}
              look="text"
              summary={
                <h2 id={section.id} className="text-xl sm:text-2xl">
                  {section.title}
                </h2>
              }
            >
              <div
                className={cn(proseClass, "pb-6 [&>:first-child]:mt-0")}
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            </Fold>
          ))}
        </div>
        <aside
          aria-labelledby="vragen"
          className="mt-10 rounded-card border-2 border-teal-200 bg-teal-50 p-6 sm:mt-14 sm:p-8"
        >
          <h2 id="vragen" className="text-2xl">
            {blogPage.closing.title}
          </h2>
          <p className="mt-2 text-lg">{blogPage.closing.text}</p>
          <Button asChild size="lg" variant="secondary" className="mt-5 sm:mt-6">
            <a href={homeAnchorHref("contact")}>
              {blogPage.closing.button}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </a>
          </Button>
        </aside>
        {article.related.length ? (
          // Other posts' summaries: a listing, as on /blogs; the advice they may touch is in those posts.
          <nav aria-labelledby="lees-ook" data-listing="" className="mt-10 sm:mt-14">
            <h2 id="lees-ook" className="text-2xl">
              {blogPage.related}
            </h2>
            <ul className="mt-4 space-y-5">
              {article.related.map((post) => (
                <li key={post.path}>
                  <a href={post.path} className={cn(textLinkClass, "text-lg font-bold")}>
                    <Unbroken text={post.title} />
                  </a>
                  <p className="mt-1 text-ink-muted">{post.summary}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6">
              <a href={paths.blogs} className={cn(textLinkClass, "inline-flex min-h-11 items-center gap-2 font-bold")}>
                {blogPage.allPosts}
                <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
              </a>
            </p>
          </nav>
        ) : null}
      </Container>
    </article>
  );
}
