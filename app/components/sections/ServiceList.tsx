import { ChevronRight } from "lucide-react";
import { Icon } from "../ui/icon";
import { services } from "../../../core/data/services";
import { servicePath } from "../../data/site-pages";
import { cn } from "../cn";

/** Every service we offer, each linked to its own page where it has one. */
export function ServiceList({ className }: { className?: string }) {
  return (
    <ul className={cn("grid gap-2 sm:grid-cols-2", className)}>
      {services.map(({ id, name, icon, page }) => (
        <li key={id} className="flex items-center gap-2">
          <Icon name={icon} className="size-5 shrink-0 text-ring" />
          {page ? (
            <a
              href={servicePath(page.slug)}
              className="group inline-flex items-center font-medium text-primary underline underline-offset-4 hover:decoration-2"
            >
              {name}
              <ChevronRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-0.5"
              />
            </a>
          ) : (
            <span>{name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
