import type { ReactNode } from "react";
import { DrawingImage } from "../illustrations/DrawingFile";
import { illustrationFiles } from "../illustrations/files";
import { CallActions } from "./CallActions";
import { Section } from "../ui/section";
import { everyPageText } from "../../data/every-page";

/** The closing call to action at the end of every page. */
export function CallToAction({
  id = "quote",
  title = everyPageText.callToAction.title,
  intro,
  quote,
  quoteHref,
  insurance = true,
  art = (
    <div className="hidden lg:block">
      <DrawingImage
        drawing={illustrationFiles.technicianDriveway}
        className="rounded-2xl shadow-raised"
      />
    </div>
  ),
}: {
  id?: string;
  title?: string;
  intro?: string;
  /** The "Get Free Quote" island the page places here */
  quote?: ReactNode;
  /** An in-page quote form to go to instead of the CRM's form */
  quoteHref?: string;
  /** Whether the default introduction mentions insurance billing (not for wiper blades) */
  insurance?: boolean;
  /** Beside the actions on wide screens: the technician at work, or nothing (null) */
  art?: ReactNode;
}) {
  const words = everyPageText.callToAction;
  return (
    <Section
      id={id}
      tone="dark"
      aside={art ?? undefined}
      head={{
        title,
        intro: intro ?? (insurance ? words.intro : words.introWithoutInsurance),
      }}
    >
      <CallActions onDark quote={quote} quoteHref={quoteHref} />
    </Section>
  );
}
