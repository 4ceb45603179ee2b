import stored from "../../content/coverage-check.json";
import type { CoverageCheckContent } from "../../core/config/schema";

/**
 * "Do you come to me?" in words, from content/coverage-check.json (editable at /admin). The check
 * is an island: each message's values (an area, a distance) are filled in as it answers, by
 * app/lib/coverage.ts and the island; the file's schema refuses a value a message cannot show.
 */
export const coverageCheckText: CoverageCheckContent = stored;
