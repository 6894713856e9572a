import { Quote } from "lucide-react";
import { EXAMPLE_REVIEW_LABEL } from "#/src/copy/marked-text.ts";
import { RatingStars } from "#/src/components/ui/rating-stars.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import type { Review } from "#/src/data/schema/reviews.ts";
import { fullDate } from "#/src/lib/full-date.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

type Props = { title: string; swipe: (count: number) => string; reviews: readonly Review[] };

/**
 * What clients say (content/reviews.yaml), with where and when they said it. A review the practice
 * has not replaced yet carries a label on the quote, so even a preview never passes it off as a
 * client's words.
 */
export function Testimonials({ title, swipe, reviews }: Props) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-teal-50 py-14 md:py-20">
      <Container>
        <h2 id="testimonials-title" className="text-3xl sm:text-4xl">
          {title}
        </h2>
        {reviews.length > 1 ? <p className="mt-2 text-ink-muted md:hidden">{swipe(reviews.length)}</p> : null}
        {/* On a phone a row to swipe through, the next card in sight, instead of a column of screens.
            Focusable, so a keyboard can scroll it too. */}
        <ul
          tabIndex={0}
          aria-labelledby="testimonials-title"
          className="-mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:mt-10 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0"
        >
          {reviews.map((review) => (
            <li key={`${review.name}-${review.text.slice(0, 20)}`} className="w-[85%] shrink-0 snap-start md:w-auto">
              <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-soft">
                {review.placeholder ? (
                  <p data-example="" className="mb-3 font-bold text-coral-700">
                    {EXAMPLE_REVIEW_LABEL}
                  </p>
                ) : null}
                <RatingStars rating={review.rating} />
                <blockquote className="mt-4 flex-1">
                  <Quote aria-hidden="true" className="mb-2 size-7 text-teal-200 rtl:-scale-x-100" />
                  <p>
                    <Unbroken text={review.text} />
                  </p>
                </blockquote>
                <figcaption className="mt-5 border-t border-line pt-4">
                  <span className="block font-bold text-petrol-900">{review.name}</span>
                  <span className="block text-sm text-ink-muted">{review.context}</span>
                  {review.source || review.date ? (
                    <span className="block text-sm text-ink-muted">
                      {[review.source, review.date && fullDate(review.date)].filter(Boolean).join(", ")}
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
