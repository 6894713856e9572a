import { ArrowRight, Clock, ExternalLink as ExternalIcon, UserRound } from "lucide-react";
import { ExternalLink } from "#/app/components/ui/external-link.tsx";
import { Marked } from "#/app/components/ui/marked.tsx";
import { Picture } from "#/app/components/ui/picture.tsx";
import { Button } from "#/app/components/ui/button.tsx";
import { Container } from "#/app/components/ui/container.tsx";
import { blogPage } from "#/app/copy/blog.ts";
import type { MarkedText } from "#/app/copy/marked-text.ts";
import { homeAnchorHref } from "#/app/registry/pages.ts";
import { Unbroken } from "#/app/components/ui/unbroken.tsx";

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
  html: string;
};

/** A blog post: picture with the title over it, the byline, the body, and an invitation to ask. */
export function ArticleView({ article }: { article: ArticleData }) {
  return (
    <article className="pb-20">
      <header className="relative overflow-hidden bg-petrol-950">
        <div className="absolute inset-0 [&_img]:h-full [&_img]:rounded-none [&_img]:border-0 [&_picture]:block [&_picture]:h-full">
          <Picture slot={article.image} alt={article.imageAlt} priority sizes="100vw" />
        </div>
        {/* A dark veil keeps the white title readable over any picture. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-petrol-950 via-petrol-950/85 to-petrol-950/60"
        />
        <Container className="relative flex min-h-80 items-end pt-24 pb-10 sm:min-h-96">
          <h1 className="max-w-4xl text-3xl text-white min-[24rem]:text-4xl sm:text-5xl">
            <Unbroken text={article.title} />
          </h1>
        </Container>
      </header>
      <Container width="text" className="mt-8">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-muted">
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
              className="inline-flex items-center gap-1 font-bold text-petrol-800 underline underline-offset-4"
            >
              {blogPage.original}
              <ExternalIcon aria-hidden="true" className="size-4" />
            </ExternalLink>
          ) : null}
        </p>
        <div
          className="prose prose-lg mt-8 max-w-none prose-headings:text-petrol-900 prose-a:text-petrol-800 prose-a:decoration-2 prose-a:underline-offset-4 prose-strong:text-ink"
          // Rendered from the post's Markdown at build time; raw HTML in posts is dropped.
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        <aside aria-labelledby="vragen" className="mt-14 rounded-card border-2 border-teal-200 bg-teal-50 p-8">
          <h2 id="vragen" className="text-2xl">
            {blogPage.closing.title}
          </h2>
          <p className="mt-2 text-lg">{blogPage.closing.text}</p>
          <Button asChild size="lg" variant="secondary" className="mt-6">
            <a href={homeAnchorHref("contact")}>
              {blogPage.closing.button}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </a>
          </Button>
        </aside>
      </Container>
    </article>
  );
}
