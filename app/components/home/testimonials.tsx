import { Quote } from "lucide-react";
import { RatingStars } from "#/app/components/rating-stars.tsx";
import { Container } from "#/app/components/ui/container.tsx";
import type { Testimonial } from "#/app/content/home.ts";

type Props = { title: string; testimonials: Testimonial[] };

export function Testimonials({ title, testimonials }: Props) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-teal-50 py-20">
      <Container>
        <h2 id="testimonials-title" className="text-3xl sm:text-4xl">
          {title}
        </h2>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-soft">
                <RatingStars rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1">
                  <Quote aria-hidden="true" className="mb-2 size-7 text-teal-200 rtl:-scale-x-100" />
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-line pt-4">
                  <span className="block font-bold text-petrol-900">{testimonial.name}</span>
                  <span className="text-sm text-ink-muted">{testimonial.context}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
