import { Clock } from "lucide-react";
import { Card } from "../ui/card";
import { siteConfig } from "../../../core/config/site";
import { contactContent } from "../../data/contact";

/**
 * The shop's opening hours and the mobile service's outside them; a business with no office
 * hours says so instead.
 */
export function ShopHours({
  shop = siteConfig.hours.shop,
}: {
  shop?: typeof siteConfig.hours.shop;
}) {
  const { title, note, none } = contactContent.hours;
  return (
    <Card className="p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Clock aria-hidden="true" className="size-5 text-ring" />
        {title}
      </h3>
      {shop.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{none}</p>
      ) : (
        <>
          <dl className="mt-4 divide-y divide-border">
            {shop.map((slot) => (
              <div key={slot.days} className="flex justify-between gap-4 py-2">
                <dt className="font-medium">{slot.days}</dt>
                <dd className="tabular-nums">{slot.label}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-muted-foreground">{note}</p>
        </>
      )}
    </Card>
  );
}
