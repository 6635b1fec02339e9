#!/usr/bin/env node
// The CLI bundle (npm run build:cli, run by prepare) loads in a fraction of the time of mathjs's many modules.
import "../dist/venn.mjs";
