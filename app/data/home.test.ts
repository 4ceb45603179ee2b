import { describe, expect, it } from "vitest";
import { faqs } from "./faqs";
import { homeContent, homeServices } from "./home";
import { timelineStages } from "./pricing";
import { services } from "./services";
import { testimonials } from "./testimonials";

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

  it("has three testimonials of services we offer, rated 1 to 5", () => {
    expect(testimonials).toHaveLength(3);
    const names = new Set(services.map((s) => s.name));
    for (const t of testimonials) {
      expect(names).toContain(t.service);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.text.length).toBeGreaterThan(40);
    }
    expect(new Set(testimonials.map((t) => t.location)).size).toBe(3);
  });

  it("has an FAQ of distinct, complete questions", () => {
    const questions = faqs.home.map((f) => f.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const item of faqs.home) {
      expect(item.question.endsWith("?")).toBe(true);
      expect(item.answer.length).toBeGreaterThan(40);
      expect(item.answer).not.toMatch(/undefined|\[object|TODO/);
    }
  });
});
