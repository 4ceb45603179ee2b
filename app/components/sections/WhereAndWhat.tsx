import type { ReactNode } from "react";
import { CityList } from "./CoverageMap";
import { ServiceList } from "./ServiceList";
import { Container } from "../ui/container";
import type { CoverageCity } from "../../data/coverage";
import type { SectionHead } from "../../../core/data/types";

/** Where we serve and what we fix, side by side: one band of the contact page. */
export function WhereAndWhat({
  coverage,
  cities,
  fixes,
  check,
}: {
  coverage: SectionHead;
  cities: readonly CoverageCity[];
  fixes: SectionHead;
  /** The coverage check island ("Do you come to me?"), under the cities */
  check?: ReactNode;
}) {
  const columns = [
    {
      id: "coverage-title",
      head: coverage,
      list: (
        <>
          <CityList id="coverage-cities" cities={cities} className="mt-6" />
          {check ? <div className="mt-8">{check}</div> : null}
        </>
      ),
    },
    { id: "fixes-title", head: fixes, list: <ServiceList className="mt-6" /> },
  ];
  return (
    <div className="band py-16 sm:py-20">
      <Container className="grid gap-12 lg:grid-cols-2">
        {columns.map(({ id, head, list }) => (
          <section key={id} aria-labelledby={id}>
            <h2 id={id} className="text-3xl font-bold">
              {head.title}
            </h2>
            {head.intro ? <p className="mt-3 text-lg text-muted-foreground">{head.intro}</p> : null}
            {list}
          </section>
        ))}
      </Container>
    </div>
  );
}
