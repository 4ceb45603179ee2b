import { actions, map } from "../../content/every-page.json";

/**
 * The call, text and quote buttons' labels (content/every-page.json, `actions`), for the islands
 * that show them: only these few words reach their JavaScript, and none of them names a token,
 * so they are read as written. Pages read them from `everyPageText`.
 */
export const actionLabels: Readonly<typeof actions> = actions;

/**
 * A live map's button and link (content/every-page.json, `map`), for its island, read as written:
 * `{{place}}` is where they say which map it is, on a page with several.
 */
export const mapLabels: Readonly<typeof map> = map;
