import { Star } from "lucide-react";

/** Stars for a rating out of five, announced as text ("5 van 5 sterren"). */
export function RatingStars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p role="img" aria-label={`${rating} van ${max} sterren`} className="flex gap-1">
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? "size-5 fill-amber-400 text-amber-400" : "size-5 text-line"}
        />
      ))}
    </p>
  );
}
