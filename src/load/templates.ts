import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "./resolve.ts";

/** Reads templates/*.hbs and templates/partials/*.hbs, keyed "report.md", "partials/sites.md". */
export function loadTemplates(dir = join(packageRoot(), "templates")): Record<string, string> {
  const out: Record<string, string> = {};
  const read = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) read(join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith(".hbs"))
        out[`${prefix}${entry.name.slice(0, -4)}`] = readFileSync(join(folder, entry.name), "utf8");
    }
  };
  read(dir, "");
  return out;
}
