import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
      "scripts/**/*.test.{ts,mjs}",
      "worker/**/*.test.ts",
    ],
    environment: "node",
  },
});
