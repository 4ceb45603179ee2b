import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { citySchema } from "./config/schema";

/**
 * The content collections: the city pages, one JSON file each under content/cities, checked
 * against the same schema the editor at /admin and the build's own check use
 * (app/config/schema.ts). The location route takes its pages from this collection.
 */
export const collections = {
  cities: defineCollection({
    loader: glob({ pattern: "*.json", base: "./content/cities" }),
    schema: citySchema,
  }),
};
