import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
      "scripts/**/*.test.{ts,mjs}",
      "worker/**/*.test.{ts,tsx}",
    ],
    environment: "node",
  },
});
