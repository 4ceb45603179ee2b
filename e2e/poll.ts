/** Reads `read()` until `until` holds or the time is up, and returns the last value read. */
export async function poll<T>(
  read: () => Promise<T>,
  until: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!until(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
