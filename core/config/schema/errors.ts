import type { z } from "../editor-labels";

/**
 * A content file's mistakes in words an owner reads: the file, the field as the editor shows it,
 * and what was expected.
 */

/**
 * Where a content file's value is, in words an owner reads as the editor shows it:
 * "hours.shop › entry 2 › opens", each entry of a list counted from 1.
 */
export function fieldPath(path: readonly (string | number)[]): string {
  let out = "";
  path.forEach((key, i) => {
    if (typeof key === "number") out += `${out ? " › " : ""}entry ${key + 1}`;
    else out += !out ? key : typeof path[i - 1] === "number" ? ` › ${key}` : `.${key}`;
  });
  return out;
}

/** A content file's mistakes, one line each: the file, the field and what was expected. */
export function contentErrors(file: string, schema: z.ZodTypeAny, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = fieldPath(issue.path) || "(the whole file)";
    return `${file}: ${field}: ${expected(issue)}`;
  });
}

function expected(issue: z.ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.received === "undefined"
        ? `missing; expected ${article(issue.expected)}`
        : `expected ${article(issue.expected)}, found ${article(issue.received)}`;
    case "invalid_enum_value":
      return `expected one of ${issue.options.map((o) => JSON.stringify(o)).join(", ")}, found ${JSON.stringify(issue.received)}`;
    case "invalid_literal":
      return `expected ${JSON.stringify(issue.expected)}`;
    case "unrecognized_keys":
      return `unknown field(s) ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}`;
    case "too_small":
      if (issue.type === "array")
        return issue.exact
          ? issue.message
          : `expected at least ${issue.minimum} item(s)${issue.message.startsWith("Array") ? "" : ` (${issue.message})`}`;
      if (issue.type === "string")
        return issue.message.startsWith("String")
          ? `expected at least ${issue.minimum} characters`
          : issue.message;
      return `expected ${issue.inclusive ? "at least" : "more than"} ${issue.minimum}`;
    case "too_big":
      if (issue.type === "array")
        return issue.exact || !issue.message.startsWith("Array")
          ? issue.message
          : `expected at most ${issue.maximum} item(s)`;
      if (issue.type === "string")
        return issue.message.startsWith("String")
          ? `expected at most ${issue.maximum} characters`
          : issue.message;
      return `expected ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}`;
    case "invalid_string":
      return `expected ${issue.message}`;
    default:
      return issue.message;
  }
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
