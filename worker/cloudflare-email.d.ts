/** The runtime's email module (Cloudflare Workers), for the `send_email` binding. */
declare module "cloudflare:email" {
  export class EmailMessage {
    constructor(from: string, to: string, raw: ReadableStream | string);
    readonly from: string;
    readonly to: string;
  }
}
