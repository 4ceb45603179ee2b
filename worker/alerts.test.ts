import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { alertQueues, failureReason, retryDelaySeconds, webhookAddress } from "./alerts";

describe("alert retries", () => {
  it("wait twice as long each time, up to an hour", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240, 480]);
    expect(retryDelaySeconds(12, 30)).toBe(3600);
    expect(retryDelaySeconds(3, 0)).toBe(0);
  });

  it("name the queues wrangler.jsonc has, the dead-letter one after the last try", () => {
    const config = unstable_readConfig({ config: "wrangler.jsonc" });
    type Consumer = { queue: string; dead_letter_queue?: string };
    const consumers: Consumer[] = config.queues.consumers ?? [];
    const alerts = consumers.find((c) => c.queue === alertQueues.alerts);
    expect(alerts?.dead_letter_queue).toBe(alertQueues.failed);
    expect(consumers.map((c) => c.queue)).toContain(alertQueues.failed);
    const producers: { queue: string }[] = config.queues.producers ?? [];
    expect(producers.map((p) => p.queue)).toEqual([alertQueues.alerts]);
  });
});

describe("why an alert failed, as the inbox shows it", () => {
  it("keeps the error's words and no address, so no webhook token reaches the inbox", () => {
    const error = new TypeError(
      "Fetch failed for https://hooks.example.ca/services/T000/B000?token=s3cr3t-t0ken: connection refused",
    );
    const reason = failureReason(error);
    expect(reason).toBe("Fetch failed for (the address) connection refused");
    expect(reason).not.toContain("s3cr3t");
    expect(failureReason("The webhook answered 500")).toBe("The webhook answered 500");
    expect(failureReason(new Error("x".repeat(500)))).toHaveLength(300);
    // The runtime's own words for an address without its scheme.
    expect(failureReason(new TypeError("Invalid URL: hooks.example.ca/services/T000/s3cr3t"))).toBe(
      "Invalid URL: (the address)",
    );
  });

  it("refuses a webhook address that is not one, in words that never repeat it", () => {
    for (const wrong of [
      "hooks.example.ca/services/T000/s3cr3t",
      "ftp://hooks.example.ca/s3cr3t",
    ]) {
      expect(() => webhookAddress({ ALERT_WEBHOOK_URL: wrong }), wrong).toThrow(
        /^ALERT_WEBHOOK_URL is not a web address/,
      );
      try {
        webhookAddress({ ALERT_WEBHOOK_URL: wrong });
      } catch (error) {
        expect(failureReason(error)).not.toContain("s3cr3t");
      }
    }
    expect(webhookAddress({ ALERT_WEBHOOK_URL: " https://hooks.example.ca/T0 " })?.host).toBe(
      "hooks.example.ca",
    );
    expect(webhookAddress({})).toBeNull();
  });
});
