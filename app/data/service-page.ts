import stored from "../../content/service-page.json";
import type { ServicePageContent } from "../../core/config/schema";
import { expandRecord } from "../../core/data/tokens";

/**
 * What a service's page says around its own copy, from content/service-page.json (editable at
 * /admin), for this service: `{{service}}` is its name.
 */
export function servicePageText(service: { name: string }): ServicePageContent {
  return expandRecord(stored as ServicePageContent, "content/service-page.json", [], {
    service: service.name,
  });
}
