import type { Testimonial } from "./types";

export const testimonials: Testimonial[] = [
  {
    name: "Daniel M.",
    location: "Mississauga",
    rating: 5,
    text: "A stone off a truck on the 403 put a crack right across my windshield on the way to work. I sent a photo in the morning and the technician replaced it in my office parking lot that afternoon. They billed my insurance directly, so I never touched the paperwork.",
    service: "Windshield Replacement",
  },
  {
    name: "Sandra K.",
    location: "North York",
    rating: 5,
    text: "I'd been putting off a small chip for weeks and finally called when the cold weather hit. They came to my driveway and the repair was finished before my coffee got cold. I can barely see where the chip was.",
    service: "Windshield Repair",
  },
  {
    name: "Wei L.",
    location: "Markham",
    rating: 5,
    text: "Someone smashed my passenger window overnight and there was glass all over the seats. The technician cleaned out every piece and fitted a new window the same day, right in front of my house. On time, friendly and careful with the door panel.",
    service: "Side Window Replacement",
  },
];
