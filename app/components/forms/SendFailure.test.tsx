import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { SendFailure } from "./SendFailure";
import { parsePhone } from "../../../core/config/phone";

const phone = parsePhone("416 555 0100");
const alert = (uncertain: boolean) =>
  parse(renderToStaticMarkup(<SendFailure what="message" phone={phone} uncertain={uncertain} />));

describe("a send that failed", () => {
  it("says what was not sent, and links the number to call and to text, in the content's words", () => {
    for (const uncertain of [false, true]) {
      const html = alert(uncertain);
      expect(html.text).toContain("your message");
      expect(html.text).not.toContain("{{");
      const links = html.querySelectorAll("a");
      expect(links.map((a) => a.getAttribute("href"))).toEqual([phone.tel, phone.sms]);
      for (const a of links) expect(a.text).toContain(phone.display);
    }
    expect(alert(true).text).toContain("It may have reached us");
    expect(alert(false).text).not.toContain("It may have reached us");
  });
});
