import stored from "../../content/reviews.json";
import type { ReviewsContent } from "../../core/config/schema";
import type { Testimonial } from "../../core/data/types";

/**
 * The reviews the home and about pages show, from content/reviews.json. The shipped ones carry
 * the sample mark; a live build refuses them until they are replaced with the business's own.
 */
export const testimonials: Testimonial[] = (stored as ReviewsContent).reviews.map((r) => ({
  ...r,
  rating: r.rating as Testimonial["rating"],
}));
