import { ArrowRight, Clock } from "lucide-react";
import { Picture } from "#/src/components/ui/picture.tsx";

export type PostCardData = {
  path: string;
  title: string;
  summary: string;
  date: string;
  dateText: string;
  readTime: string;
  image: string;
  imageAlt?: string;
};

/** One post on the overview. The title's link covers the whole card: one target, nothing nested. */
export function PostCard({ post, readMore }: { post: PostCardData; readMore: string }) {
  return (
    <li className="relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-soft transition-shadow focus-within:ring-4 focus-within:ring-amber-400 hover:shadow-lg">
      <Picture
        slot={post.image}
        alt={post.imageAlt}
        sizes="(min-width: 80rem) 400px, (min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw"
        shape="bare"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-ink-muted">
          <time dateTime={post.date}>{post.dateText}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {post.readTime}
          </span>
        </p>
        <h2 className="mt-2 line-clamp-2 text-xl">
          <a href={post.path} className="outline-none after:absolute after:inset-0 after:content-['']">
            {post.title}
          </a>
        </h2>
        <p className="mt-2 line-clamp-3 text-ink-muted">{post.summary}</p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-2 pt-4 font-bold text-coral-700">
          {readMore}
          <ArrowRight className="size-5 rtl:rotate-180" />
        </span>
      </div>
    </li>
  );
}
