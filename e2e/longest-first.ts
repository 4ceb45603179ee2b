import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order with the named files first, in the order named; every other file after them in
 * Vitest's own order. From a fresh clone Vitest has no durations to go by and starts the largest
 * files first, so the one-line files that run the longest suites (each engine's, each width's
 * accessibility gate) ran last, one worker finishing a long file while the other sat idle.
 * Started first, the long files share out between the two workers.
 */
export function longestFirst(named: readonly string[]) {
  const rank = (file: TestSpecification) => {
    const at = named.findIndex((name) => file.moduleId.endsWith(`/${name}`));
    return at === -1 ? named.length : at;
  };
  return class extends BaseSequencer {
    override async sort(files: TestSpecification[]) {
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
