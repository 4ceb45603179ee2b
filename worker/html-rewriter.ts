/**
 * The runtime's streaming HTML rewriter (a global of Cloudflare Workers), typed for what the
 * Worker uses of it: reading an element's attributes and replacing an element's content.
 */
export interface RewriterElement {
  getAttribute(name: string): string | null;
  setInnerContent(content: string, options?: { html: boolean }): void;
}

export interface Rewriter {
  on(selector: string, handlers: { element(element: RewriterElement): void }): Rewriter;
  transform(response: Response): Response;
}

declare const HTMLRewriter: new () => Rewriter;

export const htmlRewriter = (): Rewriter => new HTMLRewriter();
