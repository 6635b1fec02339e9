import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "./resolve.ts";

/**
 * Reads templates/*.hbs and templates/partials/*.hbs, keyed "report.md", "partials/sites.md"; given kinds (the output
 * formats a run renders), only templates of those kinds ("md", "html"), so a Markdown run reads no HTML template.
 */
export function loadTemplates(
  dir = join(packageRoot(), "templates"),
  kinds?: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  const read = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) read(join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith(".hbs") && (!kinds || kinds.some((k) => entry.name.endsWith(`.${k}.hbs`))))
        out[`${prefix}${entry.name.slice(0, -4)}`] = readFileSync(join(folder, entry.name), "utf8");
    }
  };
  read(dir, "");
  return out;
}
