import { describe, expect, it } from "vitest";
import { figureLabels } from "../core/config/figures";
import { siteConfig } from "../core/config/site";
import { aboutContent, whyChooseUs } from "../app/data/about";
import { quoteTarget, staticPages } from "../core/data/pages";
import { builtPage, collapsed, linksNamed, region, textOf } from "./built-html";

/** The About page as the build wrote it: everything on it is read, nothing on it moves. */
const page = builtPage(staticPages.about.path);
const main = page.querySelector("main")!;
const texts = (root: typeof main, selector: string) => root.querySelectorAll(selector).map(textOf);

describe("about page", () => {
  it("tells the story, then the four values, then why to choose us", () => {
    expect(texts(main, "h1")).toEqual([staticPages.about.heading]);
    expect(texts(main, "h2")).toEqual([
      aboutContent.story.head.title,
      aboutContent.values.head.title,
      aboutContent.why.head.title,
      "Get your glass fixed today",
    ]);
    const story = texts(region(page, aboutContent.story.head.title), "p");
    for (const paragraph of aboutContent.story.paragraphs)
      expect(story).toContain(collapsed(paragraph));
  });

  it("shows four value cards", () => {
    const values = region(page, aboutContent.values.head.title);
    expect(values.querySelectorAll("li")).toHaveLength(4);
    expect(texts(values, "h3")).toEqual(aboutContent.values.items.map((v) => v.title));
  });

  it("lists why to choose us: glass, technicians, warranty, experience, insurance, payment", () => {
    const why = region(page, aboutContent.why.head.title);
    const titles = texts(why, "h3");
    expect(titles).toEqual(whyChooseUs.map((w) => w.title));
    expect(titles).toEqual([
      "OEM-quality glass",
      "Certified technicians",
      `${siteConfig.figures.warrantyTerm} warranty`,
      `${siteConfig.figures.yearsExperience} ${figureLabels.yearsExperience}`,
      "Insurance billed directly",
      "Pay when the job is done",
    ]);
    const payment = texts(why, "li").at(-1)!.toLowerCase();
    for (const method of siteConfig.paymentMethods) expect(payment).toContain(method.toLowerCase());
  });

  it("ends with call, text and quote actions", () => {
    const cta = region(page, "Get your glass fixed today");
    const { phone } = siteConfig;
    expect(linksNamed(cta, `Call ${phone.display}`)[0]?.getAttribute("href")).toBe(phone.tel);
    expect(linksNamed(cta, `Text ${phone.display}`)[0]?.getAttribute("href")).toBe(phone.sms);
    expect(linksNamed(cta, /Get Free Quote/)[0]?.getAttribute("href")).toBe(quoteTarget);
  });
});
