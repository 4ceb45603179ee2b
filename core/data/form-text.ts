const tokenPattern = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * A form's copy with its tokens filled in. The forms are islands, so their copy and this filler
 * reach the browser: it knows only the values a form's module hands it (a figure), where the
 * pages' own copy goes through core/data/tokens.ts and every value there. Tokens named in `later`
 * are left for the component that knows their value (a photo's number). A token it does not know
 * stops the build, which renders every form.
 */
export function fillText<T>(
  record: T,
  file: string,
  values: Record<string, unknown>,
  later: readonly string[] = [],
): T {
  const json = JSON.stringify(record).replace(tokenPattern, (token, path: string) => {
    const value = path
      .split(".")
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);
    if (typeof value === "string" || typeof value === "number") {
      return JSON.stringify(String(value)).slice(1, -1);
    }
    if (!later.includes(path)) {
      throw new Error(
        `${file}: ${token} is not one of the values a form can quote: ${[...Object.keys(values), ...later].join(", ")}`,
      );
    }
    return token;
  });
  return JSON.parse(json) as T;
}

/** A token `fillText` left for later, filled now: `fillLater("Remove photo {{n}}", { n: 2 })`. */
export function fillLater(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(tokenPattern, (token, path: string) =>
    Object.hasOwn(values, path) ? String(values[path]) : token,
  );
}
