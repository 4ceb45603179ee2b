import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { contactContent, contactDirectionsTo, contactMapTitle } from "../app/data/contact";
import { estimatePageText } from "../app/data/estimate-page";
import { everyPageText } from "../app/data/every-page";
import { fieldMessagesText } from "../core/data/field-messages";
import { homeContent } from "../app/data/home";
import { quoteFormText } from "../core/data/quote-form";
import { servicePageText } from "../app/data/service-page";
import { quickActions } from "../app/data/navigation";
import { heroFormId, quoteTarget } from "../core/data/pages";
import { sitePages } from "../app/data/site-pages";
import { builtPage, collapsed, linksNamed, textOf, type HTMLElement } from "./built-html";

const { phone } = siteConfig;

/**
 * What every page says before any script runs, from the built files. Every page loads in a
 * browser without a console error at phone and wide widths in every engine (e2e/engines/suite.ts),
 * and answers
 * 200 from every server in e2e/server.e2e.ts.
 */
describe("every route", () => {
  it("has one h1, its lead, a call link and Get Free Quote in the page, before any script runs", () => {
    for (const sitePage of sitePages()) {
      const { path } = sitePage;
      const main = builtPage(path).querySelector("main")!;
      const h1s = main.querySelectorAll("h1");
      expect(h1s, path).toHaveLength(1);
      expect(textOf(h1s[0]!), path).toBe(collapsed(sitePage.heading));
      expect(textOf(main), path).toContain(collapsed(sitePage.lead));

      const [call] = linksNamed(main, `Call ${phone.display}`);
      expect(call?.getAttribute("href"), path).toBe(phone.tel);
      const [quote] = linksNamed(main, new RegExp(quickActions.quote));
      if (sitePage.kind === "location" || sitePage.kind === "contact") {
        // Location pages and the contact page have the quote form itself in the hero.
        expect(quote?.getAttribute("href"), path).toBe(`#${heroFormId}`);
      } else {
        // Without a CRM's form, the contact page's form, in the same tab.
        expect(quote?.getAttribute("href"), path).toBe(quoteTarget);
        expect(quote?.hasAttribute("target"), path).toBe(false);
      }
    }
  });

  it("sends every Get Free Quote of every page to a quote form of ours that is there", () => {
    const [formPath, formId] = quoteTarget.split("#") as [string, string];
    expect(builtPage(formPath).querySelector(`#${formId} form`), quoteTarget).not.toBeNull();
    for (const { path } of sitePages()) {
      const page = builtPage(path);
      const quoteLinks = page
        .querySelectorAll("a")
        .filter((a) => textOf(a).startsWith(quickActions.quote));
      // The hero or card, the closing call to action, the phone's sticky bar.
      expect(quoteLinks.length, path).toBeGreaterThanOrEqual(2);
      for (const link of quoteLinks) {
        const href = link.getAttribute("href") ?? "";
        if (href.startsWith("#")) {
          expect(page.querySelector(`${href} form`), `${path}: ${href}`).not.toBeNull();
        } else expect(href, path).toBe(quoteTarget);
      }
    }
  });

  it("has the header and the footer on every page, in the words of content/every-page.json", () => {
    const { header, footer: said } = everyPageText;
    expect(header.homeLink).toBe(`${siteConfig.shortName}, home`);
    expect(said.coverage).toContain(`within ${siteConfig.serviceRadiusKm} km`);
    for (const { path } of sitePages()) {
      const page = builtPage(path);
      const banner = page.querySelector("header")!;
      expect(linksNamed(banner, header.homeLink), path).toHaveLength(1);
      expect(linksNamed(banner, header.callLabel), path).toHaveLength(1);
      expect(textOf(page.querySelector('a[href="#main"]')!), path).toBe(header.skipLink);
      const footer = page.querySelector("footer")!;
      expect(linksNamed(footer, said.text), path).toHaveLength(1);
      expect(linksNamed(footer, said.call), path).toHaveLength(1);
      for (const line of [said.about, said.coverage, said.rights, said.insurance])
        expect(textOf(footer), path).toContain(line);
    }
  });

  it("says what each template says around a page's own copy in the words of content/", () => {
    const texts = (root: HTMLElement, selector: string) =>
      root.querySelectorAll(selector).map((e) => textOf(e));
    for (const sitePage of sitePages()) {
      const main = builtPage(sitePage.path).querySelector("main")!;
      if (sitePage.kind === "service") {
        const words = servicePageText(sitePage.service);
        const eyebrow =
          words.eyebrow[sitePage.service.menu === "windshield" ? "windshield" : "autoGlass"];
        expect(textOf(main), sitePage.path).toContain(eyebrow);
        const headings = texts(main, "h2");
        for (const heading of [words.related.head.title, words.faq.head.title, words.callToAction])
          expect(headings, sitePage.path).toContain(heading);
        expect(words.callToAction).toContain(sitePage.service.name.toLowerCase());
      } else if (sitePage.kind === "policy") {
        expect(textOf(main), sitePage.path).toContain(everyPageText.policyPages.eyebrow);
      } else if (sitePage.kind !== "location" && sitePage.kind !== "home") {
        expect(textOf(main), sitePage.path).toContain(sitePage.eyebrow!);
      }
    }
    const { prices, coverage } = estimatePageText;
    const estimate = builtPage("/instant-estimate").querySelector("main")!;
    expect(texts(estimate, "th[scope=col]")).toEqual([
      prices.columns.service,
      `${prices.columns.price} ${prices.columns.andTime}`,
      prices.columns.time,
    ]);
    // A service priced in the free quote: the words in place of its price and of its time.
    expect(texts(estimate, "td")).toContain(prices.noTime);
    expect(texts(estimate, "td")).toContain(`${prices.noPrice}${prices.noTime}`);
    expect(texts(estimate, "h2")).toEqual(
      expect.arrayContaining([prices.head.title, coverage.head.title]),
    );
    expect(textOf(estimate)).toContain(coverage.checkTitle);
    expect(texts(estimate, "figcaption").join(" ")).toContain(coverage.mapCaption);
    const home = builtPage("/").querySelector("main")!;
    expect(texts(home, "figcaption").join(" ")).toContain(homeContent.coverage.mapCaption);
    // The live maps' titles, in the props of the island that loads a map on request.
    expect(home.toString()).toContain(homeContent.coverage.mapTitle);
    for (const address of siteConfig.addresses)
      expect(builtPage("/contact-us").toString()).toContain(contactMapTitle(address.label));

    // The reviews' link or note, the directions' words, an optional field's mark.
    const { reviews, actions } = everyPageText;
    const reviewWords = siteConfig.reviewsUrl ? reviews.readAll : reviews.examples;
    expect(textOf(home)).toContain(reviewWords);
    const contact = builtPage("/contact-us").querySelector("main")!;
    for (const address of siteConfig.addresses) {
      expect(
        linksNamed(
          contact,
          `${contactContent.locations.directions} ${contactDirectionsTo(address.label)} ${actions.newTab}`,
        ),
      ).toHaveLength(1);
    }
    expect(texts(contact, "label")).toContain(
      `${quoteFormText.labels.email} ${fieldMessagesText.optional}`,
    );

    const lost = builtPage("/404");
    const notFound = everyPageText.notFound;
    expect(textOf(lost.querySelector("h1")!)).toBe(notFound.heading);
    expect(textOf(lost.querySelector("main p:has(a[href^='tel:'])")!)).toBe(notFound.text);
    expect(
      linksNamed(lost.querySelector("main")!, notFound.home).map((a) => a.getAttribute("href")),
    ).toEqual(["/"]);
    expect(textOf(lost.querySelector("title")!)).toContain(notFound.title);
  });
});
