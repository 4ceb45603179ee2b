/**
 * The runtime's streaming HTML rewriter (a global of Cloudflare Workers), typed for what the
 * Worker uses of it: reading an element's attributes, replacing an element's content, and
 * rewriting a document's text.
 */
export interface RewriterElement {
  getAttribute(name: string): string | null;
  onEndTag(handler: () => void): void;
  setInnerContent(content: string, options?: { html: boolean }): void;
}

/** A piece of a text node, as the rewriter streams it (a text node may come in several). */
export interface RewriterText {
  readonly text: string;
  readonly lastInTextNode: boolean;
  replace(content: string, options?: { html: boolean }): void;
  remove(): void;
}

export interface Rewriter {
  on(selector: string, handlers: { element(element: RewriterElement): void }): Rewriter;
  onDocument(handlers: { text(chunk: RewriterText): void }): Rewriter;
  transform(response: Response): Response;
}

declare const HTMLRewriter: new () => Rewriter;

export const htmlRewriter = (): Rewriter => new HTMLRewriter();
