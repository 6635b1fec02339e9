// Summarises a V8 .cpuprofile of the CLI bundle: self time per bundled package (from esbuild's `// path` markers) and the functions with the most inclusive time.
// Usage: VENN_READABLE_BUNDLE=1 npm run -s build:cli (the markers and names survive only an unminified bundle), then
// node --cpu-prof --cpu-prof-dir=DIR dist/venn-loader.cjs report ...; npm run -s bench:profile DIR/*.cpuprofile
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Module starts in a bundle: esbuild writes `// node_modules/pkg/file.js` or `// src/stage/file.ts` above each module. */
function moduleMarkers(bundlePath: string): { line: number; name: string }[] {
  const lines = readFileSync(bundlePath, "utf8").split("\n");
  const markers: { line: number; name: string }[] = [];
  lines.forEach((text, i) => {
    const m = /^\/\/ (\S+\.(?:[cm]?js|ts|json))$/.exec(text);
    if (!m?.[1]) return;
    const path = m[1];
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
    markers.push({ line: i, name: pkg ?? path.replace(/^(\.\.\/)+/, "").replace(/\/[^/]+$/, "") });
  });
  return markers;
}

function moduleOf(markers: { line: number; name: string }[], line: number): string {
  let lo = 0;
  let hi = markers.length - 1;
  let found = "(bundle banner)";
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const marker = markers[mid] as { line: number; name: string };
    if (marker.line <= line) {
      found = marker.name;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

const files = process.argv.slice(2);
if (!files.length) {
  process.stderr.write("usage: bench:profile FILE.cpuprofile...\n");
  process.exit(2);
}
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const markersByUrl = new Map<string, { line: number; name: string }[]>();
  const where = (frame: CallFrame) => {
    if (!frame.url) return frame.functionName || "(native)";
    // The bundle shows as dist/venn.cjs (a path, run by the code-cache loader) or dist/venn-loader.cjs.
    if (!/\.[cm]js$/.test(frame.url)) return frame.url.startsWith("node:") ? "node internals" : frame.url;
    let markers = markersByUrl.get(frame.url);
    if (!markers) {
      markers = moduleMarkers(frame.url.startsWith("file:") ? fileURLToPath(frame.url) : frame.url);
      markersByUrl.set(frame.url, markers);
    }
    return moduleOf(markers, frame.lineNumber);
  };
  const selfByModule = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const leaf = byId.get(id);
    if (!leaf) return;
    const module = where(leaf.callFrame);
    selfByModule.set(module, (selfByModule.get(module) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = (byId.get(at) as ProfileNode).callFrame;
      const key = `${frame.functionName || "(anonymous)"} ${where(frame)}:${frame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
  process.stdout.write(
    [
      `${file}: ${total.toFixed(1)} ms sampled`,
      "self time by module:",
      ...top(selfByModule, 15),
      "inclusive time by function:",
      ...top(inclusive, Number(process.env.PROFILE_TOP ?? 40)),
      "",
    ].join("\n"),
  );
}
