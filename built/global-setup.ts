import { buildOnce } from "../scripts/build-once.mjs";

/** The pages these tests read are the build of this working copy: made now if it is not there. */
export function setup() {
  buildOnce("build");
}
