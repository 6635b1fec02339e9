// A worker module for the watchdog's own test: "hang" never returns (a synchronous loop), anything else is echoed.
export function handle(request: string): string {
  if (request === "hang") for (;;) {}
  return request;
}
