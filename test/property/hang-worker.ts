// A worker module for the watchdog's own test: "hang" never returns (a synchronous loop), "grow:N" holds N MiB and
// answers the resident memory in MiB, anything else is echoed.
const held: Buffer[] = [];
export function handle(request: string): string {
  if (request === "hang") for (;;) {}
  const grow = /^grow:(\d+)$/.exec(request);
  if (grow) {
    held.push(Buffer.alloc(Number(grow[1]) * 2 ** 20, 1));
    return String(process.memoryUsage.rss() / 2 ** 20);
  }
  return request;
}
