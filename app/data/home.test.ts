import { describe, expect, it } from "vitest";
import { homeContent, homeServices } from "./home";
import { timelineStages } from "../../core/data/pricing";

describe("home page content", () => {
  it("shows six service cards, each a service with a page", () => {
    expect(homeServices().map((s) => s.id)).toEqual(homeContent.services.serviceIds);
    expect(homeServices()).toHaveLength(6);
  });

  it("has four process steps and a timeline stage for each of the first three", () => {
    expect(homeContent.process.steps).toHaveLength(4);
    expect(timelineStages).toHaveLength(3);
    // Each stage's time is quoted in the step it times.
    timelineStages.forEach((stage, i) =>
      expect(homeContent.process.steps[i]!.text).toContain(stage.value),
    );
  });
});
