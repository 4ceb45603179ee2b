import { Fragment, type ReactNode } from "react";

/**
 * A sentence with `{{name}}` tokens put in place by the elements named: a link in the middle of
 * copy the owner writes ("Or reach us right now: {{call}} or {{text}}.").
 */
export function withLinks(text: string, links: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{links[part]}</Fragment> : part));
}
