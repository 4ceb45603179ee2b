import type { FaqItem } from "../faqs";
import type { IconPoint, ProcessStep } from "../home";
import type { Stat } from "../stats";

/**
 * A section of a service page between the hero and the steps. Each kind is one layout of the
 * ServicePage template; a page lists the sections it has, in page order.
 */
export type ServiceSection =
  /** Cards with an icon, a title and a sentence or two: benefits, reasons, blade or sunroof types */
  | {
      kind: "cards";
      id: string;
      eyebrow?: string;
      title: string;
      intro?: string;
      items: IconPoint[];
    }
  /** A checked list of short points: signs, when replacement is needed, common problems */
  | {
      kind: "checklist";
      id: string;
      eyebrow?: string;
      title: string;
      intro?: string;
      items: string[];
      /** "warning" for signs of trouble, "positive" for things we do or can fix */
      tone: "warning" | "positive";
    }
  /** A row of big figures with a label each (repair-versus-replacement statistics) */
  | { kind: "stats"; id: string; eyebrow?: string; title: string; intro?: string; items: Stat[] }
  /** A short titled block of prose (insurance claims) */
  | { kind: "text"; id: string; eyebrow?: string; title: string; paragraphs: string[] };

/** The body of one service page; its head and hero copy live on the service's record. */
export interface ServicePageContent {
  /** The id of the service's record in services.ts */
  serviceId: string;
  /** A special offer in the hero (the repair page's chip repair special) */
  special?: { title: string; text: string };
  /** The page's own sections, in page order, shown before the steps */
  sections: ServiceSection[];
  /** How the job is done: an ordered list of steps */
  process: { title: string; intro: string; steps: ProcessStep[] };
  faqs: FaqItem[];
  /** Ids (services.ts) of two or three related services linked near the end */
  related: string[];
}
