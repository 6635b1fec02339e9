// Generated from templates/ by precompiledModule in handlebars.ts (npm run golden:update); do not edit.
// biome-ignore-all lint: generated code
// biome-ignore-all format: generated code
// @ts-nocheck
import type { TemplateSpecification } from "handlebars";

export const PRECOMPILED: Readonly<Record<string, { text: string; spec: TemplateSpecification }>> = {
  "compare.html": {
    text: "{{#> layout pageTitle=title}}\n<header>\n<h1>{{title}}</h1>\n<dl class=\"meta\">\n<dt>Model</dt><dd><code>{{model}}</code> · circuit <code>{{circuit}}</code></dd>\n{{#if runs.length}}\n<dt>Context</dt><dd>{{int context}} tokens{{#if kvCache}} · KV cache <code>{{kvCache}}</code>{{/if}}</dd>\n{{/if}}\n</dl>\n{{#if runs.length}}\n<p class=\"note\">Each cell: the step time the run is ranked by and its tokens/s, the other time (floor or expected) beside it, $ per million tokens (where the profile has a price) and how the weight-bearing sites run. The shade is the cell's ranked tokens/s as a share of the best in its run; ★ marks the fastest cell that fits one device (outlined), $ the cheapest. A cell whose weights and KV cache do not fit one device shows no time or price (hatched); a gap names why the device cannot run that precision; neither is a zero.</p>\n{{/if}}\n<ul class=\"columns\">\n{{#each columns}}\n<li><code>{{id}}</code>: {{#if isModel}}the model's own formats{{else}}preset{{/if}}{{#if hasFormats}}, weights <code>{{weight}}</code>, activations <code>{{act}}</code>, KV cache <code>{{kvCache}}</code>{{/if}}{{#if overrides.length}}; {{#if isModel}}per-site overrides{{else}}keeps the model's per-site overrides{{/if}} {{#each overrides}}{{#unless @first}}, {{/unless}}<code>{{glob}}</code>{{/each}}{{/if}}</li>\n{{/each}}\n</ul>\n{{#if runs.length}}\n<ul class=\"legend\" aria-label=\"Shades: tokens/s as a share of the run's best\">\n{{#each heatLegend}}\n<li><span class=\"swatch heat{{level}}\"></span>{{text}} of best</li>\n{{/each}}\n<li><span class=\"swatch nofit-cell\"></span>does not fit one device</li>\n<li><span class=\"swatch gap\"></span>gap</li>\n</ul>\n<nav aria-label=\"Contents\">\n<ul>\n{{#each runs}}\n<li><a href=\"#{{id}}\">{{runLabel}}</a></li>\n{{/each}}\n</ul>\n</nav>\n{{/if}}\n</header>\n{{#if deployment}}\n{{#with deployment}}\n{{> workload}}\n{{/with}}\n\n{{/if}}\n{{#each runs}}\n<section aria-labelledby=\"{{id}}\">\n<h2 id=\"{{id}}\">{{runLabel}}</h2>\n<p class=\"note\">{{#if hasRanked}}{{#if isExpected}}Ranked and priced by the expected time (floor beside it).{{else}}Ranked and priced by the floor{{#if floorOnlyText}}: no calibration for {{floorOnlyText}}, so the expected time is not on every device{{/if}} (expected beside it where the profile has one).{{/if}}{{else}}No cell fits one device, so none is ranked or priced.{{/if}}</p>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"{{id}}-caption\" tabindex=\"0\">\n<table class=\"sortable compare\" data-run=\"{{runLabel}}\">\n<caption id=\"{{id}}-caption\">{{runLabel}}: hardware × precision, shaded by tokens/s within the run</caption>\n<thead>\n<tr><th scope=\"col\">Hardware</th>{{#each ../precisions}}<th scope=\"col\"><code>{{this}}</code></th>{{/each}}</tr>\n</thead>\n<tbody>\n{{#each matrix}}\n<tr><th scope=\"row\">{{hardwareName}}</th>{{#each cells}}{{#if isOk}}<td class=\"{{heat}}{{#if isBest}} best{{/if}}\" data-sort=\"{{sortKey primary.tokens}}\" title=\"{{ofBest}} of the run's best tokens/s ({{primary.basis}})\"><span class=\"cell-main\">{{tokensPerSecond primary.tokens}} tok/s{{#if isBest}} ★{{/if}}{{#if isCheapest}} ${{/if}}</span><span class=\"cell-sub\">{{seconds primary.seconds}} {{primary.basis}}{{#if secondary}} · {{secondary.basis}} {{seconds secondary.seconds}}, {{tokensPerSecond secondary.tokens}} tok/s{{/if}}{{#if usdPerMillionTokens}} · {{usd usdPerMillionTokens}}/Mtok{{/if}}{{#if communicationShare}} · comm {{percent communicationShare}}{{/if}}</span><span class=\"cell-sub\">{{executionText}}</span></td>{{else}}{{#if isNoFit}}<td class=\"nofit-cell\" data-sort=\"\" title=\"weights and KV cache need {{bytes memoryBytes}}, more than one device holds\"><span class=\"cell-main\">does not fit one device</span><span class=\"cell-sub\">needs {{devices}} · {{bytes memoryBytes}}</span><span class=\"cell-sub\">{{executionText}}</span></td>{{else}}<td class=\"gap\" data-sort=\"\" title=\"{{gapMessage}}\"><span class=\"cell-main\">gap: {{gapCode}}</span><span class=\"cell-sub\">{{gapReason}}</span></td>{{/if}}{{/if}}{{/each}}</tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n</section>\n\n{{/each}}\n{{#if diagnostics.length}}\n<section aria-labelledby=\"diagnostics\">\n<h2 id=\"diagnostics\">Diagnostics</h2>\n<ul>\n{{#each diagnostics}}\n<li><code>{{code}}</code> {{severity}}: {{message}}{{#if file}} ({{file}}:{{line}}:{{col}}){{/if}}</li>\n{{/each}}\n</ul>\n</section>\n\n{{/if}}\n<footer>\n<p class=\"note\">Floor = max(bytes ÷ bandwidth, FLOPs ÷ peak) summed over sites; expected applies the profile's calibrated efficiencies and launch cost; tokens/s = rows ÷ step time; $/Mtok = price per hour ÷ 3600 ÷ tokens/s × 10⁶ on the time the run is ranked by. A cell that does not fit needs N devices of its kind. With --parallel each row is a device and layout: times are one device's, tokens/s and $/Mtok the whole system's (price × devices).</p>\n</footer>\n{{/layout}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<header>\n<h1>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":3,"column":6},"end":{"line":3,"column":11}} ), depth0))
    + "</h1>\n<dl class=\"meta\">\n<dt>Model</dt><dd><code>"
    + alias3(alias2(alias1(depth0, "model", {"start":{"line":5,"column":26},"end":{"line":5,"column":31}} ), depth0))
    + "</code> · circuit <code>"
    + alias3(alias2(alias1(depth0, "circuit", {"start":{"line":5,"column":59},"end":{"line":5,"column":66}} ), depth0))
    + "</code></dd>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"runs"),"length"),{"name":"if","hash":{},"fn":container.program(1, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":0},"end":{"line":8,"column":7}}})) != null ? stack1 : "")
    + "</dl>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"runs"),"length"),{"name":"if","hash":{},"fn":container.program(3, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":10,"column":0},"end":{"line":12,"column":7}}})) != null ? stack1 : "")
    + "<ul class=\"columns\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"columns"),{"name":"each","hash":{},"fn":container.program(4, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":14,"column":0},"end":{"line":16,"column":9}}})) != null ? stack1 : "")
    + "</ul>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"runs"),"length"),{"name":"if","hash":{},"fn":container.program(13, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":18,"column":0},"end":{"line":33,"column":7}}})) != null ? stack1 : "")
    + "</header>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"deployment"),{"name":"if","hash":{},"fn":container.program(16, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":35,"column":0},"end":{"line":40,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"runs"),{"name":"each","hash":{},"fn":container.program(18, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":41,"column":0},"end":{"line":60,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"diagnostics"),"length"),{"name":"if","hash":{},"fn":container.program(37, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":61,"column":0},"end":{"line":71,"column":7}}})) != null ? stack1 : "")
    + "<footer>\n<p class=\"note\">Floor = max(bytes ÷ bandwidth, FLOPs ÷ peak) summed over sites; expected applies the profile's calibrated efficiencies and launch cost; tokens/s = rows ÷ step time; $/Mtok = price per hour ÷ 3600 ÷ tokens/s × 10⁶ on the time the run is ranked by. A cell that does not fit needs N devices of its kind. With --parallel each row is a device and layout: times are one device's, tokens/s and $/Mtok the whole system's (price × devices).</p>\n</footer>\n";
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<dt>Context</dt><dd>"
    + container.escapeExpression(lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":7,"column":20},"end":{"line":7,"column":35}}}))
    + " tokens"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"kvCache"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":7,"column":42},"end":{"line":7,"column":100}}})) != null ? stack1 : "")
    + "</dd>\n";
},"2":function(container,depth0,helpers,partials,data) {
    return " · KV cache <code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "kvCache", {"start":{"line":7,"column":77},"end":{"line":7,"column":84}} ), depth0))
    + "</code>";
},"3":function(container,depth0,helpers,partials,data) {
    return "<p class=\"note\">Each cell: the step time the run is ranked by and its tokens/s, the other time (floor or expected) beside it, $ per million tokens (where the profile has a price) and how the weight-bearing sites run. The shade is the cell's ranked tokens/s as a share of the best in its run; ★ marks the fastest cell that fits one device (outlined), $ the cheapest. A cell whose weights and KV cache do not fit one device shows no time or price (hatched); a gap names why the device cannot run that precision; neither is a zero.</p>\n";
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<li><code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "id", {"start":{"line":15,"column":12},"end":{"line":15,"column":14}} ), depth0))
    + "</code>: "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isModel"),{"name":"if","hash":{},"fn":container.program(5, data, 0),"inverse":container.program(6, data, 0),"data":data,"loc":{"start":{"line":15,"column":25},"end":{"line":15,"column":84}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasFormats"),{"name":"if","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":84},"end":{"line":15,"column":211}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"overrides"),"length"),{"name":"if","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":211},"end":{"line":15,"column":409}}})) != null ? stack1 : "")
    + "</li>\n";
},"5":function(container,depth0,helpers,partials,data) {
    return "the model's own formats";
},"6":function(container,depth0,helpers,partials,data) {
    return "preset";
},"7":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return ", weights <code>"
    + alias3(alias2(alias1(depth0, "weight", {"start":{"line":15,"column":120},"end":{"line":15,"column":126}} ), depth0))
    + "</code>, activations <code>"
    + alias3(alias2(alias1(depth0, "act", {"start":{"line":15,"column":157},"end":{"line":15,"column":160}} ), depth0))
    + "</code>, KV cache <code>"
    + alias3(alias2(alias1(depth0, "kvCache", {"start":{"line":15,"column":188},"end":{"line":15,"column":195}} ), depth0))
    + "</code>";
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "; "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isModel"),{"name":"if","hash":{},"fn":container.program(9, data, 0),"inverse":container.program(10, data, 0),"data":data,"loc":{"start":{"line":15,"column":237},"end":{"line":15,"column":321}}})) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"overrides"),{"name":"each","hash":{},"fn":container.program(11, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":322},"end":{"line":15,"column":402}}})) != null ? stack1 : "");
},"9":function(container,depth0,helpers,partials,data) {
    return "per-site overrides";
},"10":function(container,depth0,helpers,partials,data) {
    return "keeps the model's per-site overrides";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":341},"end":{"line":15,"column":372}}})) != null ? stack1 : "")
    + "<code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "glob", {"start":{"line":15,"column":380},"end":{"line":15,"column":384}} ), depth0))
    + "</code>";
},"12":function(container,depth0,helpers,partials,data) {
    return ", ";
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<ul class=\"legend\" aria-label=\"Shades: tokens/s as a share of the run's best\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"heatLegend"),{"name":"each","hash":{},"fn":container.program(14, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":20,"column":0},"end":{"line":22,"column":9}}})) != null ? stack1 : "")
    + "<li><span class=\"swatch nofit-cell\"></span>does not fit one device</li>\n<li><span class=\"swatch gap\"></span>gap</li>\n</ul>\n<nav aria-label=\"Contents\">\n<ul>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"runs"),{"name":"each","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":0},"end":{"line":30,"column":9}}})) != null ? stack1 : "")
    + "</ul>\n</nav>\n";
},"14":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<li><span class=\"swatch heat"
    + alias3(alias2(alias1(depth0, "level", {"start":{"line":21,"column":30},"end":{"line":21,"column":35}} ), depth0))
    + "\"></span>"
    + alias3(alias2(alias1(depth0, "text", {"start":{"line":21,"column":48},"end":{"line":21,"column":52}} ), depth0))
    + " of best</li>\n";
},"15":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<li><a href=\"#"
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":29,"column":16},"end":{"line":29,"column":18}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":29,"column":24},"end":{"line":29,"column":32}} ), depth0))
    + "</a></li>\n";
},"16":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"with").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"deployment"),{"name":"with","hash":{},"fn":container.program(17, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":36,"column":0},"end":{"line":38,"column":9}}})) != null ? stack1 : "")
    + "\n";
},"17":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"workload"),depth0,{"name":"workload","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"18":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<section aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":42,"column":28},"end":{"line":42,"column":30}} ), depth0))
    + "\">\n<h2 id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":43,"column":10},"end":{"line":43,"column":12}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":43,"column":18},"end":{"line":43,"column":26}} ), depth0))
    + "</h2>\n<p class=\"note\">"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"hasRanked"),{"name":"if","hash":{},"fn":container.program(19, data, 0, blockParams, depths),"inverse":container.program(23, data, 0, blockParams, depths),"data":data,"loc":{"start":{"line":44,"column":16},"end":{"line":44,"column":380}}})) != null ? stack1 : "")
    + "</p>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":45,"column":53},"end":{"line":45,"column":55}} ), depth0))
    + "-caption\" tabindex=\"0\">\n<table class=\"sortable compare\" data-run=\""
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":46,"column":44},"end":{"line":46,"column":52}} ), depth0))
    + "\">\n<caption id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":47,"column":15},"end":{"line":47,"column":17}} ), depth0))
    + "-caption\">"
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":47,"column":31},"end":{"line":47,"column":39}} ), depth0))
    + ": hardware × precision, shaded by tokens/s within the run</caption>\n<thead>\n<tr><th scope=\"col\">Hardware</th>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depths[1],"precisions"),{"name":"each","hash":{},"fn":container.program(24, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":49,"column":33},"end":{"line":49,"column":107}}})) != null ? stack1 : "")
    + "</tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"matrix"),{"name":"each","hash":{},"fn":container.program(25, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":52,"column":0},"end":{"line":54,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n</section>\n\n";
},"19":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"isExpected"),{"name":"if","hash":{},"fn":container.program(20, data, 0),"inverse":container.program(21, data, 0),"data":data,"loc":{"start":{"line":44,"column":33},"end":{"line":44,"column":312}}})) != null ? stack1 : "");
},"20":function(container,depth0,helpers,partials,data) {
    return "Ranked and priced by the expected time (floor beside it).";
},"21":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Ranked and priced by the floor"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"floorOnlyText"),{"name":"if","hash":{},"fn":container.program(22, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":44,"column":146},"end":{"line":44,"column":257}}})) != null ? stack1 : "")
    + " (expected beside it where the profile has one).";
},"22":function(container,depth0,helpers,partials,data) {
    return ": no calibration for "
    + container.escapeExpression(container.lambda(container.strict(depth0, "floorOnlyText", {"start":{"line":44,"column":190},"end":{"line":44,"column":203}} ), depth0))
    + ", so the expected time is not on every device";
},"23":function(container,depth0,helpers,partials,data) {
    return "No cell fits one device, so none is ranked or priced.";
},"24":function(container,depth0,helpers,partials,data) {
    return "<th scope=\"col\"><code>"
    + container.escapeExpression(container.lambda(depth0, depth0))
    + "</code></th>";
},"25":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><th scope=\"row\">"
    + container.escapeExpression(container.lambda(container.strict(depth0, "hardwareName", {"start":{"line":53,"column":22},"end":{"line":53,"column":34}} ), depth0))
    + "</th>"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"cells"),{"name":"each","hash":{},"fn":container.program(26, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":53,"column":41},"end":{"line":53,"column":1226}}})) != null ? stack1 : "")
    + "</tr>\n";
},"26":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"isOk"),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.program(34, data, 0),"data":data,"loc":{"start":{"line":53,"column":56},"end":{"line":53,"column":1217}}})) != null ? stack1 : "");
},"27":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<td class=\""
    + alias3(alias2(alias1(depth0, "heat", {"start":{"line":53,"column":81},"end":{"line":53,"column":85}} ), depth0))
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isBest"),{"name":"if","hash":{},"fn":container.program(28, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":53,"column":87},"end":{"line":53,"column":113}}})) != null ? stack1 : "")
    + "\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"primary"),"tokens"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":53,"column":126},"end":{"line":53,"column":152}}}))
    + "\" title=\""
    + alias3(alias2(alias1(depth0, "ofBest", {"start":{"line":53,"column":163},"end":{"line":53,"column":169}} ), depth0))
    + " of the run's best tokens/s ("
    + alias3(alias2(alias1(lookupProperty(depth0,"primary"), "basis", {"start":{"line":53,"column":202},"end":{"line":53,"column":215}} ), depth0))
    + ")\"><span class=\"cell-main\">"
    + alias3(lookupProperty(helpers,"tokensPerSecond").call(alias4,lookupProperty(lookupProperty(depth0,"primary"),"tokens"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":53,"column":244},"end":{"line":53,"column":278}}}))
    + " tok/s"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isBest"),{"name":"if","hash":{},"fn":container.program(29, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":53,"column":284},"end":{"line":53,"column":307}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isCheapest"),{"name":"if","hash":{},"fn":container.program(30, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":53,"column":307},"end":{"line":53,"column":334}}})) != null ? stack1 : "")
    + "</span><span class=\"cell-sub\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(depth0,"primary"),"seconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":53,"column":364},"end":{"line":53,"column":391}}}))
    + " "
    + alias3(alias2(alias1(lookupProperty(depth0,"primary"), "basis", {"start":{"line":53,"column":394},"end":{"line":53,"column":407}} ), depth0))
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"secondary"),{"name":"if","hash":{},"fn":container.program(31, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":53,"column":409},"end":{"line":53,"column":529}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"usdPerMillionTokens"),{"name":"if","hash":{},"fn":container.program(32, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":53,"column":529},"end":{"line":53,"column":598}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"communicationShare"),{"name":"if","hash":{},"fn":container.program(33, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":53,"column":598},"end":{"line":53,"column":669}}})) != null ? stack1 : "")
    + "</span><span class=\"cell-sub\">"
    + alias3(alias2(alias1(depth0, "executionText", {"start":{"line":53,"column":701},"end":{"line":53,"column":714}} ), depth0))
    + "</span></td>";
},"28":function(container,depth0,helpers,partials,data) {
    return " best";
},"29":function(container,depth0,helpers,partials,data) {
    return " ★";
},"30":function(container,depth0,helpers,partials,data) {
    return " $";
},"31":function(container,depth0,helpers,partials,data) {
    var alias1=container.escapeExpression, alias2=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " · "
    + alias1(container.lambda(container.strict(lookupProperty(depth0,"secondary"), "basis", {"start":{"line":53,"column":431},"end":{"line":53,"column":446}} ), depth0))
    + " "
    + alias1(lookupProperty(helpers,"seconds").call(alias2,lookupProperty(lookupProperty(depth0,"secondary"),"seconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":53,"column":449},"end":{"line":53,"column":478}}}))
    + ", "
    + alias1(lookupProperty(helpers,"tokensPerSecond").call(alias2,lookupProperty(lookupProperty(depth0,"secondary"),"tokens"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":53,"column":480},"end":{"line":53,"column":516}}}))
    + " tok/s";
},"32":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " · "
    + container.escapeExpression(lookupProperty(helpers,"usd").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"usdPerMillionTokens"),{"name":"usd","hash":{},"data":data,"loc":{"start":{"line":53,"column":559},"end":{"line":53,"column":586}}}))
    + "/Mtok";
},"33":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " · comm "
    + container.escapeExpression(lookupProperty(helpers,"percent").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"communicationShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":53,"column":632},"end":{"line":53,"column":662}}}));
},"34":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"isNoFit"),{"name":"if","hash":{},"fn":container.program(35, data, 0),"inverse":container.program(36, data, 0),"data":data,"loc":{"start":{"line":53,"column":736},"end":{"line":53,"column":1210}}})) != null ? stack1 : "");
},"35":function(container,depth0,helpers,partials,data) {
    var alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, alias3=container.strict, alias4=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<td class=\"nofit-cell\" data-sort=\"\" title=\"weights and KV cache need "
    + alias2(lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"memoryBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":53,"column":820},"end":{"line":53,"column":841}}}))
    + ", more than one device holds\"><span class=\"cell-main\">does not fit one device</span><span class=\"cell-sub\">needs "
    + alias2(alias4(alias3(depth0, "devices", {"start":{"line":53,"column":956},"end":{"line":53,"column":963}} ), depth0))
    + " · "
    + alias2(lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"memoryBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":53,"column":968},"end":{"line":53,"column":989}}}))
    + "</span><span class=\"cell-sub\">"
    + alias2(alias4(alias3(depth0, "executionText", {"start":{"line":53,"column":1021},"end":{"line":53,"column":1034}} ), depth0))
    + "</span></td>";
},"36":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<td class=\"gap\" data-sort=\"\" title=\""
    + alias3(alias2(alias1(depth0, "gapMessage", {"start":{"line":53,"column":1094},"end":{"line":53,"column":1104}} ), depth0))
    + "\"><span class=\"cell-main\">gap: "
    + alias3(alias2(alias1(depth0, "gapCode", {"start":{"line":53,"column":1139},"end":{"line":53,"column":1146}} ), depth0))
    + "</span><span class=\"cell-sub\">"
    + alias3(alias2(alias1(depth0, "gapReason", {"start":{"line":53,"column":1180},"end":{"line":53,"column":1189}} ), depth0))
    + "</span></td>";
},"37":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<section aria-labelledby=\"diagnostics\">\n<h2 id=\"diagnostics\">Diagnostics</h2>\n<ul>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"diagnostics"),{"name":"each","hash":{},"fn":container.program(38, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":65,"column":0},"end":{"line":67,"column":9}}})) != null ? stack1 : "")
    + "</ul>\n</section>\n\n";
},"38":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, alias3=container.strict, alias4=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<li><code>"
    + alias2(lookupProperty(helpers,"code").call(alias1,{"name":"code","hash":{},"data":data,"loc":{"start":{"line":66,"column":10},"end":{"line":66,"column":18}}}))
    + "</code> "
    + alias2(alias4(alias3(depth0, "severity", {"start":{"line":66,"column":28},"end":{"line":66,"column":36}} ), depth0))
    + ": "
    + alias2(alias4(alias3(depth0, "message", {"start":{"line":66,"column":42},"end":{"line":66,"column":49}} ), depth0))
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"file"),{"name":"if","hash":{},"fn":container.program(39, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":66,"column":51},"end":{"line":66,"column":98}}})) != null ? stack1 : "")
    + "</li>\n";
},"39":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return " ("
    + alias3(alias2(alias1(depth0, "file", {"start":{"line":66,"column":67},"end":{"line":66,"column":71}} ), depth0))
    + ":"
    + alias3(alias2(alias1(depth0, "line", {"start":{"line":66,"column":76},"end":{"line":66,"column":80}} ), depth0))
    + ":"
    + alias3(alias2(alias1(depth0, "col", {"start":{"line":66,"column":85},"end":{"line":66,"column":88}} ), depth0))
    + ")";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"layout"),depth0,{"name":"layout","hash":{"pageTitle":lookupProperty(depth0,"title")},"fn":container.program(0, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"usePartial":true,"useData":true,"useDepths":true},
  },
  "compare.md": {
    text: "# {{modelName}}: {{#each hardware}}{{name}}{{#unless @last}}, {{/unless}}{{/each}} × {{#each precisions}}`{{this}}`{{#unless @last}}, {{/unless}}{{/each}}\n\n{{#if runs.length}}\n`{{model}}` · circuit `{{circuit}}` · context {{int context}}{{#if kvCache}} · KV cache `{{kvCache}}`{{/if}}. Each cell: the ranked step time · tokens/s, the other time beside it, $ per million tokens (where the profile has a price) · how the weight-bearing sites run. ★ fastest cell that fits one device; $ cheapest; a cell whose weights and KV cache do not fit one device shows no time or price.\n{{else}}\n`{{model}}` · circuit `{{circuit}}`{{#if kvCache}} · KV cache `{{kvCache}}`{{/if}}.\n{{/if}}\n\nColumns:\n{{#each columns}}\n- `{{id}}`: {{#if isModel}}the model's own formats{{else}}preset{{/if}}{{#if hasFormats}}, weights {{code weight}}, activations {{code act}}, KV cache {{code kvCache}}{{/if}}{{#if overrideText}}; {{#if isModel}}per-site overrides{{else}}keeps the model's per-site overrides{{/if}} {{overrideText}}{{/if}}\n{{/each}}\n\n{{#if deployment}}\n{{#with deployment}}\n{{> workload}}\n{{/with}}\n\n{{/if}}\n{{#each runs}}\n## {{mode}}:{{rows}}\n\n{{#if hasRanked}}{{#if isExpected}}Ranked and priced by the expected time (floor beside it).{{else}}Ranked and priced by the floor{{#if floorOnlyText}}: no calibration for {{floorOnlyText}}, so the expected time is not on every device{{/if}} (expected beside it where the profile has one).{{/if}}{{else}}No cell fits one device, so none is ranked or priced.{{/if}}\n\n| Hardware |{{#each ../precisions}} `{{this}}` |{{/each}}\n|---|{{#each ../precisions}}---|{{/each}}\n{{#each matrix}}\n| {{cell hardwareName}} |{{#each cells}} {{#if gap}}gap: {{gap.code}} ({{cell gapReason}}){{else}}{{#if isNoFit}}does not fit one device (needs {{devices}}) · {{bytes memoryBytes}} · {{cell executionText}}{{else}}{{#if isBest}}**{{/if}}{{seconds primary.seconds}} · {{tokensPerSecond primary.tokens}} tok/s {{primary.basis}}{{#if isBest}}** ★{{/if}}{{#if secondary}} ({{secondary.basis}} {{seconds secondary.seconds}} · {{tokensPerSecond secondary.tokens}} tok/s){{/if}}{{#if usdPerMillionTokens}} · {{usd usdPerMillionTokens}}/Mtok{{/if}}{{#if isCheapest}} ${{/if}} · {{cell executionText}}{{#if communicationShare}} · comm {{percent communicationShare}}{{/if}}{{#if measuredShare}} · step {{seconds stepSeconds}} ({{percent measuredShare}} measured){{/if}}{{/if}}{{/if}} |{{/each}}\n{{/each}}\n\n{{/each}}\n---\nFloor = max(bytes ÷ bandwidth, FLOPs ÷ peak) summed over sites; expected applies the profile's calibrated efficiencies and launch cost; tokens/s = rows ÷ step time; $/Mtok = price per hour ÷ 3600 ÷ tokens/s × 10⁶ on the time the run is ranked by. A gap names why the device cannot run that precision (e.g. no fp4 lane); it is not a zero. \"Does not fit one device (needs N)\": weights plus every sequence's KV cache exceed one device's usable memory; N devices of this kind would hold it. With --parallel each row is a device and layout: times are one device's, tokens/s and $/Mtok the whole system's (price × devices), \"comm\" the collectives' share of the step.\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.lambda(container.strict(depth0, "name", {"start":{"line":1,"column":37},"end":{"line":1,"column":41}} ), depth0)) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":43},"end":{"line":1,"column":73}}})) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    return ", ";
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "`"
    + ((stack1 = container.lambda(depth0, depth0)) != null ? stack1 : "")
    + "`"
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":115},"end":{"line":1,"column":145}}})) != null ? stack1 : "");
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "`"
    + ((stack1 = alias2(alias1(depth0, "model", {"start":{"line":4,"column":3},"end":{"line":4,"column":8}} ), depth0)) != null ? stack1 : "")
    + "` · circuit `"
    + ((stack1 = alias2(alias1(depth0, "circuit", {"start":{"line":4,"column":25},"end":{"line":4,"column":32}} ), depth0)) != null ? stack1 : "")
    + "` · context "
    + ((stack1 = lookupProperty(helpers,"int").call(alias3,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":4,"column":46},"end":{"line":4,"column":61}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(depth0,"kvCache"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":4,"column":61},"end":{"line":4,"column":108}}})) != null ? stack1 : "")
    + ". Each cell: the ranked step time · tokens/s, the other time beside it, $ per million tokens (where the profile has a price) · how the weight-bearing sites run. ★ fastest cell that fits one device; $ cheapest; a cell whose weights and KV cache do not fit one device shows no time or price.\n";
},"4":function(container,depth0,helpers,partials,data) {
    var stack1;

  return " · KV cache `"
    + ((stack1 = container.lambda(container.strict(depth0, "kvCache", {"start":{"line":4,"column":91},"end":{"line":4,"column":98}} ), depth0)) != null ? stack1 : "")
    + "`";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "`"
    + ((stack1 = alias2(alias1(depth0, "model", {"start":{"line":6,"column":3},"end":{"line":6,"column":8}} ), depth0)) != null ? stack1 : "")
    + "` · circuit `"
    + ((stack1 = alias2(alias1(depth0, "circuit", {"start":{"line":6,"column":25},"end":{"line":6,"column":32}} ), depth0)) != null ? stack1 : "")
    + "`"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"kvCache"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":35},"end":{"line":6,"column":82}}})) != null ? stack1 : "")
    + ".\n";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- `"
    + ((stack1 = container.lambda(container.strict(depth0, "id", {"start":{"line":11,"column":5},"end":{"line":11,"column":7}} ), depth0)) != null ? stack1 : "")
    + "`: "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isModel"),{"name":"if","hash":{},"fn":container.program(7, data, 0),"inverse":container.program(8, data, 0),"data":data,"loc":{"start":{"line":11,"column":12},"end":{"line":11,"column":71}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasFormats"),{"name":"if","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":11,"column":71},"end":{"line":11,"column":174}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"overrideText"),{"name":"if","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":11,"column":174},"end":{"line":11,"column":304}}})) != null ? stack1 : "")
    + "\n";
},"7":function(container,depth0,helpers,partials,data) {
    return "the model's own formats";
},"8":function(container,depth0,helpers,partials,data) {
    return "preset";
},"9":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", weights "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"weight"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":11,"column":99},"end":{"line":11,"column":114}}})) != null ? stack1 : "")
    + ", activations "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"act"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":11,"column":128},"end":{"line":11,"column":140}}})) != null ? stack1 : "")
    + ", KV cache "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"kvCache"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":11,"column":151},"end":{"line":11,"column":167}}})) != null ? stack1 : "");
},"10":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "; "
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"isModel"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.program(12, data, 0),"data":data,"loc":{"start":{"line":11,"column":196},"end":{"line":11,"column":280}}})) != null ? stack1 : "")
    + " "
    + ((stack1 = container.lambda(container.strict(depth0, "overrideText", {"start":{"line":11,"column":283},"end":{"line":11,"column":295}} ), depth0)) != null ? stack1 : "");
},"11":function(container,depth0,helpers,partials,data) {
    return "per-site overrides";
},"12":function(container,depth0,helpers,partials,data) {
    return "keeps the model's per-site overrides";
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"with").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"deployment"),{"name":"with","hash":{},"fn":container.program(14, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":0},"end":{"line":17,"column":9}}})) != null ? stack1 : "")
    + "\n";
},"14":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"workload"),depth0,{"name":"workload","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"15":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## "
    + ((stack1 = alias2(alias1(depth0, "mode", {"start":{"line":21,"column":5},"end":{"line":21,"column":9}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias2(alias1(depth0, "rows", {"start":{"line":21,"column":14},"end":{"line":21,"column":18}} ), depth0)) != null ? stack1 : "")
    + "\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(depth0,"hasRanked"),{"name":"if","hash":{},"fn":container.program(16, data, 0, blockParams, depths),"inverse":container.program(20, data, 0, blockParams, depths),"data":data,"loc":{"start":{"line":23,"column":0},"end":{"line":23,"column":364}}})) != null ? stack1 : "")
    + "\n\n| Hardware |"
    + ((stack1 = lookupProperty(helpers,"each").call(alias3,lookupProperty(depths[1],"precisions"),{"name":"each","hash":{},"fn":container.program(21, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":25,"column":12},"end":{"line":25,"column":57}}})) != null ? stack1 : "")
    + "\n|---|"
    + ((stack1 = lookupProperty(helpers,"each").call(alias3,lookupProperty(depths[1],"precisions"),{"name":"each","hash":{},"fn":container.program(22, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":26,"column":5},"end":{"line":26,"column":41}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias3,lookupProperty(depth0,"matrix"),{"name":"each","hash":{},"fn":container.program(23, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":27,"column":0},"end":{"line":29,"column":9}}})) != null ? stack1 : "")
    + "\n";
},"16":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"isExpected"),{"name":"if","hash":{},"fn":container.program(17, data, 0),"inverse":container.program(18, data, 0),"data":data,"loc":{"start":{"line":23,"column":17},"end":{"line":23,"column":296}}})) != null ? stack1 : "");
},"17":function(container,depth0,helpers,partials,data) {
    return "Ranked and priced by the expected time (floor beside it).";
},"18":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Ranked and priced by the floor"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"floorOnlyText"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":23,"column":130},"end":{"line":23,"column":241}}})) != null ? stack1 : "")
    + " (expected beside it where the profile has one).";
},"19":function(container,depth0,helpers,partials,data) {
    var stack1;

  return ": no calibration for "
    + ((stack1 = container.lambda(container.strict(depth0, "floorOnlyText", {"start":{"line":23,"column":174},"end":{"line":23,"column":187}} ), depth0)) != null ? stack1 : "")
    + ", so the expected time is not on every device";
},"20":function(container,depth0,helpers,partials,data) {
    return "No cell fits one device, so none is ranked or priced.";
},"21":function(container,depth0,helpers,partials,data) {
    var stack1;

  return " `"
    + ((stack1 = container.lambda(depth0, depth0)) != null ? stack1 : "")
    + "` |";
},"22":function(container,depth0,helpers,partials,data) {
    return "---|";
},"23":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":28,"column":2},"end":{"line":28,"column":23}}})) != null ? stack1 : "")
    + " |"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"cells"),{"name":"each","hash":{},"fn":container.program(24, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":25},"end":{"line":28,"column":783}}})) != null ? stack1 : "")
    + "\n";
},"24":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " "
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"gap"),{"name":"if","hash":{},"fn":container.program(25, data, 0),"inverse":container.program(26, data, 0),"data":data,"loc":{"start":{"line":28,"column":41},"end":{"line":28,"column":772}}})) != null ? stack1 : "")
    + " |";
},"25":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "gap: "
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"gap"), "code", {"start":{"line":28,"column":59},"end":{"line":28,"column":67}} ), depth0)) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"gapReason"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":28,"column":71},"end":{"line":28,"column":89}}})) != null ? stack1 : "")
    + ")";
},"26":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"isNoFit"),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.program(28, data, 0),"data":data,"loc":{"start":{"line":28,"column":98},"end":{"line":28,"column":765}}})) != null ? stack1 : "");
},"27":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "does not fit one device (needs "
    + ((stack1 = container.lambda(container.strict(depth0, "devices", {"start":{"line":28,"column":146},"end":{"line":28,"column":153}} ), depth0)) != null ? stack1 : "")
    + ") · "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"memoryBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":28,"column":159},"end":{"line":28,"column":180}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"executionText"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":28,"column":183},"end":{"line":28,"column":205}}})) != null ? stack1 : "");
},"28":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isBest"),{"name":"if","hash":{},"fn":container.program(29, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":213},"end":{"line":28,"column":236}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"primary"),"seconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":28,"column":236},"end":{"line":28,"column":263}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(lookupProperty(depth0,"primary"),"tokens"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":28,"column":266},"end":{"line":28,"column":300}}})) != null ? stack1 : "")
    + " tok/s "
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"primary"), "basis", {"start":{"line":28,"column":309},"end":{"line":28,"column":322}} ), depth0)) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isBest"),{"name":"if","hash":{},"fn":container.program(30, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":324},"end":{"line":28,"column":349}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"secondary"),{"name":"if","hash":{},"fn":container.program(31, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":349},"end":{"line":28,"column":470}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"usdPerMillionTokens"),{"name":"if","hash":{},"fn":container.program(32, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":470},"end":{"line":28,"column":539}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isCheapest"),{"name":"if","hash":{},"fn":container.program(33, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":539},"end":{"line":28,"column":566}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"executionText"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":28,"column":569},"end":{"line":28,"column":591}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"communicationShare"),{"name":"if","hash":{},"fn":container.program(34, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":591},"end":{"line":28,"column":662}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"measuredShare"),{"name":"if","hash":{},"fn":container.program(35, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":662},"end":{"line":28,"column":758}}})) != null ? stack1 : "");
},"29":function(container,depth0,helpers,partials,data) {
    return "**";
},"30":function(container,depth0,helpers,partials,data) {
    return "** ★";
},"31":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " ("
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"secondary"), "basis", {"start":{"line":28,"column":370},"end":{"line":28,"column":385}} ), depth0)) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"secondary"),"seconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":28,"column":388},"end":{"line":28,"column":417}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(lookupProperty(depth0,"secondary"),"tokens"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":28,"column":420},"end":{"line":28,"column":456}}})) != null ? stack1 : "")
    + " tok/s)";
},"32":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " · "
    + ((stack1 = lookupProperty(helpers,"usd").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"usdPerMillionTokens"),{"name":"usd","hash":{},"data":data,"loc":{"start":{"line":28,"column":500},"end":{"line":28,"column":527}}})) != null ? stack1 : "")
    + "/Mtok";
},"33":function(container,depth0,helpers,partials,data) {
    return " $";
},"34":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " · comm "
    + ((stack1 = lookupProperty(helpers,"percent").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"communicationShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":28,"column":625},"end":{"line":28,"column":655}}})) != null ? stack1 : "");
},"35":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " · step "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"stepSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":28,"column":691},"end":{"line":28,"column":714}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"measuredShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":28,"column":716},"end":{"line":28,"column":741}}})) != null ? stack1 : "")
    + " measured)";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "# "
    + ((stack1 = container.lambda(container.strict(depth0, "modelName", {"start":{"line":1,"column":4},"end":{"line":1,"column":13}} ), depth0)) != null ? stack1 : "")
    + ": "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"hardware"),{"name":"each","hash":{},"fn":container.program(0, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":17},"end":{"line":1,"column":82}}})) != null ? stack1 : "")
    + " × "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"precisions"),{"name":"each","hash":{},"fn":container.program(2, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":85},"end":{"line":1,"column":154}}})) != null ? stack1 : "")
    + "\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"runs"),"length"),{"name":"if","hash":{},"fn":container.program(3, data, 0, blockParams, depths),"inverse":container.program(5, data, 0, blockParams, depths),"data":data,"loc":{"start":{"line":3,"column":0},"end":{"line":7,"column":7}}})) != null ? stack1 : "")
    + "\nColumns:\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"columns"),{"name":"each","hash":{},"fn":container.program(6, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":10,"column":0},"end":{"line":12,"column":9}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"deployment"),{"name":"if","hash":{},"fn":container.program(13, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":14,"column":0},"end":{"line":19,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"runs"),{"name":"each","hash":{},"fn":container.program(15, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":20,"column":0},"end":{"line":31,"column":9}}})) != null ? stack1 : "")
    + "---\nFloor = max(bytes ÷ bandwidth, FLOPs ÷ peak) summed over sites; expected applies the profile's calibrated efficiencies and launch cost; tokens/s = rows ÷ step time; $/Mtok = price per hour ÷ 3600 ÷ tokens/s × 10⁶ on the time the run is ranked by. A gap names why the device cannot run that precision (e.g. no fp4 lane); it is not a zero. \"Does not fit one device (needs N)\": weights plus every sequence's KV cache exceed one device's usable memory; N devices of this kind would hold it. With --parallel each row is a device and layout: times are one device's, tokens/s and $/Mtok the whole system's (price × devices), \"comm\" the collectives' share of the step.\n";
},"usePartial":true,"useData":true,"useDepths":true},
  },
  "diff.html": {
    text: "{{#> layout}}\n{{#*inline \"page-style\"}}\n.verdict { font-size: 1.05rem; font-weight: 600; margin: .8rem 0 .2rem; }\n.gate.failed { color: #a1120b; } .gate.passed { color: #1d6b2f; }\ntd.worse { color: #a1120b; font-weight: 600; } td.better { color: #1d6b2f; font-weight: 600; }\ntable.diff td.fit { white-space: normal; min-width: 14rem; }\ntr.gap-row td { background: #f6e9e9; background-image: repeating-linear-gradient(135deg, transparent 0 6px, rgba(161, 18, 11, .08) 6px 9px); }\nul.changes { margin: .3rem 0 .8rem; padding-left: 1.3rem; }\nul.changes li { margin: .1rem 0; }\n{{/inline}}\n<header>\n<h1>{{pageTitle}}</h1>\n<p class=\"verdict\">{{verdict}}</p>\n{{#if hasGate}}<p class=\"gate {{#if isRegression}}failed{{else}}passed{{/if}}\">Regression gate: fails above +{{failOnRegressionPct}} % on the {{gateWords}}; worst +{{percentNumber}} %: {{#if isRegression}}failed{{else}}passed{{/if}}.</p>{{/if}}\n<p class=\"note\">Floor: the roofline bound, max(bytes ÷ bandwidth, FLOPs ÷ peak) summed over sites. Expected: the profile's calibrated time (— where the profile has none); the regression gate reads it where both sides have one. Fit: every weight plus the KV cache of the run's sequences against the device's usable memory.</p>\n{{#if skipped.length}}\n<h2 id=\"skipped\">Skipped</h2>\n<ul>\n{{#each skipped}}\n<li><code>{{model}}</code>: {{reason}}</li>\n{{/each}}\n</ul>\n{{/if}}\n{{#if isSet}}\n<nav aria-label=\"Contents\">\n<ul>\n{{#each diffs}}\n<li><a href=\"#{{id}}\">{{head.label}}</a></li>\n{{/each}}\n</ul>\n</nav>\n{{/if}}\n</header>\n{{#each diffs}}\n<section aria-labelledby=\"{{id}}\">\n<h2 id=\"{{id}}\"><code>{{base.label}}</code> → <code>{{head.label}}</code></h2>\n{{#if ../isSet}}<p class=\"verdict\">{{verdict}}</p>{{/if}}\n<dl class=\"meta\">\n<dt>Models</dt><dd><code>{{base.model}}</code> ({{base.circuit}}) → <code>{{head.model}}</code> ({{head.circuit}})</dd>\n<dt>Context</dt><dd>{{int context}} tokens</dd>\n</dl>\n{{#if inputsChanged.length}}\n<h3 id=\"{{id}}-inputs\">Inputs changed</h3>\n<ul class=\"changes\">\n{{#each inputsChanged}}\n<li>{{kind}} <code>{{name}}</code>: {{#if changes.length}}{{#each changes}}{{#unless @first}}; {{/unless}}<code>{{path}}</code> {{#if this.base}}{{this.base}}{{else}}(absent){{/if}} → {{#if this.head}}{{this.head}}{{else}}(absent){{/if}}{{/each}}{{#if more}}; and {{more}} more{{/if}}{{else}}{{status}} on the head side{{/if}}</li>\n{{/each}}\n</ul>\n{{/if}}\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"{{id}}-runs\" tabindex=\"0\">\n<table class=\"sortable diff\">\n<caption id=\"{{id}}-runs\">Step time per run: base → head</caption>\n<thead>\n<tr><th scope=\"col\">Run</th><th scope=\"col\" class=\"num\">Floor base</th><th scope=\"col\" class=\"num\">Floor head</th><th scope=\"col\" class=\"num\">Δ %</th><th scope=\"col\" class=\"num\">Expected base</th><th scope=\"col\" class=\"num\">Expected head</th><th scope=\"col\" class=\"num\">Δ %</th><th scope=\"col\" class=\"num\">Tokens/s head</th><th scope=\"col\">Fit (weights + KV)</th></tr>\n</thead>\n<tbody>\n{{#each tables}}\n<tr><th scope=\"row\">{{hardwareName}} · {{mode}}:{{rows}}</th><td class=\"num\" data-sort=\"{{sortKey base.floorSeconds}}\">{{seconds base.floorSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey head.floorSeconds}}\">{{seconds head.floorSeconds}}</td><td class=\"num {{floorClass}}\" data-sort=\"{{sortKey deltaPct}}\">{{signedPercent deltaPct}}</td><td class=\"num\" data-sort=\"{{sortKey base.expectedSeconds}}\">{{seconds base.expectedSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey head.expectedSeconds}}\">{{seconds head.expectedSeconds}}</td><td class=\"num {{expectedClass}}\" data-sort=\"{{sortKey deltaExpectedPct}}\">{{signedPercent deltaExpectedPct}}</td><td class=\"num\" data-sort=\"{{sortKey head.tokensPerSecond}}\">{{tokensPerSecond head.tokensPerSecond}}</td><td class=\"fit{{#unless fits}} nofit{{/unless}}\">{{fitText}}</td></tr>\n{{/each}}\n{{#each gaps}}\n<tr class=\"gap-row\"><th scope=\"row\">{{hardwareName}} · every run</th><td colspan=\"8\">gap: cannot run on {{sideText}}: <code>{{this.code}}</code> {{message}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{#each tables}}\n{{#if changedSites.length}}\n<details>\n<summary>{{hardwareName}} · {{mode}}:{{rows}}: {{changedSites.length}} sites changed</summary>\n<div class=\"scroll\" role=\"region\" aria-label=\"{{hardwareName}} {{mode}}:{{rows}} sites\" tabindex=\"0\">\n<table class=\"sortable sites\">\n<thead>\n<tr><th scope=\"col\">Site</th><th scope=\"col\">Change</th><th scope=\"col\" class=\"num\">Base</th><th scope=\"col\" class=\"num\">Head</th><th scope=\"col\" class=\"num\">Δ time</th><th scope=\"col\" class=\"num\">Δ %</th><th scope=\"col\" class=\"num\">Δ bytes</th></tr>\n</thead>\n<tbody>\n{{#each changedSites}}\n<tr><td><code>{{site}}</code></td><td>{{status}}{{#if formatChange}}: {{formatChange}}{{/if}}</td><td class=\"num\" data-sort=\"{{sortKey baseSeconds}}\">{{seconds baseSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey headSeconds}}\">{{seconds headSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey deltaSeconds}}\">{{signedSeconds deltaSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey deltaPct}}\">{{signedPercent deltaPct}}</td><td class=\"num\" data-sort=\"{{sortKey deltaBytes}}\">{{signedBytes deltaBytes}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n</details>\n{{/if}}\n{{/each}}\n</section>\n\n{{/each}}\n<footer>\n<p class=\"note\">Generated by circuit-venn diff. Same inputs, same bytes: no timestamps.</p>\n</footer>\n{{/layout}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<header>\n<h1>"
    + alias3(alias2(alias1(depth0, "pageTitle", {"start":{"line":12,"column":6},"end":{"line":12,"column":15}} ), depth0))
    + "</h1>\n<p class=\"verdict\">"
    + alias3(alias2(alias1(depth0, "verdict", {"start":{"line":13,"column":21},"end":{"line":13,"column":28}} ), depth0))
    + "</p>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"hasGate"),{"name":"if","hash":{},"fn":container.program(2, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":14,"column":0},"end":{"line":14,"column":244}}})) != null ? stack1 : "")
    + "\n<p class=\"note\">Floor: the roofline bound, max(bytes ÷ bandwidth, FLOPs ÷ peak) summed over sites. Expected: the profile's calibrated time (— where the profile has none); the regression gate reads it where both sides have one. Fit: every weight plus the KV cache of the run's sequences against the device's usable memory.</p>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"skipped"),"length"),{"name":"if","hash":{},"fn":container.program(5, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":0},"end":{"line":23,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isSet"),{"name":"if","hash":{},"fn":container.program(7, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":24,"column":0},"end":{"line":32,"column":7}}})) != null ? stack1 : "")
    + "</header>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"diffs"),{"name":"each","hash":{},"fn":container.program(9, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":34,"column":0},"end":{"line":87,"column":9}}})) != null ? stack1 : "")
    + "<footer>\n<p class=\"note\">Generated by circuit-venn diff. Same inputs, same bytes: no timestamps.</p>\n</footer>\n";
},"1":function(container,depth0,helpers,partials,data) {
    return ".verdict { font-size: 1.05rem; font-weight: 600; margin: .8rem 0 .2rem; }\n.gate.failed { color: #a1120b; } .gate.passed { color: #1d6b2f; }\ntd.worse { color: #a1120b; font-weight: 600; } td.better { color: #1d6b2f; font-weight: 600; }\ntable.diff td.fit { white-space: normal; min-width: 14rem; }\ntr.gap-row td { background: #f6e9e9; background-image: repeating-linear-gradient(135deg, transparent 0 6px, rgba(161, 18, 11, .08) 6px 9px); }\nul.changes { margin: .3rem 0 .8rem; padding-left: 1.3rem; }\nul.changes li { margin: .1rem 0; }\n";
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, alias4=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<p class=\"gate "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isRegression"),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.program(4, data, 0),"data":data,"loc":{"start":{"line":14,"column":30},"end":{"line":14,"column":77}}})) != null ? stack1 : "")
    + "\">Regression gate: fails above +"
    + alias4(alias3(alias2(depth0, "failOnRegressionPct", {"start":{"line":14,"column":111},"end":{"line":14,"column":130}} ), depth0))
    + " % on the "
    + alias4(alias3(alias2(depth0, "gateWords", {"start":{"line":14,"column":144},"end":{"line":14,"column":153}} ), depth0))
    + "; worst +"
    + alias4(alias3(alias2(depth0, "percentNumber", {"start":{"line":14,"column":166},"end":{"line":14,"column":179}} ), depth0))
    + " %: "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isRegression"),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.program(4, data, 0),"data":data,"loc":{"start":{"line":14,"column":185},"end":{"line":14,"column":232}}})) != null ? stack1 : "")
    + ".</p>";
},"3":function(container,depth0,helpers,partials,data) {
    return "failed";
},"4":function(container,depth0,helpers,partials,data) {
    return "passed";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<h2 id=\"skipped\">Skipped</h2>\n<ul>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"skipped"),{"name":"each","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":19,"column":0},"end":{"line":21,"column":9}}})) != null ? stack1 : "")
    + "</ul>\n";
},"6":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<li><code>"
    + alias3(alias2(alias1(depth0, "model", {"start":{"line":20,"column":12},"end":{"line":20,"column":17}} ), depth0))
    + "</code>: "
    + alias3(alias2(alias1(depth0, "reason", {"start":{"line":20,"column":30},"end":{"line":20,"column":36}} ), depth0))
    + "</li>\n";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<nav aria-label=\"Contents\">\n<ul>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"diffs"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":27,"column":0},"end":{"line":29,"column":9}}})) != null ? stack1 : "")
    + "</ul>\n</nav>\n";
},"8":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<li><a href=\"#"
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":28,"column":16},"end":{"line":28,"column":18}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(lookupProperty(depth0,"head"), "label", {"start":{"line":28,"column":24},"end":{"line":28,"column":34}} ), depth0))
    + "</a></li>\n";
},"9":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<section aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":35,"column":28},"end":{"line":35,"column":30}} ), depth0))
    + "\">\n<h2 id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":36,"column":10},"end":{"line":36,"column":12}} ), depth0))
    + "\"><code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"base"), "label", {"start":{"line":36,"column":24},"end":{"line":36,"column":34}} ), depth0))
    + "</code> → <code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"head"), "label", {"start":{"line":36,"column":54},"end":{"line":36,"column":64}} ), depth0))
    + "</code></h2>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depths[1],"isSet"),{"name":"if","hash":{},"fn":container.program(10, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":37,"column":0},"end":{"line":37,"column":57}}})) != null ? stack1 : "")
    + "\n<dl class=\"meta\">\n<dt>Models</dt><dd><code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"base"), "model", {"start":{"line":39,"column":27},"end":{"line":39,"column":37}} ), depth0))
    + "</code> ("
    + alias3(alias2(alias1(lookupProperty(depth0,"base"), "circuit", {"start":{"line":39,"column":50},"end":{"line":39,"column":62}} ), depth0))
    + ") → <code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"head"), "model", {"start":{"line":39,"column":76},"end":{"line":39,"column":86}} ), depth0))
    + "</code> ("
    + alias3(alias2(alias1(lookupProperty(depth0,"head"), "circuit", {"start":{"line":39,"column":99},"end":{"line":39,"column":111}} ), depth0))
    + ")</dd>\n<dt>Context</dt><dd>"
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":40,"column":20},"end":{"line":40,"column":35}}}))
    + " tokens</dd>\n</dl>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"inputsChanged"),"length"),{"name":"if","hash":{},"fn":container.program(11, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":42,"column":0},"end":{"line":49,"column":7}}})) != null ? stack1 : "")
    + "<div class=\"scroll\" role=\"region\" aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":50,"column":53},"end":{"line":50,"column":55}} ), depth0))
    + "-runs\" tabindex=\"0\">\n<table class=\"sortable diff\">\n<caption id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":52,"column":15},"end":{"line":52,"column":17}} ), depth0))
    + "-runs\">Step time per run: base → head</caption>\n<thead>\n<tr><th scope=\"col\">Run</th><th scope=\"col\" class=\"num\">Floor base</th><th scope=\"col\" class=\"num\">Floor head</th><th scope=\"col\" class=\"num\">Δ %</th><th scope=\"col\" class=\"num\">Expected base</th><th scope=\"col\" class=\"num\">Expected head</th><th scope=\"col\" class=\"num\">Δ %</th><th scope=\"col\" class=\"num\">Tokens/s head</th><th scope=\"col\">Fit (weights + KV)</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"tables"),{"name":"each","hash":{},"fn":container.program(21, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":57,"column":0},"end":{"line":59,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"gaps"),{"name":"each","hash":{},"fn":container.program(23, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":60,"column":0},"end":{"line":62,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"tables"),{"name":"each","hash":{},"fn":container.program(24, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":66,"column":0},"end":{"line":84,"column":9}}})) != null ? stack1 : "")
    + "</section>\n\n";
},"10":function(container,depth0,helpers,partials,data) {
    return "<p class=\"verdict\">"
    + container.escapeExpression(container.lambda(container.strict(depth0, "verdict", {"start":{"line":37,"column":37},"end":{"line":37,"column":44}} ), depth0))
    + "</p>";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<h3 id=\""
    + container.escapeExpression(container.lambda(container.strict(depth0, "id", {"start":{"line":43,"column":10},"end":{"line":43,"column":12}} ), depth0))
    + "-inputs\">Inputs changed</h3>\n<ul class=\"changes\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"inputsChanged"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":45,"column":0},"end":{"line":47,"column":9}}})) != null ? stack1 : "")
    + "</ul>\n";
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<li>"
    + alias3(alias2(alias1(depth0, "kind", {"start":{"line":46,"column":6},"end":{"line":46,"column":10}} ), depth0))
    + " <code>"
    + alias3(alias2(alias1(depth0, "name", {"start":{"line":46,"column":21},"end":{"line":46,"column":25}} ), depth0))
    + "</code>: "
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"changes"),"length"),{"name":"if","hash":{},"fn":container.program(13, data, 0),"inverse":container.program(20, data, 0),"data":data,"loc":{"start":{"line":46,"column":36},"end":{"line":46,"column":326}}})) != null ? stack1 : "")
    + "</li>\n";
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"changes"),{"name":"each","hash":{},"fn":container.program(14, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":46,"column":58},"end":{"line":46,"column":246}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"more"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":46,"column":246},"end":{"line":46,"column":284}}})) != null ? stack1 : "");
},"14":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":46,"column":75},"end":{"line":46,"column":106}}})) != null ? stack1 : "")
    + "<code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "path", {"start":{"line":46,"column":114},"end":{"line":46,"column":118}} ), depth0))
    + "</code> "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"base"),{"name":"if","hash":{},"fn":container.program(16, data, 0),"inverse":container.program(17, data, 0),"data":data,"loc":{"start":{"line":46,"column":128},"end":{"line":46,"column":181}}})) != null ? stack1 : "")
    + " → "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"head"),{"name":"if","hash":{},"fn":container.program(18, data, 0),"inverse":container.program(17, data, 0),"data":data,"loc":{"start":{"line":46,"column":184},"end":{"line":46,"column":237}}})) != null ? stack1 : "");
},"15":function(container,depth0,helpers,partials,data) {
    return "; ";
},"16":function(container,depth0,helpers,partials,data) {
    return container.escapeExpression(container.lambda(container.strict(depth0, "base", {"start":{"line":46,"column":147},"end":{"line":46,"column":156}} ), depth0));
},"17":function(container,depth0,helpers,partials,data) {
    return "(absent)";
},"18":function(container,depth0,helpers,partials,data) {
    return container.escapeExpression(container.lambda(container.strict(depth0, "head", {"start":{"line":46,"column":203},"end":{"line":46,"column":212}} ), depth0));
},"19":function(container,depth0,helpers,partials,data) {
    return "; and "
    + container.escapeExpression(container.lambda(container.strict(depth0, "more", {"start":{"line":46,"column":266},"end":{"line":46,"column":270}} ), depth0))
    + " more";
},"20":function(container,depth0,helpers,partials,data) {
    return container.escapeExpression(container.lambda(container.strict(depth0, "status", {"start":{"line":46,"column":294},"end":{"line":46,"column":300}} ), depth0))
    + " on the head side";
},"21":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><th scope=\"row\">"
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":58,"column":22},"end":{"line":58,"column":34}} ), depth0))
    + " · "
    + alias3(alias2(alias1(depth0, "mode", {"start":{"line":58,"column":41},"end":{"line":58,"column":45}} ), depth0))
    + ":"
    + alias3(alias2(alias1(depth0, "rows", {"start":{"line":58,"column":50},"end":{"line":58,"column":54}} ), depth0))
    + "</th><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"base"),"floorSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":58,"column":88},"end":{"line":58,"column":117}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(depth0,"base"),"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":58,"column":119},"end":{"line":58,"column":148}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"head"),"floorSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":58,"column":180},"end":{"line":58,"column":209}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(depth0,"head"),"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":58,"column":211},"end":{"line":58,"column":240}}}))
    + "</td><td class=\"num "
    + alias3(alias2(alias1(depth0, "floorClass", {"start":{"line":58,"column":262},"end":{"line":58,"column":272}} ), depth0))
    + "\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"deltaPct"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":58,"column":287},"end":{"line":58,"column":307}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"signedPercent").call(alias4,lookupProperty(depth0,"deltaPct"),{"name":"signedPercent","hash":{},"data":data,"loc":{"start":{"line":58,"column":309},"end":{"line":58,"column":335}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"base"),"expectedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":58,"column":367},"end":{"line":58,"column":399}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(depth0,"base"),"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":58,"column":401},"end":{"line":58,"column":433}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"head"),"expectedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":58,"column":465},"end":{"line":58,"column":497}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(depth0,"head"),"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":58,"column":499},"end":{"line":58,"column":531}}}))
    + "</td><td class=\"num "
    + alias3(alias2(alias1(depth0, "expectedClass", {"start":{"line":58,"column":553},"end":{"line":58,"column":566}} ), depth0))
    + "\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"deltaExpectedPct"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":58,"column":581},"end":{"line":58,"column":609}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"signedPercent").call(alias4,lookupProperty(depth0,"deltaExpectedPct"),{"name":"signedPercent","hash":{},"data":data,"loc":{"start":{"line":58,"column":611},"end":{"line":58,"column":645}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"head"),"tokensPerSecond"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":58,"column":677},"end":{"line":58,"column":709}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"tokensPerSecond").call(alias4,lookupProperty(lookupProperty(depth0,"head"),"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":58,"column":711},"end":{"line":58,"column":751}}}))
    + "</td><td class=\"fit"
    + ((stack1 = lookupProperty(helpers,"unless").call(alias4,lookupProperty(depth0,"fits"),{"name":"unless","hash":{},"fn":container.program(22, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":58,"column":770},"end":{"line":58,"column":803}}})) != null ? stack1 : "")
    + "\">"
    + alias3(alias2(alias1(depth0, "fitText", {"start":{"line":58,"column":807},"end":{"line":58,"column":814}} ), depth0))
    + "</td></tr>\n";
},"22":function(container,depth0,helpers,partials,data) {
    return " nofit";
},"23":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<tr class=\"gap-row\"><th scope=\"row\">"
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":61,"column":38},"end":{"line":61,"column":50}} ), depth0))
    + " · every run</th><td colspan=\"8\">gap: cannot run on "
    + alias3(alias2(alias1(depth0, "sideText", {"start":{"line":61,"column":106},"end":{"line":61,"column":114}} ), depth0))
    + ": <code>"
    + alias3(alias2(alias1(depth0, "code", {"start":{"line":61,"column":126},"end":{"line":61,"column":135}} ), depth0))
    + "</code> "
    + alias3(alias2(alias1(depth0, "message", {"start":{"line":61,"column":147},"end":{"line":61,"column":154}} ), depth0))
    + "</td></tr>\n";
},"24":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"changedSites"),"length"),{"name":"if","hash":{},"fn":container.program(25, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":67,"column":0},"end":{"line":83,"column":7}}})) != null ? stack1 : "");
},"25":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<details>\n<summary>"
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":69,"column":11},"end":{"line":69,"column":23}} ), depth0))
    + " · "
    + alias3(alias2(alias1(depth0, "mode", {"start":{"line":69,"column":30},"end":{"line":69,"column":34}} ), depth0))
    + ":"
    + alias3(alias2(alias1(depth0, "rows", {"start":{"line":69,"column":39},"end":{"line":69,"column":43}} ), depth0))
    + ": "
    + alias3(alias2(alias1(lookupProperty(depth0,"changedSites"), "length", {"start":{"line":69,"column":49},"end":{"line":69,"column":68}} ), depth0))
    + " sites changed</summary>\n<div class=\"scroll\" role=\"region\" aria-label=\""
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":70,"column":48},"end":{"line":70,"column":60}} ), depth0))
    + " "
    + alias3(alias2(alias1(depth0, "mode", {"start":{"line":70,"column":65},"end":{"line":70,"column":69}} ), depth0))
    + ":"
    + alias3(alias2(alias1(depth0, "rows", {"start":{"line":70,"column":74},"end":{"line":70,"column":78}} ), depth0))
    + " sites\" tabindex=\"0\">\n<table class=\"sortable sites\">\n<thead>\n<tr><th scope=\"col\">Site</th><th scope=\"col\">Change</th><th scope=\"col\" class=\"num\">Base</th><th scope=\"col\" class=\"num\">Head</th><th scope=\"col\" class=\"num\">Δ time</th><th scope=\"col\" class=\"num\">Δ %</th><th scope=\"col\" class=\"num\">Δ bytes</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"changedSites"),{"name":"each","hash":{},"fn":container.program(26, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":76,"column":0},"end":{"line":78,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n</details>\n";
},"26":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td><code>"
    + alias3(alias2(alias1(depth0, "site", {"start":{"line":77,"column":16},"end":{"line":77,"column":20}} ), depth0))
    + "</code></td><td>"
    + alias3(alias2(alias1(depth0, "status", {"start":{"line":77,"column":40},"end":{"line":77,"column":46}} ), depth0))
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"formatChange"),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":77,"column":48},"end":{"line":77,"column":93}}})) != null ? stack1 : "")
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"baseSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":77,"column":125},"end":{"line":77,"column":148}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"baseSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":77,"column":150},"end":{"line":77,"column":173}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"headSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":77,"column":205},"end":{"line":77,"column":228}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"headSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":77,"column":230},"end":{"line":77,"column":253}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"deltaSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":77,"column":285},"end":{"line":77,"column":309}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"signedSeconds").call(alias4,lookupProperty(depth0,"deltaSeconds"),{"name":"signedSeconds","hash":{},"data":data,"loc":{"start":{"line":77,"column":311},"end":{"line":77,"column":341}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"deltaPct"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":77,"column":373},"end":{"line":77,"column":393}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"signedPercent").call(alias4,lookupProperty(depth0,"deltaPct"),{"name":"signedPercent","hash":{},"data":data,"loc":{"start":{"line":77,"column":395},"end":{"line":77,"column":421}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"deltaBytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":77,"column":453},"end":{"line":77,"column":475}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"signedBytes").call(alias4,lookupProperty(depth0,"deltaBytes"),{"name":"signedBytes","hash":{},"data":data,"loc":{"start":{"line":77,"column":477},"end":{"line":77,"column":503}}}))
    + "</td></tr>\n";
},"27":function(container,depth0,helpers,partials,data) {
    return ": "
    + container.escapeExpression(container.lambda(container.strict(depth0, "formatChange", {"start":{"line":77,"column":72},"end":{"line":77,"column":84}} ), depth0));
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"layout"),depth0,{"name":"layout","fn":container.program(0, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"0_d":  function(fn, props, container, depth0, data, blockParams, depths) {

  var decorators = container.decorators, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  var decorator = lookupProperty(decorators,"inline");
  if (typeof decorator !== "function") { throw new Error("Missing decorator: \"inline\""); }
  fn = decorator(fn,props,container,{"name":"inline","hash":{},"fn":container.program(1, data, 0, blockParams, depths),"inverse":container.noop,"args":["page-style"],"data":data,"loc":{"start":{"line":2,"column":0},"end":{"line":10,"column":11}}}) || fn;
  return fn;
  }

,"useDecorators":true,"usePartial":true,"useData":true,"useDepths":true},
  },
  "diff.md": {
    text: "<!-- circuit-venn:diff -->\n## circuit-venn: {{#if isSet}}{{title}}{{else}}{{#each diffs}}`{{base.label}}` → `{{head.label}}`{{/each}}{{/if}}\n\n**{{verdict}}**{{#if hasGate}} (gate: fails above +{{failOnRegressionPct}} % on the {{#each diffs}}{{#if @first}}{{gateWords}}{{/if}}{{/each}}: {{#if isRegression}}**failed**{{else}}passed{{/if}}){{/if}}\n{{#each skipped}}\n{{#if @first}}\n\nSkipped:\n{{/if}}\n- `{{model}}`: {{reason}}\n{{/each}}\n{{#each diffs}}\n{{#if ../isSet}}\n\n### `{{base.label}}` → `{{head.label}}`\n\n{{verdict}}\n{{/if}}\n{{#if inputsChanged.length}}\n\nInputs changed:\n{{#each inputsChanged}}\n- {{kind}} `{{name}}`: {{changeText}}\n{{/each}}\n{{/if}}\n\n| Run | Floor | Δ % | Expected | Δ % | Tokens/s | Fit (weights + KV) | Weights read |\n|---|--:|--:|--:|--:|--:|---|--:|\n{{#each tables}}\n| {{cell hardwareName}} · {{mode}}:{{rows}} | {{seconds base.floorSeconds}} → {{seconds head.floorSeconds}} | {{signedPercent deltaPct}} | {{seconds base.expectedSeconds}} → {{seconds head.expectedSeconds}} | {{signedPercent deltaExpectedPct}} | {{tokensPerSecond base.tokensPerSecond}} → {{tokensPerSecond head.tokensPerSecond}} | {{#if fits}}{{cell fitText}}{{else}}**{{cell fitText}}**{{/if}} | {{bytes base.weightBytes}} → {{bytes head.weightBytes}} |\n{{/each}}\n{{#each gaps}}\n| {{cell hardwareName}} · every run | gap | | | | | cannot run on {{sideText}}: {{cell message}} | |\n{{/each}}\n{{#each tables}}\n{{#if baseMeasuredShare}}\n\n{{cell hardwareName}} · {{mode}}:{{rows}} step time (measured where measured, else expected, else floor): {{seconds base.stepSeconds}} ({{percent baseMeasuredShare}} measured) → {{seconds head.stepSeconds}} ({{percent headMeasuredShare}} measured).\n{{else if headMeasuredShare}}\n\n{{cell hardwareName}} · {{mode}}:{{rows}} step time (measured where measured, else expected, else floor): {{seconds base.stepSeconds}} → {{seconds head.stepSeconds}} ({{percent headMeasuredShare}} measured).\n{{/if}}\n{{#if shownSites.length}}\n\n<details><summary>{{cell hardwareName}} · {{mode}}:{{rows}}: {{changedSites.length}} sites changed{{#if hiddenSites}} ({{hiddenSites}} smaller changes not shown){{/if}}</summary>\n\n| Site | Change | Base | Head | Δ time | Δ % | Δ bytes |\n|---|---|--:|--:|--:|--:|--:|\n{{#each shownSites}}\n| `{{site}}` | {{status}}{{#if formatChange}}: {{formatChange}}{{/if}} | {{seconds baseSeconds}} | {{seconds headSeconds}} | {{signedSeconds deltaSeconds}} | {{signedPercent deltaPct}} | {{signedBytes deltaBytes}} |\n{{/each}}\n\n</details>\n{{else}}\n{{#if changedSites.length}}\n\n{{cell hardwareName}} · {{mode}}:{{rows}}: {{changedSites.length}} sites changed (rows left out, see below).\n{{/if}}\n{{/if}}\n{{/each}}\n\n<sub>circuit-venn {{base.model}} ({{base.circuit}}) → {{head.model}} ({{head.circuit}}), context {{int context}}. Floor: roofline bound; expected: the profile's calibration (— where it has none). Tokens/s from the floor.</sub>\n{{/each}}\n{{#if leftOut}}\n\n> {{leftOut}}\n{{/if}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1;

  return ((stack1 = container.lambda(container.strict(depth0, "title", {"start":{"line":2,"column":32},"end":{"line":2,"column":37}} ), depth0)) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"diffs"),{"name":"each","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":2,"column":47},"end":{"line":2,"column":106}}})) != null ? stack1 : "");
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "`"
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"base"), "label", {"start":{"line":2,"column":65},"end":{"line":2,"column":75}} ), depth0)) != null ? stack1 : "")
    + "` → `"
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"head"), "label", {"start":{"line":2,"column":84},"end":{"line":2,"column":94}} ), depth0)) != null ? stack1 : "")
    + "`";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " (gate: fails above +"
    + ((stack1 = container.lambda(container.strict(depth0, "failOnRegressionPct", {"start":{"line":4,"column":53},"end":{"line":4,"column":72}} ), depth0)) != null ? stack1 : "")
    + " % on the "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"diffs"),{"name":"each","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":4,"column":84},"end":{"line":4,"column":142}}})) != null ? stack1 : "")
    + ": "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isRegression"),{"name":"if","hash":{},"fn":container.program(6, data, 0),"inverse":container.program(7, data, 0),"data":data,"loc":{"start":{"line":4,"column":144},"end":{"line":4,"column":195}}})) != null ? stack1 : "")
    + ")";
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"if","hash":{},"fn":container.program(5, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":4,"column":99},"end":{"line":4,"column":133}}})) != null ? stack1 : "");
},"5":function(container,depth0,helpers,partials,data) {
    var stack1;

  return ((stack1 = container.lambda(container.strict(depth0, "gateWords", {"start":{"line":4,"column":115},"end":{"line":4,"column":124}} ), depth0)) != null ? stack1 : "");
},"6":function(container,depth0,helpers,partials,data) {
    return "**failed**";
},"7":function(container,depth0,helpers,partials,data) {
    return "passed";
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"if","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":0},"end":{"line":9,"column":7}}})) != null ? stack1 : "")
    + "- `"
    + ((stack1 = alias2(alias1(depth0, "model", {"start":{"line":10,"column":5},"end":{"line":10,"column":10}} ), depth0)) != null ? stack1 : "")
    + "`: "
    + ((stack1 = alias2(alias1(depth0, "reason", {"start":{"line":10,"column":17},"end":{"line":10,"column":23}} ), depth0)) != null ? stack1 : "")
    + "\n";
},"9":function(container,depth0,helpers,partials,data) {
    return "\nSkipped:\n";
},"10":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depths[1],"isSet"),{"name":"if","hash":{},"fn":container.program(11, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":13,"column":0},"end":{"line":18,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"inputsChanged"),"length"),{"name":"if","hash":{},"fn":container.program(12, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":19,"column":0},"end":{"line":25,"column":7}}})) != null ? stack1 : "")
    + "\n| Run | Floor | Δ % | Expected | Δ % | Tokens/s | Fit (weights + KV) | Weights read |\n|---|--:|--:|--:|--:|--:|---|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"tables"),{"name":"each","hash":{},"fn":container.program(14, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":29,"column":0},"end":{"line":31,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"gaps"),{"name":"each","hash":{},"fn":container.program(17, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":32,"column":0},"end":{"line":34,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"tables"),{"name":"each","hash":{},"fn":container.program(18, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":35,"column":0},"end":{"line":60,"column":9}}})) != null ? stack1 : "")
    + "\n<sub>circuit-venn "
    + ((stack1 = alias3(alias2(lookupProperty(depth0,"base"), "model", {"start":{"line":62,"column":20},"end":{"line":62,"column":30}} ), depth0)) != null ? stack1 : "")
    + " ("
    + ((stack1 = alias3(alias2(lookupProperty(depth0,"base"), "circuit", {"start":{"line":62,"column":36},"end":{"line":62,"column":48}} ), depth0)) != null ? stack1 : "")
    + ") → "
    + ((stack1 = alias3(alias2(lookupProperty(depth0,"head"), "model", {"start":{"line":62,"column":56},"end":{"line":62,"column":66}} ), depth0)) != null ? stack1 : "")
    + " ("
    + ((stack1 = alias3(alias2(lookupProperty(depth0,"head"), "circuit", {"start":{"line":62,"column":72},"end":{"line":62,"column":84}} ), depth0)) != null ? stack1 : "")
    + "), context "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":62,"column":97},"end":{"line":62,"column":112}}})) != null ? stack1 : "")
    + ". Floor: roofline bound; expected: the profile's calibration (— where it has none). Tokens/s from the floor.</sub>\n";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n### `"
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"base"), "label", {"start":{"line":15,"column":7},"end":{"line":15,"column":17}} ), depth0)) != null ? stack1 : "")
    + "` → `"
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"head"), "label", {"start":{"line":15,"column":26},"end":{"line":15,"column":36}} ), depth0)) != null ? stack1 : "")
    + "`\n\n"
    + ((stack1 = alias2(alias1(depth0, "verdict", {"start":{"line":17,"column":2},"end":{"line":17,"column":9}} ), depth0)) != null ? stack1 : "")
    + "\n";
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\nInputs changed:\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"inputsChanged"),{"name":"each","hash":{},"fn":container.program(13, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":22,"column":0},"end":{"line":24,"column":9}}})) != null ? stack1 : "");
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda;

  return "- "
    + ((stack1 = alias2(alias1(depth0, "kind", {"start":{"line":23,"column":4},"end":{"line":23,"column":8}} ), depth0)) != null ? stack1 : "")
    + " `"
    + ((stack1 = alias2(alias1(depth0, "name", {"start":{"line":23,"column":14},"end":{"line":23,"column":18}} ), depth0)) != null ? stack1 : "")
    + "`: "
    + ((stack1 = alias2(alias1(depth0, "changeText", {"start":{"line":23,"column":25},"end":{"line":23,"column":35}} ), depth0)) != null ? stack1 : "")
    + "\n";
},"14":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":30,"column":2},"end":{"line":30,"column":23}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = alias3(alias2(depth0, "mode", {"start":{"line":30,"column":28},"end":{"line":30,"column":32}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias3(alias2(depth0, "rows", {"start":{"line":30,"column":37},"end":{"line":30,"column":41}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"base"),"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":30,"column":46},"end":{"line":30,"column":75}}})) != null ? stack1 : "")
    + " → "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"head"),"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":30,"column":78},"end":{"line":30,"column":107}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"signedPercent").call(alias1,lookupProperty(depth0,"deltaPct"),{"name":"signedPercent","hash":{},"data":data,"loc":{"start":{"line":30,"column":110},"end":{"line":30,"column":136}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"base"),"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":30,"column":139},"end":{"line":30,"column":171}}})) != null ? stack1 : "")
    + " → "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"head"),"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":30,"column":174},"end":{"line":30,"column":206}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"signedPercent").call(alias1,lookupProperty(depth0,"deltaExpectedPct"),{"name":"signedPercent","hash":{},"data":data,"loc":{"start":{"line":30,"column":209},"end":{"line":30,"column":243}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(lookupProperty(depth0,"base"),"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":30,"column":246},"end":{"line":30,"column":286}}})) != null ? stack1 : "")
    + " → "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(lookupProperty(depth0,"head"),"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":30,"column":289},"end":{"line":30,"column":329}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"fits"),{"name":"if","hash":{},"fn":container.program(15, data, 0),"inverse":container.program(16, data, 0),"data":data,"loc":{"start":{"line":30,"column":332},"end":{"line":30,"column":395}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"base"),"weightBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":30,"column":398},"end":{"line":30,"column":424}}})) != null ? stack1 : "")
    + " → "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"head"),"weightBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":30,"column":427},"end":{"line":30,"column":453}}})) != null ? stack1 : "")
    + " |\n";
},"15":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"fitText"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":30,"column":344},"end":{"line":30,"column":360}}})) != null ? stack1 : "");
},"16":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "**"
    + ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"fitText"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":30,"column":370},"end":{"line":30,"column":386}}})) != null ? stack1 : "")
    + "**";
},"17":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":33,"column":2},"end":{"line":33,"column":23}}})) != null ? stack1 : "")
    + " · every run | gap | | | | | cannot run on "
    + ((stack1 = container.lambda(container.strict(depth0, "sideText", {"start":{"line":33,"column":68},"end":{"line":33,"column":76}} ), depth0)) != null ? stack1 : "")
    + ": "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"message"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":33,"column":80},"end":{"line":33,"column":96}}})) != null ? stack1 : "")
    + " | |\n";
},"18":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"baseMeasuredShare"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.program(20, data, 0),"data":data,"loc":{"start":{"line":36,"column":0},"end":{"line":42,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"shownSites"),"length"),{"name":"if","hash":{},"fn":container.program(22, data, 0),"inverse":container.program(26, data, 0),"data":data,"loc":{"start":{"line":43,"column":0},"end":{"line":59,"column":7}}})) != null ? stack1 : "");
},"19":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":38,"column":0},"end":{"line":38,"column":21}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = alias3(alias2(depth0, "mode", {"start":{"line":38,"column":26},"end":{"line":38,"column":30}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias3(alias2(depth0, "rows", {"start":{"line":38,"column":35},"end":{"line":38,"column":39}} ), depth0)) != null ? stack1 : "")
    + " step time (measured where measured, else expected, else floor): "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"base"),"stepSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":38,"column":106},"end":{"line":38,"column":134}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"baseMeasuredShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":38,"column":136},"end":{"line":38,"column":165}}})) != null ? stack1 : "")
    + " measured) → "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"head"),"stepSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":38,"column":178},"end":{"line":38,"column":206}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"headMeasuredShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":38,"column":208},"end":{"line":38,"column":237}}})) != null ? stack1 : "")
    + " measured).\n";
},"20":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"headMeasuredShare"),{"name":"if","hash":{},"fn":container.program(21, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":39,"column":0},"end":{"line":42,"column":0}}})) != null ? stack1 : "");
},"21":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":41,"column":0},"end":{"line":41,"column":21}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = alias3(alias2(depth0, "mode", {"start":{"line":41,"column":26},"end":{"line":41,"column":30}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias3(alias2(depth0, "rows", {"start":{"line":41,"column":35},"end":{"line":41,"column":39}} ), depth0)) != null ? stack1 : "")
    + " step time (measured where measured, else expected, else floor): "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"base"),"stepSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":41,"column":106},"end":{"line":41,"column":134}}})) != null ? stack1 : "")
    + " → "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"head"),"stepSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":41,"column":137},"end":{"line":41,"column":165}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"headMeasuredShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":41,"column":167},"end":{"line":41,"column":196}}})) != null ? stack1 : "")
    + " measured).\n";
},"22":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n<details><summary>"
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":45,"column":18},"end":{"line":45,"column":39}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = alias3(alias2(depth0, "mode", {"start":{"line":45,"column":44},"end":{"line":45,"column":48}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias3(alias2(depth0, "rows", {"start":{"line":45,"column":53},"end":{"line":45,"column":57}} ), depth0)) != null ? stack1 : "")
    + ": "
    + ((stack1 = alias3(alias2(lookupProperty(depth0,"changedSites"), "length", {"start":{"line":45,"column":63},"end":{"line":45,"column":82}} ), depth0)) != null ? stack1 : "")
    + " sites changed"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hiddenSites"),{"name":"if","hash":{},"fn":container.program(23, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":45,"column":98},"end":{"line":45,"column":168}}})) != null ? stack1 : "")
    + "</summary>\n\n| Site | Change | Base | Head | Δ time | Δ % | Δ bytes |\n|---|---|--:|--:|--:|--:|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"shownSites"),{"name":"each","hash":{},"fn":container.program(24, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":49,"column":0},"end":{"line":51,"column":9}}})) != null ? stack1 : "")
    + "\n</details>\n";
},"23":function(container,depth0,helpers,partials,data) {
    var stack1;

  return " ("
    + ((stack1 = container.lambda(container.strict(depth0, "hiddenSites", {"start":{"line":45,"column":121},"end":{"line":45,"column":132}} ), depth0)) != null ? stack1 : "")
    + " smaller changes not shown)";
},"24":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| `"
    + ((stack1 = alias2(alias1(depth0, "site", {"start":{"line":50,"column":5},"end":{"line":50,"column":9}} ), depth0)) != null ? stack1 : "")
    + "` | "
    + ((stack1 = alias2(alias1(depth0, "status", {"start":{"line":50,"column":17},"end":{"line":50,"column":23}} ), depth0)) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(depth0,"formatChange"),{"name":"if","hash":{},"fn":container.program(25, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":50,"column":25},"end":{"line":50,"column":70}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias3,lookupProperty(depth0,"baseSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":50,"column":73},"end":{"line":50,"column":96}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias3,lookupProperty(depth0,"headSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":50,"column":99},"end":{"line":50,"column":122}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"signedSeconds").call(alias3,lookupProperty(depth0,"deltaSeconds"),{"name":"signedSeconds","hash":{},"data":data,"loc":{"start":{"line":50,"column":125},"end":{"line":50,"column":155}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"signedPercent").call(alias3,lookupProperty(depth0,"deltaPct"),{"name":"signedPercent","hash":{},"data":data,"loc":{"start":{"line":50,"column":158},"end":{"line":50,"column":184}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"signedBytes").call(alias3,lookupProperty(depth0,"deltaBytes"),{"name":"signedBytes","hash":{},"data":data,"loc":{"start":{"line":50,"column":187},"end":{"line":50,"column":213}}})) != null ? stack1 : "")
    + " |\n";
},"25":function(container,depth0,helpers,partials,data) {
    var stack1;

  return ": "
    + ((stack1 = container.lambda(container.strict(depth0, "formatChange", {"start":{"line":50,"column":49},"end":{"line":50,"column":61}} ), depth0)) != null ? stack1 : "");
},"26":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"changedSites"),"length"),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":55,"column":0},"end":{"line":58,"column":7}}})) != null ? stack1 : "");
},"27":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n"
    + ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":57,"column":0},"end":{"line":57,"column":21}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = alias2(alias1(depth0, "mode", {"start":{"line":57,"column":26},"end":{"line":57,"column":30}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias2(alias1(depth0, "rows", {"start":{"line":57,"column":35},"end":{"line":57,"column":39}} ), depth0)) != null ? stack1 : "")
    + ": "
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"changedSites"), "length", {"start":{"line":57,"column":45},"end":{"line":57,"column":64}} ), depth0)) != null ? stack1 : "")
    + " sites changed (rows left out, see below).\n";
},"28":function(container,depth0,helpers,partials,data) {
    var stack1;

  return "\n> "
    + ((stack1 = container.lambda(container.strict(depth0, "leftOut", {"start":{"line":66,"column":4},"end":{"line":66,"column":11}} ), depth0)) != null ? stack1 : "")
    + "\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\u003C!-- circuit-venn:diff -->\n## circuit-venn: "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isSet"),{"name":"if","hash":{},"fn":container.program(0, data, 0, blockParams, depths),"inverse":container.program(1, data, 0, blockParams, depths),"data":data,"loc":{"start":{"line":2,"column":17},"end":{"line":2,"column":113}}})) != null ? stack1 : "")
    + "\n\n**"
    + ((stack1 = container.lambda(container.strict(depth0, "verdict", {"start":{"line":4,"column":4},"end":{"line":4,"column":11}} ), depth0)) != null ? stack1 : "")
    + "**"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasGate"),{"name":"if","hash":{},"fn":container.program(3, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":4,"column":15},"end":{"line":4,"column":203}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"skipped"),{"name":"each","hash":{},"fn":container.program(8, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":0},"end":{"line":11,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"diffs"),{"name":"each","hash":{},"fn":container.program(10, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":12,"column":0},"end":{"line":63,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"leftOut"),{"name":"if","hash":{},"fn":container.program(28, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":64,"column":0},"end":{"line":67,"column":7}}})) != null ? stack1 : "");
},"useData":true,"useDepths":true},
  },
  "partials/bars.html": {
    text: "{{#with bars}}\n<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"share-bars\" viewBox=\"0 0 {{width}} {{height}}\" role=\"img\" aria-labelledby=\"{{../id}}-bars-title {{../id}}-bars-desc\" data-hardware=\"{{../hardwareId}}\">\n<title id=\"{{../id}}-bars-title\">{{title}}</title>\n<desc id=\"{{../id}}-bars-desc\">{{desc}}</desc>\n{{#each ticks}}\n<line class=\"grid\" x1=\"{{x}}\" y1=\"0\" x2=\"{{x}}\" y2=\"{{../axisY}}\"/>\n<text class=\"tick\" x=\"{{x}}\" y=\"{{../axisY}}\" dy=\"14\" text-anchor=\"middle\">{{label}}</text>\n{{/each}}\n{{#each bars}}\n<g class=\"bar\" data-run=\"{{label}}\">\n<text class=\"bar-label\" x=\"{{../labelX}}\" y=\"{{labelY}}\" text-anchor=\"end\">{{label}}</text>\n{{#each segments}}\n<rect class=\"segment {{keyClass}}\" data-site=\"{{site}}\" x=\"{{x}}\" y=\"{{../y}}\" width=\"{{width}}\" height=\"{{../../bar.height}}\"><title>{{title}}</title></rect>\n{{#if text}}\n<text class=\"segment-text{{#if hasLightText}} light{{/if}}\" x=\"{{textX}}\" y=\"{{../labelY}}\" text-anchor=\"middle\">{{text}}</text>\n{{/if}}\n{{/each}}\n<text class=\"bar-total\" x=\"{{../totalX}}\" y=\"{{labelY}}\">{{total}}</text>\n</g>\n{{/each}}\n</svg>\n<figcaption>\n<ul class=\"legend\">\n{{#each keys}}\n<li><span class=\"swatch {{keyClass}}\"></span>{{site}}</li>\n{{/each}}\n</ul>\nShare of each run's step floor by site; the run's floor at the right.\n</figcaption>\n</figure>\n{{/with}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"share-bars\" viewBox=\"0 0 "
    + alias3(alias2(alias1(depth0, "width", {"start":{"line":3,"column":74},"end":{"line":3,"column":79}} ), depth0))
    + " "
    + alias3(alias2(alias1(depth0, "height", {"start":{"line":3,"column":84},"end":{"line":3,"column":90}} ), depth0))
    + "\" role=\"img\" aria-labelledby=\""
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":3,"column":124},"end":{"line":3,"column":129}} ), depth0))
    + "-bars-title "
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":3,"column":145},"end":{"line":3,"column":150}} ), depth0))
    + "-bars-desc\" data-hardware=\""
    + alias3(alias2(alias1(depths[1], "hardwareId", {"start":{"line":3,"column":181},"end":{"line":3,"column":194}} ), depth0))
    + "\">\n<title id=\""
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":4,"column":13},"end":{"line":4,"column":18}} ), depth0))
    + "-bars-title\">"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":4,"column":35},"end":{"line":4,"column":40}} ), depth0))
    + "</title>\n<desc id=\""
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":5,"column":12},"end":{"line":5,"column":17}} ), depth0))
    + "-bars-desc\">"
    + alias3(alias2(alias1(depth0, "desc", {"start":{"line":5,"column":33},"end":{"line":5,"column":37}} ), depth0))
    + "</desc>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"ticks"),{"name":"each","hash":{},"fn":container.program(1, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":0},"end":{"line":9,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"bars"),{"name":"each","hash":{},"fn":container.program(2, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":10,"column":0},"end":{"line":21,"column":9}}})) != null ? stack1 : "")
    + "</svg>\n<figcaption>\n<ul class=\"legend\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"keys"),{"name":"each","hash":{},"fn":container.program(6, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":25,"column":0},"end":{"line":27,"column":9}}})) != null ? stack1 : "")
    + "</ul>\nShare of each run's step floor by site; the run's floor at the right.\n</figcaption>\n</figure>\n";
},"1":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<line class=\"grid\" x1=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":7,"column":25},"end":{"line":7,"column":26}} ), depth0))
    + "\" y1=\"0\" x2=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":7,"column":43},"end":{"line":7,"column":44}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(depths[1], "axisY", {"start":{"line":7,"column":54},"end":{"line":7,"column":62}} ), depth0))
    + "\"/>\n<text class=\"tick\" x=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":8,"column":24},"end":{"line":8,"column":25}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depths[1], "axisY", {"start":{"line":8,"column":34},"end":{"line":8,"column":42}} ), depth0))
    + "\" dy=\"14\" text-anchor=\"middle\">"
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":8,"column":77},"end":{"line":8,"column":82}} ), depth0))
    + "</text>\n";
},"2":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<g class=\"bar\" data-run=\""
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":11,"column":27},"end":{"line":11,"column":32}} ), depth0))
    + "\">\n<text class=\"bar-label\" x=\""
    + alias3(alias2(alias1(depths[1], "labelX", {"start":{"line":12,"column":29},"end":{"line":12,"column":38}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "labelY", {"start":{"line":12,"column":47},"end":{"line":12,"column":53}} ), depth0))
    + "\" text-anchor=\"end\">"
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":12,"column":77},"end":{"line":12,"column":82}} ), depth0))
    + "</text>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"segments"),{"name":"each","hash":{},"fn":container.program(3, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":13,"column":0},"end":{"line":18,"column":9}}})) != null ? stack1 : "")
    + "<text class=\"bar-total\" x=\""
    + alias3(alias2(alias1(depths[1], "totalX", {"start":{"line":19,"column":29},"end":{"line":19,"column":38}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "labelY", {"start":{"line":19,"column":47},"end":{"line":19,"column":53}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "total", {"start":{"line":19,"column":59},"end":{"line":19,"column":64}} ), depth0))
    + "</text>\n</g>\n";
},"3":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<rect class=\"segment "
    + alias3(alias2(alias1(depth0, "keyClass", {"start":{"line":14,"column":23},"end":{"line":14,"column":31}} ), depth0))
    + "\" data-site=\""
    + alias3(alias2(alias1(depth0, "site", {"start":{"line":14,"column":48},"end":{"line":14,"column":52}} ), depth0))
    + "\" x=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":14,"column":61},"end":{"line":14,"column":62}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depths[1], "y", {"start":{"line":14,"column":71},"end":{"line":14,"column":75}} ), depth0))
    + "\" width=\""
    + alias3(alias2(alias1(depth0, "width", {"start":{"line":14,"column":88},"end":{"line":14,"column":93}} ), depth0))
    + "\" height=\""
    + alias3(alias2(alias1(lookupProperty(depths[2],"bar"), "height", {"start":{"line":14,"column":107},"end":{"line":14,"column":123}} ), depth0))
    + "\"><title>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":14,"column":136},"end":{"line":14,"column":141}} ), depth0))
    + "</title></rect>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"text"),{"name":"if","hash":{},"fn":container.program(4, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":0},"end":{"line":17,"column":7}}})) != null ? stack1 : "");
},"4":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<text class=\"segment-text"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"hasLightText"),{"name":"if","hash":{},"fn":container.program(5, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":25},"end":{"line":16,"column":58}}})) != null ? stack1 : "")
    + "\" x=\""
    + alias3(alias2(alias1(depth0, "textX", {"start":{"line":16,"column":65},"end":{"line":16,"column":70}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depths[1], "labelY", {"start":{"line":16,"column":79},"end":{"line":16,"column":88}} ), depth0))
    + "\" text-anchor=\"middle\">"
    + alias3(alias2(alias1(depth0, "text", {"start":{"line":16,"column":115},"end":{"line":16,"column":119}} ), depth0))
    + "</text>\n";
},"5":function(container,depth0,helpers,partials,data) {
    return " light";
},"6":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<li><span class=\"swatch "
    + alias3(alias2(alias1(depth0, "keyClass", {"start":{"line":26,"column":26},"end":{"line":26,"column":34}} ), depth0))
    + "\"></span>"
    + alias3(alias2(alias1(depth0, "site", {"start":{"line":26,"column":47},"end":{"line":26,"column":51}} ), depth0))
    + "</li>\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"with").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"bars"),{"name":"with","hash":{},"fn":container.program(0, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":0},"end":{"line":32,"column":9}}})) != null ? stack1 : "");
},"useData":true,"useDepths":true},
  },
  "partials/fit-verdict.md": {
    text: "{{#if fit.fits}}✓ {{bytes fit.neededBytes}}{{else}}**✗ ×{{fit.devicesNeeded}}** {{bytes fit.neededBytes}}{{/if}}",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "✓ "
    + ((stack1 = lookupProperty(helpers,"bytes").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"fit"),"neededBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":18},"end":{"line":1,"column":43}}})) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "**✗ ×"
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"fit"), "devicesNeeded", {"start":{"line":1,"column":58},"end":{"line":1,"column":75}} ), depth0)) != null ? stack1 : "")
    + "** "
    + ((stack1 = lookupProperty(helpers,"bytes").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"fit"),"neededBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":80},"end":{"line":1,"column":105}}})) != null ? stack1 : "");
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"fit"),"fits"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.program(1, data, 0),"data":data,"loc":{"start":{"line":1,"column":0},"end":{"line":1,"column":112}}})) != null ? stack1 : "");
},"useData":true},
  },
  "partials/fusion.html": {
    text: "<p class=\"fusion-step\"><strong>Fusions</strong> (<code>{{@root.fusions.file}}</code>, engine <code>{{@root.fusions.engine}}</code>): <strong>{{int fusionStep.kernels}} kernels</strong> per step instead of {{int fusionStep.unfusedKernels}}; step floor <strong>{{seconds floorSeconds}}</strong> fused vs {{seconds fusionStep.unfusedFloorSeconds}} unfused, expected <strong>{{seconds expectedSeconds}}</strong> vs {{seconds fusionStep.unfusedExpectedSeconds}}; bytes {{bytes fusionStep.bytes}} vs {{bytes fusionStep.unfusedBytes}}: {{bytes fusionStep.internalBytes}} of intermediate edges stay on chip{{#if fusionStep.intermediateBytes}}, beside {{bytes fusionStep.intermediateBytes}} inside the fused ops (attention scores, router logits, pre-quant copies) that no timing counts{{/if}}.</p>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"{{id}}-fusion-caption\" tabindex=\"0\">\n<table class=\"sortable fusion\" data-run=\"{{runLabel}}\">\n<caption id=\"{{id}}-fusion-caption\">Fused kernels on {{hardwareName}} at {{runLabel}}, beside their members run one kernel each (per step)</caption>\n<thead>\n<tr><th scope=\"col\">Fused kernel</th><th scope=\"col\">Group</th><th scope=\"col\">Members</th><th scope=\"col\" class=\"num\">×</th><th scope=\"col\" class=\"num\">Kernels unfused</th><th scope=\"col\" class=\"num\">Bytes fused</th><th scope=\"col\" class=\"num\">Bytes unfused</th><th scope=\"col\" class=\"num\">Internal (saved)</th><th scope=\"col\" class=\"num\">Inside ops</th><th scope=\"col\" class=\"num\">FLOP/B fused</th><th scope=\"col\" class=\"num\">FLOP/B unfused</th><th scope=\"col\" class=\"num\">Floor fused</th><th scope=\"col\" class=\"num\">Floor unfused</th><th scope=\"col\" class=\"num\">Expected fused</th><th scope=\"col\" class=\"num\">Expected unfused</th></tr>\n</thead>\n<tbody>\n{{#each fusionStep.rows}}\n<tr><td><code>{{site}}</code></td><td><a href=\"{{fusion.source}}\"><code>{{fusion.group}}</code></a></td><td>{{#each fusion.members}}{{#unless @first}} {{/unless}}<code>{{this}}</code>{{/each}}</td><td class=\"num\">{{count}}</td><td class=\"num\">{{int fusion.unfused.kernels}}</td><td class=\"num\" data-sort=\"{{sortKey bytes}}\">{{bytes bytes}}</td><td class=\"num\" data-sort=\"{{sortKey fusion.unfused.bytes}}\">{{bytes fusion.unfused.bytes}}</td><td class=\"num\" data-sort=\"{{sortKey fusion.internalBytes}}\">{{bytes fusion.internalBytes}}</td><td class=\"num\" data-sort=\"{{sortKey fusion.intermediateBytes}}\">{{bytes fusion.intermediateBytes}}</td><td class=\"num\">{{intensity intensity}}</td><td class=\"num\">{{intensity fusion.unfused.intensity}}</td><td class=\"num\" data-sort=\"{{sortKey floorSeconds}}\">{{seconds floorSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey fusion.unfused.floorSeconds}}\">{{seconds fusion.unfused.floorSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey expectedSeconds}}\">{{seconds expectedSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey fusion.unfused.expectedSeconds}}\">{{seconds fusion.unfused.expectedSeconds}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", beside "
    + container.escapeExpression(lookupProperty(helpers,"bytes").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"fusionStep"),"intermediateBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":643},"end":{"line":1,"column":681}}}))
    + " inside the fused ops (attention scores, router logits, pre-quant copies) that no timing counts";
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td><code>"
    + alias3(alias2(alias1(depth0, "site", {"start":{"line":10,"column":16},"end":{"line":10,"column":20}} ), depth0))
    + "</code></td><td><a href=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"fusion"), "source", {"start":{"line":10,"column":49},"end":{"line":10,"column":62}} ), depth0))
    + "\"><code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"fusion"), "group", {"start":{"line":10,"column":74},"end":{"line":10,"column":86}} ), depth0))
    + "</code></a></td><td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(lookupProperty(depth0,"fusion"),"members"),{"name":"each","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":10,"column":108},"end":{"line":10,"column":192}}})) != null ? stack1 : "")
    + "</td><td class=\"num\">"
    + alias3(alias2(alias1(depth0, "count", {"start":{"line":10,"column":215},"end":{"line":10,"column":220}} ), depth0))
    + "</td><td class=\"num\">"
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"kernels"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":10,"column":243},"end":{"line":10,"column":273}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"bytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":10,"column":305},"end":{"line":10,"column":322}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":10,"column":324},"end":{"line":10,"column":339}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"bytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":10,"column":371},"end":{"line":10,"column":403}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":10,"column":405},"end":{"line":10,"column":435}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"fusion"),"internalBytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":10,"column":467},"end":{"line":10,"column":499}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(lookupProperty(depth0,"fusion"),"internalBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":10,"column":501},"end":{"line":10,"column":531}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"fusion"),"intermediateBytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":10,"column":563},"end":{"line":10,"column":599}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(lookupProperty(depth0,"fusion"),"intermediateBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":10,"column":601},"end":{"line":10,"column":635}}}))
    + "</td><td class=\"num\">"
    + alias3(lookupProperty(helpers,"intensity").call(alias4,lookupProperty(depth0,"intensity"),{"name":"intensity","hash":{},"data":data,"loc":{"start":{"line":10,"column":656},"end":{"line":10,"column":679}}}))
    + "</td><td class=\"num\">"
    + alias3(lookupProperty(helpers,"intensity").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"intensity"),{"name":"intensity","hash":{},"data":data,"loc":{"start":{"line":10,"column":700},"end":{"line":10,"column":738}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"floorSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":10,"column":770},"end":{"line":10,"column":794}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":10,"column":796},"end":{"line":10,"column":820}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"floorSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":10,"column":852},"end":{"line":10,"column":891}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":10,"column":893},"end":{"line":10,"column":932}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"expectedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":10,"column":964},"end":{"line":10,"column":991}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":10,"column":993},"end":{"line":10,"column":1020}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"expectedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":10,"column":1052},"end":{"line":10,"column":1094}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":10,"column":1096},"end":{"line":10,"column":1138}}}))
    + "</td></tr>\n";
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":10,"column":132},"end":{"line":10,"column":162}}})) != null ? stack1 : "")
    + "<code>"
    + container.escapeExpression(container.lambda(depth0, depth0))
    + "</code>";
},"3":function(container,depth0,helpers,partials,data) {
    return " ";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<p class=\"fusion-step\"><strong>Fusions</strong> (<code>"
    + alias3(alias2(alias1(lookupProperty(lookupProperty(data,"root"),"fusions"), "file", {"start":{"line":1,"column":57},"end":{"line":1,"column":75}} ), depth0))
    + "</code>, engine <code>"
    + alias3(alias2(alias1(lookupProperty(lookupProperty(data,"root"),"fusions"), "engine", {"start":{"line":1,"column":101},"end":{"line":1,"column":121}} ), depth0))
    + "</code>): <strong>"
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(lookupProperty(depth0,"fusionStep"),"kernels"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":1,"column":141},"end":{"line":1,"column":167}}}))
    + " kernels</strong> per step instead of "
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(lookupProperty(depth0,"fusionStep"),"unfusedKernels"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":1,"column":205},"end":{"line":1,"column":238}}}))
    + "; step floor <strong>"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":259},"end":{"line":1,"column":283}}}))
    + "</strong> fused vs "
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(depth0,"fusionStep"),"unfusedFloorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":302},"end":{"line":1,"column":344}}}))
    + " unfused, expected <strong>"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":371},"end":{"line":1,"column":398}}}))
    + "</strong> vs "
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(depth0,"fusionStep"),"unfusedExpectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":411},"end":{"line":1,"column":456}}}))
    + "; bytes "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(lookupProperty(depth0,"fusionStep"),"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":464},"end":{"line":1,"column":490}}}))
    + " vs "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(lookupProperty(depth0,"fusionStep"),"unfusedBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":494},"end":{"line":1,"column":527}}}))
    + ": "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(lookupProperty(depth0,"fusionStep"),"internalBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":529},"end":{"line":1,"column":563}}}))
    + " of intermediate edges stay on chip"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"fusionStep"),"intermediateBytes"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":598},"end":{"line":1,"column":783}}})) != null ? stack1 : "")
    + ".</p>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":2,"column":53},"end":{"line":2,"column":55}} ), depth0))
    + "-fusion-caption\" tabindex=\"0\">\n<table class=\"sortable fusion\" data-run=\""
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":3,"column":43},"end":{"line":3,"column":51}} ), depth0))
    + "\">\n<caption id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":4,"column":15},"end":{"line":4,"column":17}} ), depth0))
    + "-fusion-caption\">Fused kernels on "
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":4,"column":55},"end":{"line":4,"column":67}} ), depth0))
    + " at "
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":4,"column":75},"end":{"line":4,"column":83}} ), depth0))
    + ", beside their members run one kernel each (per step)</caption>\n<thead>\n<tr><th scope=\"col\">Fused kernel</th><th scope=\"col\">Group</th><th scope=\"col\">Members</th><th scope=\"col\" class=\"num\">×</th><th scope=\"col\" class=\"num\">Kernels unfused</th><th scope=\"col\" class=\"num\">Bytes fused</th><th scope=\"col\" class=\"num\">Bytes unfused</th><th scope=\"col\" class=\"num\">Internal (saved)</th><th scope=\"col\" class=\"num\">Inside ops</th><th scope=\"col\" class=\"num\">FLOP/B fused</th><th scope=\"col\" class=\"num\">FLOP/B unfused</th><th scope=\"col\" class=\"num\">Floor fused</th><th scope=\"col\" class=\"num\">Floor unfused</th><th scope=\"col\" class=\"num\">Expected fused</th><th scope=\"col\" class=\"num\">Expected unfused</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(lookupProperty(depth0,"fusionStep"),"rows"),{"name":"each","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":9,"column":0},"end":{"line":11,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n";
},"useData":true},
  },
  "partials/fusion.md": {
    text: "**Fusions** ({{code @root.fusions.file}}, engine `{{@root.fusions.engine}}`): **{{int fusionStep.kernels}} kernels** per step instead of {{int fusionStep.unfusedKernels}}; step floor **{{seconds floorSeconds}}** fused vs {{seconds fusionStep.unfusedFloorSeconds}} unfused, expected **{{seconds expectedSeconds}}** vs {{seconds fusionStep.unfusedExpectedSeconds}}; bytes {{bytes fusionStep.bytes}} vs {{bytes fusionStep.unfusedBytes}}: {{bytes fusionStep.internalBytes}} of intermediate edges stay on chip{{#if fusionStep.intermediateBytes}}, beside {{bytes fusionStep.intermediateBytes}} inside the fused ops (attention scores, router logits, pre-quant copies) that no timing counts{{/if}}.\n\n| Fused kernel | Group | × | Kernels unfused | Bytes fused | Bytes unfused | Internal (saved) | Inside ops | FLOP/B fused | FLOP/B unfused | Floor fused | Floor unfused | Expected fused | Expected unfused |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n{{#each fusionStep.rows}}\n| `{{site}}` | [`{{fusion.group}}`]({{fusion.source}}) | {{count}} | {{int fusion.unfused.kernels}} | {{bytes bytes}} | {{bytes fusion.unfused.bytes}} | {{bytes fusion.internalBytes}} | {{bytes fusion.intermediateBytes}} | {{intensity intensity}} | {{intensity fusion.unfused.intensity}} | {{seconds floorSeconds}} | {{seconds fusion.unfused.floorSeconds}} | {{seconds expectedSeconds}} | {{seconds fusion.unfused.expectedSeconds}} |\n{{/each}}\n\nInternal: each member edge the group keeps on chip, its write and every read. Inside ops: what an op's own steps would move as separate kernels (S = QKᵀ and P = softmax(S) written and read once each; router logits); the per-node costs already keep them on chip, so they are shown, not saved.\n\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", beside "
    + ((stack1 = lookupProperty(helpers,"bytes").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"fusionStep"),"intermediateBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":549},"end":{"line":1,"column":587}}})) != null ? stack1 : "")
    + " inside the fused ops (attention scores, router logits, pre-quant copies) that no timing counts";
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| `"
    + ((stack1 = alias2(alias1(depth0, "site", {"start":{"line":6,"column":5},"end":{"line":6,"column":9}} ), depth0)) != null ? stack1 : "")
    + "` | [`"
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"fusion"), "group", {"start":{"line":6,"column":19},"end":{"line":6,"column":31}} ), depth0)) != null ? stack1 : "")
    + "`]("
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"fusion"), "source", {"start":{"line":6,"column":38},"end":{"line":6,"column":51}} ), depth0)) != null ? stack1 : "")
    + ") | "
    + ((stack1 = alias2(alias1(depth0, "count", {"start":{"line":6,"column":59},"end":{"line":6,"column":64}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"int").call(alias3,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"kernels"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":6,"column":69},"end":{"line":6,"column":99}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias3,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":6,"column":102},"end":{"line":6,"column":117}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias3,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":6,"column":120},"end":{"line":6,"column":150}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias3,lookupProperty(lookupProperty(depth0,"fusion"),"internalBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":6,"column":153},"end":{"line":6,"column":183}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias3,lookupProperty(lookupProperty(depth0,"fusion"),"intermediateBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":6,"column":186},"end":{"line":6,"column":220}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"intensity").call(alias3,lookupProperty(depth0,"intensity"),{"name":"intensity","hash":{},"data":data,"loc":{"start":{"line":6,"column":223},"end":{"line":6,"column":246}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"intensity").call(alias3,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"intensity"),{"name":"intensity","hash":{},"data":data,"loc":{"start":{"line":6,"column":249},"end":{"line":6,"column":287}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias3,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":6,"column":290},"end":{"line":6,"column":314}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias3,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":6,"column":317},"end":{"line":6,"column":356}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias3,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":6,"column":359},"end":{"line":6,"column":386}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias3,lookupProperty(lookupProperty(lookupProperty(depth0,"fusion"),"unfused"),"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":6,"column":389},"end":{"line":6,"column":431}}})) != null ? stack1 : "")
    + " |\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "**Fusions** ("
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(lookupProperty(lookupProperty(data,"root"),"fusions"),"file"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":1,"column":13},"end":{"line":1,"column":40}}})) != null ? stack1 : "")
    + ", engine `"
    + ((stack1 = container.lambda(container.strict(lookupProperty(lookupProperty(data,"root"),"fusions"), "engine", {"start":{"line":1,"column":52},"end":{"line":1,"column":72}} ), depth0)) != null ? stack1 : "")
    + "`): **"
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(lookupProperty(depth0,"fusionStep"),"kernels"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":1,"column":80},"end":{"line":1,"column":106}}})) != null ? stack1 : "")
    + " kernels** per step instead of "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(lookupProperty(depth0,"fusionStep"),"unfusedKernels"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":1,"column":137},"end":{"line":1,"column":170}}})) != null ? stack1 : "")
    + "; step floor **"
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":185},"end":{"line":1,"column":209}}})) != null ? stack1 : "")
    + "** fused vs "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"fusionStep"),"unfusedFloorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":221},"end":{"line":1,"column":263}}})) != null ? stack1 : "")
    + " unfused, expected **"
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":284},"end":{"line":1,"column":311}}})) != null ? stack1 : "")
    + "** vs "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"fusionStep"),"unfusedExpectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":317},"end":{"line":1,"column":362}}})) != null ? stack1 : "")
    + "; bytes "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"fusionStep"),"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":370},"end":{"line":1,"column":396}}})) != null ? stack1 : "")
    + " vs "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"fusionStep"),"unfusedBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":400},"end":{"line":1,"column":433}}})) != null ? stack1 : "")
    + ": "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"fusionStep"),"internalBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":1,"column":435},"end":{"line":1,"column":469}}})) != null ? stack1 : "")
    + " of intermediate edges stay on chip"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"fusionStep"),"intermediateBytes"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":504},"end":{"line":1,"column":689}}})) != null ? stack1 : "")
    + ".\n\n| Fused kernel | Group | × | Kernels unfused | Bytes fused | Bytes unfused | Internal (saved) | Inside ops | FLOP/B fused | FLOP/B unfused | Floor fused | Floor unfused | Expected fused | Expected unfused |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(lookupProperty(depth0,"fusionStep"),"rows"),{"name":"each","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":0},"end":{"line":7,"column":9}}})) != null ? stack1 : "")
    + "\nInternal: each member edge the group keeps on chip, its write and every read. Inside ops: what an op's own steps would move as separate kernels (S = QKᵀ and P = softmax(S) written and read once each; router logits); the per-node costs already keep them on chip, so they are shown, not saved.\n\n";
},"useData":true},
  },
  "partials/layout.html": {
    text: "{{!-- The page shell every HTML output shares: head, stylesheet, <main> around the page, the sorting script. A page adds rules with an inline \"page-style\" partial. --}}\n<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src '{{scriptHash}}'\">\n<title>{{pageTitle}}</title>\n<link rel=\"icon\" href=\"data:,\">\n<style>\n{{> style}}\n{{#> page-style}}\n{{/page-style}}\n</style>\n</head>\n<body>\n<main>\n{{> @partial-block}}\n</main>\n<script>{{> sort-script}}</script>\n</body>\n</html>\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    return "";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src '"
    + alias3(alias2(alias1(depth0, "scriptHash", {"start":{"line":7,"column":128},"end":{"line":7,"column":138}} ), depth0))
    + "'\">\n<title>"
    + alias3(alias2(alias1(depth0, "pageTitle", {"start":{"line":8,"column":9},"end":{"line":8,"column":18}} ), depth0))
    + "</title>\n<link rel=\"icon\" href=\"data:,\">\n<style>\n"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"style"),depth0,{"name":"style","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + ((stack1 = container.invokePartial(lookupProperty(partials,"page-style"),depth0,{"name":"page-style","fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "</style>\n</head>\n<body>\n<main>\n"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"@partial-block"),depth0,{"name":"@partial-block","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "</main>\n\u003Cscript>"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"sort-script"),depth0,{"name":"sort-script","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "\u003C/script>\n</body>\n</html>\n";
},"usePartial":true,"useData":true},
  },
  "partials/roofline.html": {
    text: "{{#with roofline}}\n<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"roofline\" viewBox=\"0 0 {{width}} {{height}}\" role=\"img\" aria-labelledby=\"{{../id}}-roof-title {{../id}}-roof-desc\" data-hardware=\"{{../hardwareId}}\">\n<title id=\"{{../id}}-roof-title\">{{title}}</title>\n<desc id=\"{{../id}}-roof-desc\">{{desc}}</desc>\n<g class=\"grid\">\n{{#each xTicks}}\n<line x1=\"{{x}}\" y1=\"{{y1}}\" x2=\"{{x}}\" y2=\"{{y2}}\"/>\n{{/each}}\n{{#each yTicks}}\n<line x1=\"{{x1}}\" y1=\"{{y}}\" x2=\"{{x2}}\" y2=\"{{y}}\"/>\n{{/each}}\n</g>\n<rect class=\"frame\" x=\"{{plot.x}}\" y=\"{{plot.y}}\" width=\"{{plot.width}}\" height=\"{{plot.height}}\"/>\n<g class=\"ticks\">\n{{#each xTicks}}\n<text class=\"tick\" x=\"{{x}}\" y=\"{{labelY}}\" text-anchor=\"middle\">{{label}}</text>\n{{/each}}\n{{#each yTicks}}\n<text class=\"tick\" x=\"{{labelX}}\" y=\"{{y}}\" dy=\"4\" text-anchor=\"end\">{{label}}</text>\n{{/each}}\n</g>\n<text class=\"axis-title\" x=\"{{xTitle.x}}\" y=\"{{xTitle.y}}\" text-anchor=\"middle\">Arithmetic intensity (FLOP per byte, log scale)</text>\n<text class=\"axis-title\" x=\"{{yTitle.x}}\" y=\"{{yTitle.y}}\" text-anchor=\"middle\" transform=\"rotate(-90 {{yTitle.x}} {{yTitle.y}})\">Achieved FLOP/s at the floor (log scale)</text>\n<line class=\"slope\" x1=\"{{slope.x1}}\" y1=\"{{slope.y1}}\" x2=\"{{slope.x2}}\" y2=\"{{slope.y2}}\"><title>{{slopeLabel.text}} bandwidth</title></line>\n<text class=\"slope-label\" x=\"{{slopeLabel.x}}\" y=\"{{slopeLabel.y}}\" transform=\"rotate({{slopeLabel.angle}} {{slopeLabel.x}} {{slopeLabel.y}})\">{{slopeLabel.text}}</text>\n{{#each ceilings}}\n<line class=\"ceiling\" data-lane=\"{{lane}}\" x1=\"{{x1}}\" y1=\"{{y1}}\" x2=\"{{x2}}\" y2=\"{{y2}}\"><title>{{title}}</title></line>\n{{/each}}\n{{#each ceilingLabels}}\n<line class=\"leader\" x1=\"{{leader.x1}}\" y1=\"{{leader.y1}}\" x2=\"{{leader.x2}}\" y2=\"{{leader.y2}}\"/>\n<text class=\"ceiling-label\" x=\"{{x}}\" y=\"{{y}}\">{{text}}</text>\n{{/each}}\n{{#each ridges}}\n<circle class=\"ridge\" data-lane=\"{{lane}}\" cx=\"{{x}}\" cy=\"{{y}}\" r=\"3.5\"><title>{{title}}</title></circle>\n{{/each}}\n{{#if strip}}\n<rect class=\"strip\" x=\"{{strip.box.x}}\" y=\"{{strip.box.y}}\" width=\"{{strip.box.width}}\" height=\"{{strip.box.height}}\"/>\n<text class=\"tick strip-label\" x=\"{{strip.label.x}}\" y=\"{{strip.label.y}}\" text-anchor=\"end\">{{strip.label.text}}</text>\n{{/if}}\n{{#if fusionPoints.length}}\n<g class=\"unfused\">\n{{#each fusionPoints}}\n<line class=\"fusion-arrow {{colour}}\" x1=\"{{x}}\" y1=\"{{y}}\" x2=\"{{to.x}}\" y2=\"{{to.y}}\" style=\"stroke: var(--stroke); stroke-width: 1; stroke-dasharray: 3 2\"/>\n<rect class=\"unfused-point {{colour}}\" data-run=\"{{runLabel}}\" data-site=\"{{site}}\" x=\"{{x}}\" y=\"{{y}}\" width=\"7\" height=\"7\" transform=\"translate(-3.5 -3.5)\" style=\"fill: none; stroke: var(--stroke); stroke-width: 1.4\"><title>{{title}}</title></rect>\n{{/each}}\n</g>\n{{/if}}\n<g class=\"points\">\n{{#each points}}\n<circle class=\"point {{colour}}{{#if isOffScale}} off{{/if}}\" data-run=\"{{runLabel}}\" data-site=\"{{site}}\" cx=\"{{x}}\" cy=\"{{y}}\" r=\"{{r}}\"><title>{{title}}</title></circle>\n{{/each}}\n</g>\n<g class=\"point-labels\">\n{{#each labels}}\n<line class=\"leader\" x1=\"{{leader.x1}}\" y1=\"{{leader.y1}}\" x2=\"{{leader.x2}}\" y2=\"{{leader.y2}}\"/>\n<text class=\"point-label\" data-run=\"{{runLabel}}\" data-site=\"{{site}}\" x=\"{{x}}\" y=\"{{y}}\" text-anchor=\"{{anchor}}\">{{text}}</text>\n{{/each}}\n</g>\n</svg>\n<figcaption>\n<ul class=\"legend\">\n{{#each runs}}\n<li><span class=\"swatch round {{colour}}\"></span>{{label}} ({{points}} sites)</li>\n{{/each}}\n</ul>\nEach point is a site in a run at its floor, its area proportional to its share of the step; ridge points (white circles): {{ridgeText}}. The {{labels.length}} largest points are named.{{#if fusionPoints.length}} Hollow squares: a fused row's members run one kernel each (their summed FLOPs over summed bytes, at their summed floor), each joined to the fused point it becomes.{{/if}}{{#if offScale}} Sites without FLOPs (dashed outline) have no place on the log axes: they sit on the strip below, ordered by share.{{/if}}\n</figcaption>\n</figure>\n{{/with}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"roofline\" viewBox=\"0 0 "
    + alias3(alias2(alias1(depth0, "width", {"start":{"line":3,"column":72},"end":{"line":3,"column":77}} ), depth0))
    + " "
    + alias3(alias2(alias1(depth0, "height", {"start":{"line":3,"column":82},"end":{"line":3,"column":88}} ), depth0))
    + "\" role=\"img\" aria-labelledby=\""
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":3,"column":122},"end":{"line":3,"column":127}} ), depth0))
    + "-roof-title "
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":3,"column":143},"end":{"line":3,"column":148}} ), depth0))
    + "-roof-desc\" data-hardware=\""
    + alias3(alias2(alias1(depths[1], "hardwareId", {"start":{"line":3,"column":179},"end":{"line":3,"column":192}} ), depth0))
    + "\">\n<title id=\""
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":4,"column":13},"end":{"line":4,"column":18}} ), depth0))
    + "-roof-title\">"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":4,"column":35},"end":{"line":4,"column":40}} ), depth0))
    + "</title>\n<desc id=\""
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":5,"column":12},"end":{"line":5,"column":17}} ), depth0))
    + "-roof-desc\">"
    + alias3(alias2(alias1(depth0, "desc", {"start":{"line":5,"column":33},"end":{"line":5,"column":37}} ), depth0))
    + "</desc>\n<g class=\"grid\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"xTicks"),{"name":"each","hash":{},"fn":container.program(1, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":7,"column":0},"end":{"line":9,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"yTicks"),{"name":"each","hash":{},"fn":container.program(2, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":10,"column":0},"end":{"line":12,"column":9}}})) != null ? stack1 : "")
    + "</g>\n<rect class=\"frame\" x=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"plot"), "x", {"start":{"line":14,"column":25},"end":{"line":14,"column":31}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"plot"), "y", {"start":{"line":14,"column":40},"end":{"line":14,"column":46}} ), depth0))
    + "\" width=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"plot"), "width", {"start":{"line":14,"column":59},"end":{"line":14,"column":69}} ), depth0))
    + "\" height=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"plot"), "height", {"start":{"line":14,"column":83},"end":{"line":14,"column":94}} ), depth0))
    + "\"/>\n<g class=\"ticks\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"xTicks"),{"name":"each","hash":{},"fn":container.program(3, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":0},"end":{"line":18,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"yTicks"),{"name":"each","hash":{},"fn":container.program(4, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":19,"column":0},"end":{"line":21,"column":9}}})) != null ? stack1 : "")
    + "</g>\n<text class=\"axis-title\" x=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"xTitle"), "x", {"start":{"line":23,"column":30},"end":{"line":23,"column":38}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"xTitle"), "y", {"start":{"line":23,"column":47},"end":{"line":23,"column":55}} ), depth0))
    + "\" text-anchor=\"middle\">Arithmetic intensity (FLOP per byte, log scale)</text>\n<text class=\"axis-title\" x=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"yTitle"), "x", {"start":{"line":24,"column":30},"end":{"line":24,"column":38}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"yTitle"), "y", {"start":{"line":24,"column":47},"end":{"line":24,"column":55}} ), depth0))
    + "\" text-anchor=\"middle\" transform=\"rotate(-90 "
    + alias3(alias2(alias1(lookupProperty(depth0,"yTitle"), "x", {"start":{"line":24,"column":104},"end":{"line":24,"column":112}} ), depth0))
    + " "
    + alias3(alias2(alias1(lookupProperty(depth0,"yTitle"), "y", {"start":{"line":24,"column":117},"end":{"line":24,"column":125}} ), depth0))
    + ")\">Achieved FLOP/s at the floor (log scale)</text>\n<line class=\"slope\" x1=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"slope"), "x1", {"start":{"line":25,"column":26},"end":{"line":25,"column":34}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"slope"), "y1", {"start":{"line":25,"column":44},"end":{"line":25,"column":52}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"slope"), "x2", {"start":{"line":25,"column":62},"end":{"line":25,"column":70}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"slope"), "y2", {"start":{"line":25,"column":80},"end":{"line":25,"column":88}} ), depth0))
    + "\"><title>"
    + alias3(alias2(alias1(lookupProperty(depth0,"slopeLabel"), "text", {"start":{"line":25,"column":101},"end":{"line":25,"column":116}} ), depth0))
    + " bandwidth</title></line>\n<text class=\"slope-label\" x=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"slopeLabel"), "x", {"start":{"line":26,"column":31},"end":{"line":26,"column":43}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"slopeLabel"), "y", {"start":{"line":26,"column":52},"end":{"line":26,"column":64}} ), depth0))
    + "\" transform=\"rotate("
    + alias3(alias2(alias1(lookupProperty(depth0,"slopeLabel"), "angle", {"start":{"line":26,"column":88},"end":{"line":26,"column":104}} ), depth0))
    + " "
    + alias3(alias2(alias1(lookupProperty(depth0,"slopeLabel"), "x", {"start":{"line":26,"column":109},"end":{"line":26,"column":121}} ), depth0))
    + " "
    + alias3(alias2(alias1(lookupProperty(depth0,"slopeLabel"), "y", {"start":{"line":26,"column":126},"end":{"line":26,"column":138}} ), depth0))
    + ")\">"
    + alias3(alias2(alias1(lookupProperty(depth0,"slopeLabel"), "text", {"start":{"line":26,"column":145},"end":{"line":26,"column":160}} ), depth0))
    + "</text>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"ceilings"),{"name":"each","hash":{},"fn":container.program(5, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":27,"column":0},"end":{"line":29,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"ceilingLabels"),{"name":"each","hash":{},"fn":container.program(6, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":30,"column":0},"end":{"line":33,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"ridges"),{"name":"each","hash":{},"fn":container.program(7, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":34,"column":0},"end":{"line":36,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"strip"),{"name":"if","hash":{},"fn":container.program(8, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":37,"column":0},"end":{"line":40,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"fusionPoints"),"length"),{"name":"if","hash":{},"fn":container.program(9, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":41,"column":0},"end":{"line":48,"column":7}}})) != null ? stack1 : "")
    + "<g class=\"points\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"points"),{"name":"each","hash":{},"fn":container.program(11, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":50,"column":0},"end":{"line":52,"column":9}}})) != null ? stack1 : "")
    + "</g>\n<g class=\"point-labels\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"labels"),{"name":"each","hash":{},"fn":container.program(13, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":55,"column":0},"end":{"line":58,"column":9}}})) != null ? stack1 : "")
    + "</g>\n</svg>\n<figcaption>\n<ul class=\"legend\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"runs"),{"name":"each","hash":{},"fn":container.program(14, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":63,"column":0},"end":{"line":65,"column":9}}})) != null ? stack1 : "")
    + "</ul>\nEach point is a site in a run at its floor, its area proportional to its share of the step; ridge points (white circles): "
    + alias3(alias2(alias1(depth0, "ridgeText", {"start":{"line":67,"column":124},"end":{"line":67,"column":133}} ), depth0))
    + ". The "
    + alias3(alias2(alias1(lookupProperty(depth0,"labels"), "length", {"start":{"line":67,"column":143},"end":{"line":67,"column":156}} ), depth0))
    + " largest points are named."
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"fusionPoints"),"length"),{"name":"if","hash":{},"fn":container.program(15, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":67,"column":184},"end":{"line":67,"column":382}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"offScale"),{"name":"if","hash":{},"fn":container.program(16, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":67,"column":382},"end":{"line":67,"column":520}}})) != null ? stack1 : "")
    + "\n</figcaption>\n</figure>\n";
},"1":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<line x1=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":8,"column":12},"end":{"line":8,"column":13}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(depth0, "y1", {"start":{"line":8,"column":23},"end":{"line":8,"column":25}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":8,"column":35},"end":{"line":8,"column":36}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(depth0, "y2", {"start":{"line":8,"column":46},"end":{"line":8,"column":48}} ), depth0))
    + "\"/>\n";
},"2":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<line x1=\""
    + alias3(alias2(alias1(depth0, "x1", {"start":{"line":11,"column":12},"end":{"line":11,"column":14}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":11,"column":24},"end":{"line":11,"column":25}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(depth0, "x2", {"start":{"line":11,"column":35},"end":{"line":11,"column":37}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":11,"column":47},"end":{"line":11,"column":48}} ), depth0))
    + "\"/>\n";
},"3":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<text class=\"tick\" x=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":17,"column":24},"end":{"line":17,"column":25}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "labelY", {"start":{"line":17,"column":34},"end":{"line":17,"column":40}} ), depth0))
    + "\" text-anchor=\"middle\">"
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":17,"column":67},"end":{"line":17,"column":72}} ), depth0))
    + "</text>\n";
},"4":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<text class=\"tick\" x=\""
    + alias3(alias2(alias1(depth0, "labelX", {"start":{"line":20,"column":24},"end":{"line":20,"column":30}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":20,"column":39},"end":{"line":20,"column":40}} ), depth0))
    + "\" dy=\"4\" text-anchor=\"end\">"
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":20,"column":71},"end":{"line":20,"column":76}} ), depth0))
    + "</text>\n";
},"5":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<line class=\"ceiling\" data-lane=\""
    + alias3(alias2(alias1(depth0, "lane", {"start":{"line":28,"column":35},"end":{"line":28,"column":39}} ), depth0))
    + "\" x1=\""
    + alias3(alias2(alias1(depth0, "x1", {"start":{"line":28,"column":49},"end":{"line":28,"column":51}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(depth0, "y1", {"start":{"line":28,"column":61},"end":{"line":28,"column":63}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(depth0, "x2", {"start":{"line":28,"column":73},"end":{"line":28,"column":75}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(depth0, "y2", {"start":{"line":28,"column":85},"end":{"line":28,"column":87}} ), depth0))
    + "\"><title>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":28,"column":100},"end":{"line":28,"column":105}} ), depth0))
    + "</title></line>\n";
},"6":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<line class=\"leader\" x1=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"leader"), "x1", {"start":{"line":31,"column":27},"end":{"line":31,"column":36}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"leader"), "y1", {"start":{"line":31,"column":46},"end":{"line":31,"column":55}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"leader"), "x2", {"start":{"line":31,"column":65},"end":{"line":31,"column":74}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"leader"), "y2", {"start":{"line":31,"column":84},"end":{"line":31,"column":93}} ), depth0))
    + "\"/>\n<text class=\"ceiling-label\" x=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":32,"column":33},"end":{"line":32,"column":34}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":32,"column":43},"end":{"line":32,"column":44}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "text", {"start":{"line":32,"column":50},"end":{"line":32,"column":54}} ), depth0))
    + "</text>\n";
},"7":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<circle class=\"ridge\" data-lane=\""
    + alias3(alias2(alias1(depth0, "lane", {"start":{"line":35,"column":35},"end":{"line":35,"column":39}} ), depth0))
    + "\" cx=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":35,"column":49},"end":{"line":35,"column":50}} ), depth0))
    + "\" cy=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":35,"column":60},"end":{"line":35,"column":61}} ), depth0))
    + "\" r=\"3.5\"><title>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":35,"column":82},"end":{"line":35,"column":87}} ), depth0))
    + "</title></circle>\n";
},"8":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<rect class=\"strip\" x=\""
    + alias3(alias2(alias1(lookupProperty(lookupProperty(depth0,"strip"),"box"), "x", {"start":{"line":38,"column":25},"end":{"line":38,"column":36}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(lookupProperty(depth0,"strip"),"box"), "y", {"start":{"line":38,"column":45},"end":{"line":38,"column":56}} ), depth0))
    + "\" width=\""
    + alias3(alias2(alias1(lookupProperty(lookupProperty(depth0,"strip"),"box"), "width", {"start":{"line":38,"column":69},"end":{"line":38,"column":84}} ), depth0))
    + "\" height=\""
    + alias3(alias2(alias1(lookupProperty(lookupProperty(depth0,"strip"),"box"), "height", {"start":{"line":38,"column":98},"end":{"line":38,"column":114}} ), depth0))
    + "\"/>\n<text class=\"tick strip-label\" x=\""
    + alias3(alias2(alias1(lookupProperty(lookupProperty(depth0,"strip"),"label"), "x", {"start":{"line":39,"column":36},"end":{"line":39,"column":49}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(lookupProperty(depth0,"strip"),"label"), "y", {"start":{"line":39,"column":58},"end":{"line":39,"column":71}} ), depth0))
    + "\" text-anchor=\"end\">"
    + alias3(alias2(alias1(lookupProperty(lookupProperty(depth0,"strip"),"label"), "text", {"start":{"line":39,"column":95},"end":{"line":39,"column":111}} ), depth0))
    + "</text>\n";
},"9":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<g class=\"unfused\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"fusionPoints"),{"name":"each","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":43,"column":0},"end":{"line":46,"column":9}}})) != null ? stack1 : "")
    + "</g>\n";
},"10":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<line class=\"fusion-arrow "
    + alias3(alias2(alias1(depth0, "colour", {"start":{"line":44,"column":28},"end":{"line":44,"column":34}} ), depth0))
    + "\" x1=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":44,"column":44},"end":{"line":44,"column":45}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":44,"column":55},"end":{"line":44,"column":56}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"to"), "x", {"start":{"line":44,"column":66},"end":{"line":44,"column":70}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"to"), "y", {"start":{"line":44,"column":80},"end":{"line":44,"column":84}} ), depth0))
    + "\" style=\"stroke: var(--stroke); stroke-width: 1; stroke-dasharray: 3 2\"/>\n<rect class=\"unfused-point "
    + alias3(alias2(alias1(depth0, "colour", {"start":{"line":45,"column":29},"end":{"line":45,"column":35}} ), depth0))
    + "\" data-run=\""
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":45,"column":51},"end":{"line":45,"column":59}} ), depth0))
    + "\" data-site=\""
    + alias3(alias2(alias1(depth0, "site", {"start":{"line":45,"column":76},"end":{"line":45,"column":80}} ), depth0))
    + "\" x=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":45,"column":89},"end":{"line":45,"column":90}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":45,"column":99},"end":{"line":45,"column":100}} ), depth0))
    + "\" width=\"7\" height=\"7\" transform=\"translate(-3.5 -3.5)\" style=\"fill: none; stroke: var(--stroke); stroke-width: 1.4\"><title>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":45,"column":228},"end":{"line":45,"column":233}} ), depth0))
    + "</title></rect>\n";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<circle class=\"point "
    + alias3(alias2(alias1(depth0, "colour", {"start":{"line":51,"column":23},"end":{"line":51,"column":29}} ), depth0))
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"isOffScale"),{"name":"if","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":51,"column":31},"end":{"line":51,"column":60}}})) != null ? stack1 : "")
    + "\" data-run=\""
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":51,"column":74},"end":{"line":51,"column":82}} ), depth0))
    + "\" data-site=\""
    + alias3(alias2(alias1(depth0, "site", {"start":{"line":51,"column":99},"end":{"line":51,"column":103}} ), depth0))
    + "\" cx=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":51,"column":113},"end":{"line":51,"column":114}} ), depth0))
    + "\" cy=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":51,"column":124},"end":{"line":51,"column":125}} ), depth0))
    + "\" r=\""
    + alias3(alias2(alias1(depth0, "r", {"start":{"line":51,"column":134},"end":{"line":51,"column":135}} ), depth0))
    + "\"><title>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":51,"column":148},"end":{"line":51,"column":153}} ), depth0))
    + "</title></circle>\n";
},"12":function(container,depth0,helpers,partials,data) {
    return " off";
},"13":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<line class=\"leader\" x1=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"leader"), "x1", {"start":{"line":56,"column":27},"end":{"line":56,"column":36}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"leader"), "y1", {"start":{"line":56,"column":46},"end":{"line":56,"column":55}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"leader"), "x2", {"start":{"line":56,"column":65},"end":{"line":56,"column":74}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"leader"), "y2", {"start":{"line":56,"column":84},"end":{"line":56,"column":93}} ), depth0))
    + "\"/>\n<text class=\"point-label\" data-run=\""
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":57,"column":38},"end":{"line":57,"column":46}} ), depth0))
    + "\" data-site=\""
    + alias3(alias2(alias1(depth0, "site", {"start":{"line":57,"column":63},"end":{"line":57,"column":67}} ), depth0))
    + "\" x=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":57,"column":76},"end":{"line":57,"column":77}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":57,"column":86},"end":{"line":57,"column":87}} ), depth0))
    + "\" text-anchor=\""
    + alias3(alias2(alias1(depth0, "anchor", {"start":{"line":57,"column":106},"end":{"line":57,"column":112}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "text", {"start":{"line":57,"column":118},"end":{"line":57,"column":122}} ), depth0))
    + "</text>\n";
},"14":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<li><span class=\"swatch round "
    + alias3(alias2(alias1(depth0, "colour", {"start":{"line":64,"column":32},"end":{"line":64,"column":38}} ), depth0))
    + "\"></span>"
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":64,"column":51},"end":{"line":64,"column":56}} ), depth0))
    + " ("
    + alias3(alias2(alias1(depth0, "points", {"start":{"line":64,"column":62},"end":{"line":64,"column":68}} ), depth0))
    + " sites)</li>\n";
},"15":function(container,depth0,helpers,partials,data) {
    return " Hollow squares: a fused row's members run one kernel each (their summed FLOPs over summed bytes, at their summed floor), each joined to the fused point it becomes.";
},"16":function(container,depth0,helpers,partials,data) {
    return " Sites without FLOPs (dashed outline) have no place on the log axes: they sit on the strip below, ordered by share.";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"with").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"roofline"),{"name":"with","hash":{},"fn":container.program(0, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":0},"end":{"line":70,"column":9}}})) != null ? stack1 : "");
},"useData":true,"useDepths":true},
  },
  "partials/sites.html": {
    text: "<div class=\"scroll\" role=\"region\" aria-labelledby=\"{{id}}-sites-caption\" tabindex=\"0\">\n<table class=\"sortable sites\" data-run=\"{{runLabel}}\">\n<caption id=\"{{id}}-sites-caption\">Sites on {{hardwareName}} at {{runLabel}}, ranked by {{#if isRankedByExpected}}expected time (share of the expected step){{else}}floor time (no calibration on this device){{/if}}</caption>\n<thead>\n<tr><th scope=\"col\" class=\"num\">#</th><th scope=\"col\">Site</th><th scope=\"col\">Op</th><th scope=\"col\" class=\"num\">×</th><th scope=\"col\">Weight or KV × act.</th><th scope=\"col\">Runs as</th><th scope=\"col\" class=\"num\"{{#unless isRankedByExpected}} aria-sort=\"descending\"{{/unless}}>Floor</th><th scope=\"col\" class=\"num\"{{#if isRankedByExpected}} aria-sort=\"descending\"{{/if}}>Expected</th><th scope=\"col\" class=\"num\">Share</th><th scope=\"col\" class=\"num\">FLOPs</th><th scope=\"col\" class=\"num\">Bytes</th><th scope=\"col\" class=\"num\">FLOP/B</th><th scope=\"col\">Bound</th>{{#if @root.venn}}<th scope=\"col\">Class</th>{{/if}}{{#if @root.measurements}}<th scope=\"col\">Timing</th>{{/if}}</tr>\n</thead>\n<tbody>\n{{#each sites}}\n<tr><td class=\"num\">{{inc @index}}</td><td><code>{{site}}</code></td><td><code>{{op}}</code></td><td class=\"num\">{{count}}</td><td>{{#if kvFormat}}KV <code>{{kvFormat}}</code>{{else}}{{#if weightFormat}}<code>{{weightFormat}}</code>{{else}}—{{/if}}{{/if}} × {{#if activationFormat}}<code>{{activationFormat}}</code>{{else}}—{{/if}}</td><td>{{execution}}</td><td class=\"num\" data-sort=\"{{sortKey floorSeconds}}\">{{seconds floorSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey expectedSeconds}}\">{{seconds expectedSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey rankedShare}}\">{{percent rankedShare}}</td><td class=\"num\" data-sort=\"{{sortKey flops}}\">{{flops flops}}</td><td class=\"num\" data-sort=\"{{sortKey bytes}}\">{{bytes bytes}}</td><td class=\"num\" data-sort=\"{{sortKey intensity}}\">{{intensity intensity}}</td><td>{{bound}}</td>{{#if @root.venn}}<td class=\"class\"><span class=\"badge cls-{{classKey}}\">{{classTitle}}</span>{{#if venn.family}} <code>{{venn.family}}</code>{{/if}}{{#if venn.measured}} · measured <span class=\"timing\">{{measured.launch}},</span> <span class=\"timing\">{{measured.step}}</span> = {{percent venn.measured.ofFloor}} of floor{{/if}}</td>{{/if}}{{#if @root.measurements}}<td class=\"timing timing-{{timing}}\"{{#if measuredBasis}} title=\"{{measuredBasis}}\"{{/if}}>{{timingMark timing}}{{#if measuredSeconds}} {{seconds measuredSeconds}} = {{percent measuredOfFloor}} of floor{{/if}}</td>{{/if}}</tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{#if findings.length}}\n<h4>Findings</h4>\n<p class=\"note\">Sites the engine does not run as they are:</p>\n<ul class=\"findings\">\n{{#each findings}}\n<li><code>{{site}}</code> — <strong>{{classTitle}}</strong>{{#if family}} in <code>{{family}}</code>{{/if}}: {{#if differences.length}}{{#each differences}}{{#unless @first}}; {{/unless}}<code>{{param}}</code> {{target}} (have {{have}}) [{{kind}}]{{/each}}{{else}}no family implements <code>{{op}}</code> with {{#if weightFormat}}<code>{{weightFormat}}</code>{{else}}—{{/if}} × {{#if activationFormat}}<code>{{activationFormat}}</code>{{else}}—{{/if}}{{/if}}.</li>\n{{/each}}\n</ul>\n{{/if}}\n<details>\n<summary>By op kind</summary>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"{{id}}-ops-caption\" tabindex=\"0\">\n<table class=\"sortable ops\">\n<caption id=\"{{id}}-ops-caption\">Sites on {{hardwareName}} at {{runLabel}}, rolled up by op kind</caption>\n<thead>\n<tr><th scope=\"col\">Op</th><th scope=\"col\" class=\"num\">Sites</th><th scope=\"col\" class=\"num\">Runs</th><th scope=\"col\" class=\"num\"{{#unless isRankedByExpected}} aria-sort=\"descending\"{{/unless}}>Floor</th><th scope=\"col\" class=\"num\"{{#if isRankedByExpected}} aria-sort=\"descending\"{{/if}}>Expected</th><th scope=\"col\" class=\"num\">Share</th><th scope=\"col\" class=\"num\">FLOPs</th><th scope=\"col\" class=\"num\">Bytes</th></tr>\n</thead>\n<tbody>\n{{#each byOp}}\n<tr><td><code>{{op}}</code></td><td class=\"num\">{{sites}}</td><td class=\"num\" data-sort=\"{{sortKey count}}\">{{int count}}</td><td class=\"num\" data-sort=\"{{sortKey floorSeconds}}\">{{seconds floorSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey expectedSeconds}}\">{{seconds expectedSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey rankedShare}}\">{{percent rankedShare}}</td><td class=\"num\" data-sort=\"{{sortKey flops}}\">{{flops flops}}</td><td class=\"num\" data-sort=\"{{sortKey bytes}}\">{{bytes bytes}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n</details>\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    return "expected time (share of the expected step)";
},"1":function(container,depth0,helpers,partials,data) {
    return "floor time (no calibration on this device)";
},"2":function(container,depth0,helpers,partials,data) {
    return " aria-sort=\"descending\"";
},"3":function(container,depth0,helpers,partials,data) {
    return "<th scope=\"col\">Class</th>";
},"4":function(container,depth0,helpers,partials,data) {
    return "<th scope=\"col\">Timing</th>";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, alias3=container.strict, alias4=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td class=\"num\">"
    + alias2(lookupProperty(helpers,"inc").call(alias1,lookupProperty(data,"index"),{"name":"inc","hash":{},"data":data,"loc":{"start":{"line":9,"column":20},"end":{"line":9,"column":34}}}))
    + "</td><td><code>"
    + alias2(alias4(alias3(depth0, "site", {"start":{"line":9,"column":51},"end":{"line":9,"column":55}} ), depth0))
    + "</code></td><td><code>"
    + alias2(alias4(alias3(depth0, "op", {"start":{"line":9,"column":81},"end":{"line":9,"column":83}} ), depth0))
    + "</code></td><td class=\"num\">"
    + alias2(alias4(alias3(depth0, "count", {"start":{"line":9,"column":115},"end":{"line":9,"column":120}} ), depth0))
    + "</td><td>"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"kvFormat"),{"name":"if","hash":{},"fn":container.program(6, data, 0),"inverse":container.program(7, data, 0),"data":data,"loc":{"start":{"line":9,"column":131},"end":{"line":9,"column":255}}})) != null ? stack1 : "")
    + " × "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"activationFormat"),{"name":"if","hash":{},"fn":container.program(10, data, 0),"inverse":container.program(9, data, 0),"data":data,"loc":{"start":{"line":9,"column":258},"end":{"line":9,"column":331}}})) != null ? stack1 : "")
    + "</td><td>"
    + alias2(alias4(alias3(depth0, "execution", {"start":{"line":9,"column":342},"end":{"line":9,"column":351}} ), depth0))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"floorSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":9,"column":385},"end":{"line":9,"column":409}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":9,"column":411},"end":{"line":9,"column":435}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":9,"column":467},"end":{"line":9,"column":494}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":9,"column":496},"end":{"line":9,"column":523}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"rankedShare"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":9,"column":555},"end":{"line":9,"column":578}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"rankedShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":9,"column":580},"end":{"line":9,"column":603}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"flops"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":9,"column":635},"end":{"line":9,"column":652}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"flops").call(alias1,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":9,"column":654},"end":{"line":9,"column":669}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"bytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":9,"column":701},"end":{"line":9,"column":718}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":9,"column":720},"end":{"line":9,"column":735}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"intensity"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":9,"column":767},"end":{"line":9,"column":788}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"intensity").call(alias1,lookupProperty(depth0,"intensity"),{"name":"intensity","hash":{},"data":data,"loc":{"start":{"line":9,"column":790},"end":{"line":9,"column":813}}}))
    + "</td><td>"
    + alias2(alias4(alias3(depth0, "bound", {"start":{"line":9,"column":824},"end":{"line":9,"column":829}} ), depth0))
    + "</td>"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"venn"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":9,"column":836},"end":{"line":9,"column":1176}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"measurements"),{"name":"if","hash":{},"fn":container.program(14, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":9,"column":1176},"end":{"line":9,"column":1423}}})) != null ? stack1 : "")
    + "</tr>\n";
},"6":function(container,depth0,helpers,partials,data) {
    return "KV <code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "kvFormat", {"start":{"line":9,"column":158},"end":{"line":9,"column":166}} ), depth0))
    + "</code>";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"weightFormat"),{"name":"if","hash":{},"fn":container.program(8, data, 0),"inverse":container.program(9, data, 0),"data":data,"loc":{"start":{"line":9,"column":183},"end":{"line":9,"column":248}}})) != null ? stack1 : "");
},"8":function(container,depth0,helpers,partials,data) {
    return "<code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "weightFormat", {"start":{"line":9,"column":211},"end":{"line":9,"column":223}} ), depth0))
    + "</code>";
},"9":function(container,depth0,helpers,partials,data) {
    return "—";
},"10":function(container,depth0,helpers,partials,data) {
    return "<code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "activationFormat", {"start":{"line":9,"column":290},"end":{"line":9,"column":306}} ), depth0))
    + "</code>";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<td class=\"class\"><span class=\"badge cls-"
    + alias3(alias2(alias1(depth0, "classKey", {"start":{"line":9,"column":897},"end":{"line":9,"column":905}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "classTitle", {"start":{"line":9,"column":911},"end":{"line":9,"column":921}} ), depth0))
    + "</span>"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"venn"),"family"),{"name":"if","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":9,"column":930},"end":{"line":9,"column":985}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"venn"),"measured"),{"name":"if","hash":{},"fn":container.program(13, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":9,"column":985},"end":{"line":9,"column":1164}}})) != null ? stack1 : "")
    + "</td>";
},"12":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " <code>"
    + container.escapeExpression(container.lambda(container.strict(lookupProperty(depth0,"venn"), "family", {"start":{"line":9,"column":958},"end":{"line":9,"column":969}} ), depth0))
    + "</code>";
},"13":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " · measured <span class=\"timing\">"
    + alias3(alias2(alias1(lookupProperty(depth0,"measured"), "launch", {"start":{"line":9,"column":1041},"end":{"line":9,"column":1056}} ), depth0))
    + ",</span> <span class=\"timing\">"
    + alias3(alias2(alias1(lookupProperty(depth0,"measured"), "step", {"start":{"line":9,"column":1090},"end":{"line":9,"column":1103}} ), depth0))
    + "</span> = "
    + alias3(lookupProperty(helpers,"percent").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"measured"),"ofFloor"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":9,"column":1115},"end":{"line":9,"column":1148}}}))
    + " of floor";
},"14":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.escapeExpression, alias2=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<td class=\"timing timing-"
    + alias1(container.lambda(container.strict(depth0, "timing", {"start":{"line":9,"column":1229},"end":{"line":9,"column":1235}} ), depth0))
    + "\""
    + ((stack1 = lookupProperty(helpers,"if").call(alias2,lookupProperty(depth0,"measuredBasis"),{"name":"if","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":9,"column":1238},"end":{"line":9,"column":1292}}})) != null ? stack1 : "")
    + ">"
    + alias1(lookupProperty(helpers,"timingMark").call(alias2,lookupProperty(depth0,"timing"),{"name":"timingMark","hash":{},"data":data,"loc":{"start":{"line":9,"column":1293},"end":{"line":9,"column":1314}}}))
    + ((stack1 = lookupProperty(helpers,"if").call(alias2,lookupProperty(depth0,"measuredSeconds"),{"name":"if","hash":{},"fn":container.program(16, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":9,"column":1314},"end":{"line":9,"column":1411}}})) != null ? stack1 : "")
    + "</td>";
},"15":function(container,depth0,helpers,partials,data) {
    return " title=\""
    + container.escapeExpression(container.lambda(container.strict(depth0, "measuredBasis", {"start":{"line":9,"column":1269},"end":{"line":9,"column":1282}} ), depth0))
    + "\"";
},"16":function(container,depth0,helpers,partials,data) {
    var alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " "
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"measuredSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":9,"column":1338},"end":{"line":9,"column":1365}}}))
    + " = "
    + alias2(lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"measuredOfFloor"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":9,"column":1368},"end":{"line":9,"column":1395}}}))
    + " of floor";
},"17":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<h4>Findings</h4>\n<p class=\"note\">Sites the engine does not run as they are:</p>\n<ul class=\"findings\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"findings"),{"name":"each","hash":{},"fn":container.program(18, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":18,"column":0},"end":{"line":20,"column":9}}})) != null ? stack1 : "")
    + "</ul>\n";
},"18":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<li><code>"
    + alias3(alias2(alias1(depth0, "site", {"start":{"line":19,"column":12},"end":{"line":19,"column":16}} ), depth0))
    + "</code> — <strong>"
    + alias3(alias2(alias1(depth0, "classTitle", {"start":{"line":19,"column":38},"end":{"line":19,"column":48}} ), depth0))
    + "</strong>"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"family"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":19,"column":59},"end":{"line":19,"column":107}}})) != null ? stack1 : "")
    + ": "
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"differences"),"length"),{"name":"if","hash":{},"fn":container.program(20, data, 0),"inverse":container.program(23, data, 0),"data":data,"loc":{"start":{"line":19,"column":109},"end":{"line":19,"column":458}}})) != null ? stack1 : "")
    + ".</li>\n";
},"19":function(container,depth0,helpers,partials,data) {
    return " in <code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "family", {"start":{"line":19,"column":85},"end":{"line":19,"column":91}} ), depth0))
    + "</code>";
},"20":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"differences"),{"name":"each","hash":{},"fn":container.program(21, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":19,"column":135},"end":{"line":19,"column":256}}})) != null ? stack1 : "");
},"21":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(22, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":19,"column":156},"end":{"line":19,"column":187}}})) != null ? stack1 : "")
    + "<code>"
    + alias3(alias2(alias1(depth0, "param", {"start":{"line":19,"column":195},"end":{"line":19,"column":200}} ), depth0))
    + "</code> "
    + alias3(alias2(alias1(depth0, "target", {"start":{"line":19,"column":212},"end":{"line":19,"column":218}} ), depth0))
    + " (have "
    + alias3(alias2(alias1(depth0, "have", {"start":{"line":19,"column":229},"end":{"line":19,"column":233}} ), depth0))
    + ") ["
    + alias3(alias2(alias1(depth0, "kind", {"start":{"line":19,"column":240},"end":{"line":19,"column":244}} ), depth0))
    + "]";
},"22":function(container,depth0,helpers,partials,data) {
    return "; ";
},"23":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "no family implements <code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "op", {"start":{"line":19,"column":293},"end":{"line":19,"column":295}} ), depth0))
    + "</code> with "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"weightFormat"),{"name":"if","hash":{},"fn":container.program(8, data, 0),"inverse":container.program(9, data, 0),"data":data,"loc":{"start":{"line":19,"column":310},"end":{"line":19,"column":375}}})) != null ? stack1 : "")
    + " × "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"activationFormat"),{"name":"if","hash":{},"fn":container.program(10, data, 0),"inverse":container.program(9, data, 0),"data":data,"loc":{"start":{"line":19,"column":378},"end":{"line":19,"column":451}}})) != null ? stack1 : "");
},"24":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td><code>"
    + alias3(alias2(alias1(depth0, "op", {"start":{"line":33,"column":16},"end":{"line":33,"column":18}} ), depth0))
    + "</code></td><td class=\"num\">"
    + alias3(alias2(alias1(depth0, "sites", {"start":{"line":33,"column":50},"end":{"line":33,"column":55}} ), depth0))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"count"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":33,"column":89},"end":{"line":33,"column":106}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(depth0,"count"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":33,"column":108},"end":{"line":33,"column":121}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"floorSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":33,"column":153},"end":{"line":33,"column":177}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":33,"column":179},"end":{"line":33,"column":203}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"expectedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":33,"column":235},"end":{"line":33,"column":262}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":33,"column":264},"end":{"line":33,"column":291}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"rankedShare"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":33,"column":323},"end":{"line":33,"column":346}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"percent").call(alias4,lookupProperty(depth0,"rankedShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":33,"column":348},"end":{"line":33,"column":371}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"flops"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":33,"column":403},"end":{"line":33,"column":420}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"flops").call(alias4,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":33,"column":422},"end":{"line":33,"column":437}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"bytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":33,"column":469},"end":{"line":33,"column":486}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":33,"column":488},"end":{"line":33,"column":503}}}))
    + "</td></tr>\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<div class=\"scroll\" role=\"region\" aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":1,"column":53},"end":{"line":1,"column":55}} ), depth0))
    + "-sites-caption\" tabindex=\"0\">\n<table class=\"sortable sites\" data-run=\""
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":2,"column":42},"end":{"line":2,"column":50}} ), depth0))
    + "\">\n<caption id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":3,"column":15},"end":{"line":3,"column":17}} ), depth0))
    + "-sites-caption\">Sites on "
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":3,"column":46},"end":{"line":3,"column":58}} ), depth0))
    + " at "
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":3,"column":66},"end":{"line":3,"column":74}} ), depth0))
    + ", ranked by "
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isRankedByExpected"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.program(1, data, 0),"data":data,"loc":{"start":{"line":3,"column":88},"end":{"line":3,"column":213}}})) != null ? stack1 : "")
    + "</caption>\n<thead>\n<tr><th scope=\"col\" class=\"num\">#</th><th scope=\"col\">Site</th><th scope=\"col\">Op</th><th scope=\"col\" class=\"num\">×</th><th scope=\"col\">Weight or KV × act.</th><th scope=\"col\">Runs as</th><th scope=\"col\" class=\"num\""
    + ((stack1 = lookupProperty(helpers,"unless").call(alias4,lookupProperty(depth0,"isRankedByExpected"),{"name":"unless","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":215},"end":{"line":5,"column":279}}})) != null ? stack1 : "")
    + ">Floor</th><th scope=\"col\" class=\"num\""
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isRankedByExpected"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":317},"end":{"line":5,"column":373}}})) != null ? stack1 : "")
    + ">Expected</th><th scope=\"col\" class=\"num\">Share</th><th scope=\"col\" class=\"num\">FLOPs</th><th scope=\"col\" class=\"num\">Bytes</th><th scope=\"col\" class=\"num\">FLOP/B</th><th scope=\"col\">Bound</th>"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(data,"root"),"venn"),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":566},"end":{"line":5,"column":617}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(data,"root"),"measurements"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":617},"end":{"line":5,"column":677}}})) != null ? stack1 : "")
    + "</tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(5, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":8,"column":0},"end":{"line":10,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"findings"),"length"),{"name":"if","hash":{},"fn":container.program(17, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":14,"column":0},"end":{"line":22,"column":7}}})) != null ? stack1 : "")
    + "<details>\n<summary>By op kind</summary>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":25,"column":53},"end":{"line":25,"column":55}} ), depth0))
    + "-ops-caption\" tabindex=\"0\">\n<table class=\"sortable ops\">\n<caption id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":27,"column":15},"end":{"line":27,"column":17}} ), depth0))
    + "-ops-caption\">Sites on "
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":27,"column":44},"end":{"line":27,"column":56}} ), depth0))
    + " at "
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":27,"column":64},"end":{"line":27,"column":72}} ), depth0))
    + ", rolled up by op kind</caption>\n<thead>\n<tr><th scope=\"col\">Op</th><th scope=\"col\" class=\"num\">Sites</th><th scope=\"col\" class=\"num\">Runs</th><th scope=\"col\" class=\"num\""
    + ((stack1 = lookupProperty(helpers,"unless").call(alias4,lookupProperty(depth0,"isRankedByExpected"),{"name":"unless","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":29,"column":129},"end":{"line":29,"column":193}}})) != null ? stack1 : "")
    + ">Floor</th><th scope=\"col\" class=\"num\""
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isRankedByExpected"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":29,"column":231},"end":{"line":29,"column":287}}})) != null ? stack1 : "")
    + ">Expected</th><th scope=\"col\" class=\"num\">Share</th><th scope=\"col\" class=\"num\">FLOPs</th><th scope=\"col\" class=\"num\">Bytes</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"byOp"),{"name":"each","hash":{},"fn":container.program(24, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":32,"column":0},"end":{"line":34,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n</details>\n";
},"useData":true},
  },
  "partials/sites.md": {
    text: "Sites ranked by the {{#if isRankedByExpected}}expected time; share of the expected step{{else}}floor; share of the floor step (no calibration on this device){{/if}}.\n\n| # | Site | Op | × | Weight or KV | Activation | Runs as | Floor | Expected | Share | FLOPs | Bytes | FLOP/B | Bound |{{#if @root.venn}} Class |{{/if}}{{#if @root.measurements}} Timing |{{/if}}\n|--:|---|---|--:|---|---|---|--:|--:|--:|--:|--:|--:|---|{{#if @root.venn}}---|{{/if}}{{#if @root.measurements}}---|{{/if}}\n{{#each sites}}\n| {{inc @index}} | `{{site}}` | `{{op}}` | {{count}} | {{#if kvFormat}}KV {{code kvFormat}}{{else}}{{code weightFormat}}{{/if}} | {{code activationFormat}} | {{execution}} | {{seconds floorSeconds}} | {{seconds expectedSeconds}} | {{percent rankedShare}} | {{flops flops}} | {{bytes bytes}} | {{intensity intensity}} | {{bound}} |{{#if @root.venn}} {{classTitle}}{{#if venn.family}} · `{{venn.family}}`{{/if}}{{#if venn.measured}} · measured {{measured.launch}}, {{measured.step}} = {{percent venn.measured.ofFloor}} of floor{{/if}} |{{/if}}{{#if @root.measurements}} {{timingMark timing}}{{#if measuredSeconds}} {{seconds measuredSeconds}} = {{percent measuredOfFloor}} of floor ({{cell measuredBasis}}){{/if}} |{{/if}}\n{{/each}}\n{{#if findings.length}}\n\n**Findings** (sites the engine does not run as they are):\n{{#each findings}}\n- `{{site}}` — **{{classTitle}}**{{#if family}} in `{{family}}`{{/if}}: {{#if differences.length}}{{#each differences}}{{#unless @first}}; {{/unless}}`{{param}}` {{target}} (have {{have}}) [{{kind}}]{{/each}}{{else}}no family implements `{{op}}` with {{code weightFormat}} × {{code activationFormat}}{{/if}}.\n{{/each}}\n{{/if}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    return "expected time; share of the expected step";
},"1":function(container,depth0,helpers,partials,data) {
    return "floor; share of the floor step (no calibration on this device)";
},"2":function(container,depth0,helpers,partials,data) {
    return " Class |";
},"3":function(container,depth0,helpers,partials,data) {
    return " Timing |";
},"4":function(container,depth0,helpers,partials,data) {
    return "---|";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"inc").call(alias1,lookupProperty(data,"index"),{"name":"inc","hash":{},"data":data,"loc":{"start":{"line":6,"column":2},"end":{"line":6,"column":16}}})) != null ? stack1 : "")
    + " | `"
    + ((stack1 = alias3(alias2(depth0, "site", {"start":{"line":6,"column":22},"end":{"line":6,"column":26}} ), depth0)) != null ? stack1 : "")
    + "` | `"
    + ((stack1 = alias3(alias2(depth0, "op", {"start":{"line":6,"column":35},"end":{"line":6,"column":37}} ), depth0)) != null ? stack1 : "")
    + "` | "
    + ((stack1 = alias3(alias2(depth0, "count", {"start":{"line":6,"column":45},"end":{"line":6,"column":50}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"kvFormat"),{"name":"if","hash":{},"fn":container.program(6, data, 0),"inverse":container.program(7, data, 0),"data":data,"loc":{"start":{"line":6,"column":55},"end":{"line":6,"column":127}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"activationFormat"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":6,"column":130},"end":{"line":6,"column":155}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = alias3(alias2(depth0, "execution", {"start":{"line":6,"column":160},"end":{"line":6,"column":169}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":6,"column":174},"end":{"line":6,"column":198}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":6,"column":201},"end":{"line":6,"column":228}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"rankedShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":6,"column":231},"end":{"line":6,"column":254}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"flops").call(alias1,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":6,"column":257},"end":{"line":6,"column":272}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":6,"column":275},"end":{"line":6,"column":290}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"intensity").call(alias1,lookupProperty(depth0,"intensity"),{"name":"intensity","hash":{},"data":data,"loc":{"start":{"line":6,"column":293},"end":{"line":6,"column":316}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = alias3(alias2(depth0, "bound", {"start":{"line":6,"column":321},"end":{"line":6,"column":326}} ), depth0)) != null ? stack1 : "")
    + " |"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"venn"),{"name":"if","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":330},"end":{"line":6,"column":541}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"measurements"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":541},"end":{"line":6,"column":720}}})) != null ? stack1 : "")
    + "\n";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "KV "
    + ((stack1 = lookupProperty(helpers,"code").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"kvFormat"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":6,"column":74},"end":{"line":6,"column":91}}})) != null ? stack1 : "");
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"code").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"weightFormat"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":6,"column":99},"end":{"line":6,"column":120}}})) != null ? stack1 : "");
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " "
    + ((stack1 = container.lambda(container.strict(depth0, "classTitle", {"start":{"line":6,"column":351},"end":{"line":6,"column":361}} ), depth0)) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"venn"),"family"),{"name":"if","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":363},"end":{"line":6,"column":409}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"venn"),"measured"),{"name":"if","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":409},"end":{"line":6,"column":532}}})) != null ? stack1 : "")
    + " |";
},"9":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " · `"
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"venn"), "family", {"start":{"line":6,"column":388},"end":{"line":6,"column":399}} ), depth0)) != null ? stack1 : "")
    + "`";
},"10":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " · measured "
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"measured"), "launch", {"start":{"line":6,"column":444},"end":{"line":6,"column":459}} ), depth0)) != null ? stack1 : "")
    + ", "
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"measured"), "step", {"start":{"line":6,"column":465},"end":{"line":6,"column":478}} ), depth0)) != null ? stack1 : "")
    + " = "
    + ((stack1 = lookupProperty(helpers,"percent").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"measured"),"ofFloor"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":6,"column":483},"end":{"line":6,"column":516}}})) != null ? stack1 : "")
    + " of floor";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " "
    + ((stack1 = lookupProperty(helpers,"timingMark").call(alias1,lookupProperty(depth0,"timing"),{"name":"timingMark","hash":{},"data":data,"loc":{"start":{"line":6,"column":568},"end":{"line":6,"column":589}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"measuredSeconds"),{"name":"if","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":589},"end":{"line":6,"column":711}}})) != null ? stack1 : "")
    + " |";
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"measuredSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":6,"column":613},"end":{"line":6,"column":640}}})) != null ? stack1 : "")
    + " = "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"measuredOfFloor"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":6,"column":643},"end":{"line":6,"column":670}}})) != null ? stack1 : "")
    + " of floor ("
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"measuredBasis"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":6,"column":681},"end":{"line":6,"column":703}}})) != null ? stack1 : "")
    + ")";
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n**Findings** (sites the engine does not run as they are):\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"findings"),{"name":"each","hash":{},"fn":container.program(14, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":11,"column":0},"end":{"line":13,"column":9}}})) != null ? stack1 : "");
},"14":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- `"
    + ((stack1 = alias2(alias1(depth0, "site", {"start":{"line":12,"column":5},"end":{"line":12,"column":9}} ), depth0)) != null ? stack1 : "")
    + "` — **"
    + ((stack1 = alias2(alias1(depth0, "classTitle", {"start":{"line":12,"column":19},"end":{"line":12,"column":29}} ), depth0)) != null ? stack1 : "")
    + "**"
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(depth0,"family"),{"name":"if","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":12,"column":33},"end":{"line":12,"column":70}}})) != null ? stack1 : "")
    + ": "
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(lookupProperty(depth0,"differences"),"length"),{"name":"if","hash":{},"fn":container.program(16, data, 0),"inverse":container.program(19, data, 0),"data":data,"loc":{"start":{"line":12,"column":72},"end":{"line":12,"column":307}}})) != null ? stack1 : "")
    + ".\n";
},"15":function(container,depth0,helpers,partials,data) {
    var stack1;

  return " in `"
    + ((stack1 = container.lambda(container.strict(depth0, "family", {"start":{"line":12,"column":54},"end":{"line":12,"column":60}} ), depth0)) != null ? stack1 : "")
    + "`";
},"16":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"differences"),{"name":"each","hash":{},"fn":container.program(17, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":12,"column":98},"end":{"line":12,"column":208}}})) != null ? stack1 : "");
},"17":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(18, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":12,"column":119},"end":{"line":12,"column":150}}})) != null ? stack1 : "")
    + "`"
    + ((stack1 = alias2(alias1(depth0, "param", {"start":{"line":12,"column":153},"end":{"line":12,"column":158}} ), depth0)) != null ? stack1 : "")
    + "` "
    + ((stack1 = alias2(alias1(depth0, "target", {"start":{"line":12,"column":164},"end":{"line":12,"column":170}} ), depth0)) != null ? stack1 : "")
    + " (have "
    + ((stack1 = alias2(alias1(depth0, "have", {"start":{"line":12,"column":181},"end":{"line":12,"column":185}} ), depth0)) != null ? stack1 : "")
    + ") ["
    + ((stack1 = alias2(alias1(depth0, "kind", {"start":{"line":12,"column":192},"end":{"line":12,"column":196}} ), depth0)) != null ? stack1 : "")
    + "]";
},"18":function(container,depth0,helpers,partials,data) {
    return "; ";
},"19":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "no family implements `"
    + ((stack1 = container.lambda(container.strict(depth0, "op", {"start":{"line":12,"column":240},"end":{"line":12,"column":242}} ), depth0)) != null ? stack1 : "")
    + "` with "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"weightFormat"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":12,"column":251},"end":{"line":12,"column":272}}})) != null ? stack1 : "")
    + " × "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"activationFormat"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":12,"column":275},"end":{"line":12,"column":300}}})) != null ? stack1 : "");
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Sites ranked by the "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isRankedByExpected"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.program(1, data, 0),"data":data,"loc":{"start":{"line":1,"column":20},"end":{"line":1,"column":164}}})) != null ? stack1 : "")
    + ".\n\n| # | Site | Op | × | Weight or KV | Activation | Runs as | Floor | Expected | Share | FLOPs | Bytes | FLOP/B | Bound |"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"venn"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":3,"column":119},"end":{"line":3,"column":152}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"measurements"),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":3,"column":152},"end":{"line":3,"column":194}}})) != null ? stack1 : "")
    + "\n|--:|---|---|--:|---|---|---|--:|--:|--:|--:|--:|--:|---|"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"venn"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":4,"column":57},"end":{"line":4,"column":86}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"measurements"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":4,"column":86},"end":{"line":4,"column":123}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(5, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":0},"end":{"line":7,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"findings"),"length"),{"name":"if","hash":{},"fn":container.program(13, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":8,"column":0},"end":{"line":14,"column":7}}})) != null ? stack1 : "");
},"useData":true},
  },
  "partials/sort-script.html": {
    text: "\"use strict\";\n(function () {\n  function key(cell) {\n    var raw = cell.getAttribute(\"data-sort\");\n    if (raw !== null && raw !== \"\" && !isNaN(Number(raw))) return { n: Number(raw) };\n    var text = (cell.textContent || \"\").trim();\n    return text !== \"\" && !isNaN(Number(text)) ? { n: Number(text) } : { s: text };\n  }\n  function compare(a, b) {\n    if (a.n !== undefined && b.n !== undefined) return a.n - b.n;\n    if (a.n !== undefined) return -1;\n    if (b.n !== undefined) return 1;\n    return a.s < b.s ? -1 : a.s > b.s ? 1 : 0;\n  }\n  document.querySelectorAll(\"table.sortable\").forEach(function (table) {\n    var body = table.tBodies[0];\n    var heads = table.tHead ? table.tHead.rows[0].cells : [];\n    if (!body) return;\n    Array.prototype.forEach.call(heads, function (th, column) {\n      var button = document.createElement(\"button\");\n      button.type = \"button\";\n      while (th.firstChild) button.appendChild(th.firstChild);\n      th.appendChild(button);\n      button.addEventListener(\"click\", function () {\n        var direction = th.getAttribute(\"aria-sort\") === \"ascending\" ? \"descending\" : \"ascending\";\n        Array.prototype.forEach.call(heads, function (other) {\n          other.removeAttribute(\"aria-sort\");\n        });\n        th.setAttribute(\"aria-sort\", direction);\n        var sign = direction === \"ascending\" ? 1 : -1;\n        var rows = Array.prototype.map.call(body.rows, function (row, index) {\n          var cell = row.cells[column];\n          return { row: row, index: index, key: cell ? key(cell) : { s: \"\" } };\n        });\n        rows.sort(function (a, b) {\n          return sign * compare(a.key, b.key) || a.index - b.index;\n        });\n        rows.forEach(function (r) {\n          body.appendChild(r.row);\n        });\n      });\n    });\n  });\n})();\n",
    spec: {"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    return "\"use strict\";\n(function () {\n  function key(cell) {\n    var raw = cell.getAttribute(\"data-sort\");\n    if (raw !== null && raw !== \"\" && !isNaN(Number(raw))) return { n: Number(raw) };\n    var text = (cell.textContent || \"\").trim();\n    return text !== \"\" && !isNaN(Number(text)) ? { n: Number(text) } : { s: text };\n  }\n  function compare(a, b) {\n    if (a.n !== undefined && b.n !== undefined) return a.n - b.n;\n    if (a.n !== undefined) return -1;\n    if (b.n !== undefined) return 1;\n    return a.s < b.s ? -1 : a.s > b.s ? 1 : 0;\n  }\n  document.querySelectorAll(\"table.sortable\").forEach(function (table) {\n    var body = table.tBodies[0];\n    var heads = table.tHead ? table.tHead.rows[0].cells : [];\n    if (!body) return;\n    Array.prototype.forEach.call(heads, function (th, column) {\n      var button = document.createElement(\"button\");\n      button.type = \"button\";\n      while (th.firstChild) button.appendChild(th.firstChild);\n      th.appendChild(button);\n      button.addEventListener(\"click\", function () {\n        var direction = th.getAttribute(\"aria-sort\") === \"ascending\" ? \"descending\" : \"ascending\";\n        Array.prototype.forEach.call(heads, function (other) {\n          other.removeAttribute(\"aria-sort\");\n        });\n        th.setAttribute(\"aria-sort\", direction);\n        var sign = direction === \"ascending\" ? 1 : -1;\n        var rows = Array.prototype.map.call(body.rows, function (row, index) {\n          var cell = row.cells[column];\n          return { row: row, index: index, key: cell ? key(cell) : { s: \"\" } };\n        });\n        rows.sort(function (a, b) {\n          return sign * compare(a.key, b.key) || a.index - b.index;\n        });\n        rows.forEach(function (r) {\n          body.appendChild(r.row);\n        });\n      });\n    });\n  });\n})();\n";
},"useData":true},
  },
  "partials/style.html": {
    text: ":root { color-scheme: light; --ink: #1b1f24; --muted: #4d5560; --line: #c9ced6; --soft: #f3f5f8; --accent: #0b5cad; }\n* { box-sizing: border-box; }\nbody { margin: 0; background: #fff; color: var(--ink); font: 15px/1.5 system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif; }\nmain { max-width: 1320px; margin: 0 auto; padding: 24px 28px 48px; }\nh1 { font-size: 1.7rem; margin: 0 0 .4rem; line-height: 1.25; }\nh2 { font-size: 1.35rem; margin: 2.2rem 0 .6rem; padding-top: .4rem; border-top: 2px solid var(--line); }\nh3 { font-size: 1.1rem; margin: 1.6rem 0 .4rem; }\nh4 { font-size: 1rem; margin: 1.2rem 0 .3rem; }\na { color: var(--accent); }\ncode { font: .88em/1.3 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--soft); padding: 0 .25em; border-radius: 3px; overflow-wrap: anywhere; }\n.meta { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: .6rem 0 0; }\n.meta dt { color: var(--muted); }\n.meta dd { margin: 0; }\nnav ul { list-style: none; display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; padding: 0; margin: .8rem 0 0; }\n.note, figcaption { color: var(--muted); font-size: .9rem; }\n.scroll { overflow-x: auto; margin: .5rem 0 1rem; }\n.scroll:focus { outline: 2px solid var(--accent); outline-offset: 2px; }\ntable { border-collapse: collapse; font-size: .84rem; font-variant-numeric: tabular-nums; }\ncaption { text-align: left; font-weight: 600; padding: .2rem 0 .4rem; caption-side: top; }\nth, td { border-bottom: 1px solid var(--line); padding: .28rem .45rem; text-align: left; vertical-align: top; }\nthead th { background: var(--soft); border-bottom: 2px solid var(--line); white-space: nowrap; }\ntbody tr:nth-child(even) { background: #fafbfc; }\ntd.num, th.num { text-align: right; white-space: nowrap; }\ntable.sites td, table.ops td, table.summary td { white-space: nowrap; }\ntd code, th code { overflow-wrap: normal; white-space: nowrap; }\ntable.sites td.class { white-space: normal; min-width: 11rem; }\ntable.union thead th, table.union thead th code, table.union .badge { white-space: normal; }\ntable.union td:last-child code { white-space: nowrap; }\nul.shapes { margin: 0; padding-left: 1rem; }\ntd.saved { min-width: 9rem; }\ntd.saved .note { font-size: .78rem; }\ntable.plan td, table.novel td { white-space: normal; }\ntable.plan td code, table.novel td code { white-space: normal; }\n.timing { white-space: nowrap; }\nth button { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-align: inherit; }\nth button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }\nth[aria-sort=\"ascending\"] button::after { content: \" \\25B2\"; font-size: .75em; }\nth[aria-sort=\"descending\"] button::after { content: \" \\25BC\"; font-size: .75em; }\n.nofit { color: #a1120b; font-weight: 600; }\n.badge { display: inline-block; padding: 0 .4em; border-radius: 3px; border: 1px solid transparent; white-space: nowrap; }\n.timing { white-space: nowrap; }\n.timing-measured { color: #1d6b2c; }\n.timing-interpolated { color: #7a5b00; }\n.timing-estimated { color: #666; }\n{{#each @vennClasses}}\n.cls-{{css}} { background: {{background}}; border-color: {{border}}; }\n{{/each}}\n.cls-none { background: var(--soft); border-color: var(--line); }\ndetails { margin: .4rem 0 1rem; }\nsummary { cursor: pointer; color: var(--accent); }\nfigure { margin: 1rem 0 1.4rem; }\nfigure svg { display: block; width: 100%; max-width: 880px; height: auto; }\n.legend { list-style: none; display: flex; flex-wrap: wrap; gap: .2rem 1rem; padding: 0; margin: .4rem 0; font-size: .86rem; }\n.swatch { display: inline-block; width: 12px; height: 12px; vertical-align: -1px; margin-right: .35rem; background: var(--fill); border: 1.5px solid var(--stroke); }\n.swatch.round { border-radius: 50%; }\nsvg text { font-family: system-ui, -apple-system, \"Segoe UI\", Roboto, Arial, sans-serif; fill: var(--ink); }\nsvg .tick { font-size: 11px; fill: var(--muted); }\nsvg .axis-title { font-size: 12px; font-weight: 600; }\nsvg .grid { stroke: #e3e6eb; stroke-width: 1; }\nsvg .frame { fill: none; stroke: #8a929c; stroke-width: 1; }\nsvg .slope { stroke: #1b1f24; stroke-width: 2; fill: none; }\nsvg .slope-label { font-size: 11px; font-weight: 600; }\nsvg .ceiling { stroke: #1b1f24; stroke-width: 1.5; stroke-dasharray: 6 3; }\nsvg .ceiling-label { font-size: 11px; }\nsvg .leader { stroke: #8a929c; stroke-width: 1; }\nsvg .ridge { fill: #fff; stroke: #1b1f24; stroke-width: 1.5; }\nsvg .point { fill: var(--fill); stroke: var(--stroke); fill-opacity: .55; stroke-width: 1.2; }\nsvg .point.off { fill-opacity: 0; stroke-dasharray: 2 1.5; }\nsvg .strip { fill: #f6f7f9; stroke: #8a929c; stroke-width: 1; stroke-dasharray: 3 2; }\nsvg .point-label { font-size: 11px; paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; }\nsvg .segment { fill: var(--fill); stroke: #fff; stroke-width: 1; }\nsvg .bar-label { font-size: 12px; font-weight: 600; }\nsvg .bar-total { font-size: 12px; }\nsvg .segment-text { font-size: 11px; pointer-events: none; }\nsvg .segment-text.light { fill: #fff; }\n.r0 { --fill: #0072b2; --stroke: #00466d; }\n.r1 { --fill: #d55e00; --stroke: #7f3800; }\n.r2 { --fill: #009e73; --stroke: #005a42; }\n.r3 { --fill: #cc79a7; --stroke: #7d3a60; }\n.r4 { --fill: #56b4e9; --stroke: #1c6a96; }\n.r5 { --fill: #e69f00; --stroke: #7a5400; }\n.r6 { --fill: #5d5d5d; --stroke: #222222; }\n.r7 { --fill: #8c6bb1; --stroke: #4a2f6e; }\n.k0 { --fill: #4e79a7; --stroke: #4e79a7; }\n.k1 { --fill: #f28e2b; --stroke: #f28e2b; }\n.k2 { --fill: #e15759; --stroke: #e15759; }\n.k3 { --fill: #76b7b2; --stroke: #76b7b2; }\n.k4 { --fill: #59a14f; --stroke: #59a14f; }\n.k5 { --fill: #edc948; --stroke: #edc948; }\n.k6 { --fill: #b07aa1; --stroke: #b07aa1; }\n.k7 { --fill: #ff9da7; --stroke: #ff9da7; }\n.k8 { --fill: #9c755f; --stroke: #9c755f; }\n.k9 { --fill: #bab0ac; --stroke: #bab0ac; }\n.k-other { --fill: #d5d8dc; --stroke: #a3a9b1; }\ntable.compare { width: 100%; }\ntable.compare td { min-width: 12rem; }\ntable.compare tbody th { min-width: 12rem; }\ntable.compare td.heat3, table.compare td.heat4 { color: #fff; }\ntable.compare td.heat3 code, table.compare td.heat4 code { background: rgba(255, 255, 255, .18); color: #fff; }\n.heat0 { --fill: #f2f7fc; --stroke: #9fb4c8; } .heat1 { --fill: #d4e6f4; --stroke: #9fb4c8; } .heat2 { --fill: #9ecae1; --stroke: #6a9cbc; }\n.heat3 { --fill: #2166a8; --stroke: #14477a; } .heat4 { --fill: #0b3d74; --stroke: #062448; }\n.gap { --fill: #f6e9e9; --stroke: #c98b8b; }\ntable.compare td[class^=\"heat\"], table.compare td.gap { background: var(--fill); }\ntable.compare td.gap { background-image: repeating-linear-gradient(135deg, transparent 0 6px, rgba(161, 18, 11, .08) 6px 9px); }\n.nofit-cell { --fill: #fbf3e4; --stroke: #c9a15f; }\ntable.compare td.nofit-cell { background: var(--fill); background-image: repeating-linear-gradient(45deg, transparent 0 6px, rgba(140, 96, 20, .10) 6px 9px); color: #5c4310; }\ntable.compare td.best { outline: 3px solid #e69f00; outline-offset: -3px; font-weight: 600; }\n.cell-main { display: block; font-weight: 600; }\n.cell-sub { display: block; font-size: .8rem; }\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return ".cls-"
    + alias3(alias2(alias1(depth0, "css", {"start":{"line":46,"column":7},"end":{"line":46,"column":10}} ), depth0))
    + " { background: "
    + alias3(alias2(alias1(depth0, "background", {"start":{"line":46,"column":29},"end":{"line":46,"column":39}} ), depth0))
    + "; border-color: "
    + alias3(alias2(alias1(depth0, "border", {"start":{"line":46,"column":59},"end":{"line":46,"column":65}} ), depth0))
    + "; }\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ":root { color-scheme: light; --ink: #1b1f24; --muted: #4d5560; --line: #c9ced6; --soft: #f3f5f8; --accent: #0b5cad; }\n* { box-sizing: border-box; }\nbody { margin: 0; background: #fff; color: var(--ink); font: 15px/1.5 system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif; }\nmain { max-width: 1320px; margin: 0 auto; padding: 24px 28px 48px; }\nh1 { font-size: 1.7rem; margin: 0 0 .4rem; line-height: 1.25; }\nh2 { font-size: 1.35rem; margin: 2.2rem 0 .6rem; padding-top: .4rem; border-top: 2px solid var(--line); }\nh3 { font-size: 1.1rem; margin: 1.6rem 0 .4rem; }\nh4 { font-size: 1rem; margin: 1.2rem 0 .3rem; }\na { color: var(--accent); }\ncode { font: .88em/1.3 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--soft); padding: 0 .25em; border-radius: 3px; overflow-wrap: anywhere; }\n.meta { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: .6rem 0 0; }\n.meta dt { color: var(--muted); }\n.meta dd { margin: 0; }\nnav ul { list-style: none; display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; padding: 0; margin: .8rem 0 0; }\n.note, figcaption { color: var(--muted); font-size: .9rem; }\n.scroll { overflow-x: auto; margin: .5rem 0 1rem; }\n.scroll:focus { outline: 2px solid var(--accent); outline-offset: 2px; }\ntable { border-collapse: collapse; font-size: .84rem; font-variant-numeric: tabular-nums; }\ncaption { text-align: left; font-weight: 600; padding: .2rem 0 .4rem; caption-side: top; }\nth, td { border-bottom: 1px solid var(--line); padding: .28rem .45rem; text-align: left; vertical-align: top; }\nthead th { background: var(--soft); border-bottom: 2px solid var(--line); white-space: nowrap; }\ntbody tr:nth-child(even) { background: #fafbfc; }\ntd.num, th.num { text-align: right; white-space: nowrap; }\ntable.sites td, table.ops td, table.summary td { white-space: nowrap; }\ntd code, th code { overflow-wrap: normal; white-space: nowrap; }\ntable.sites td.class { white-space: normal; min-width: 11rem; }\ntable.union thead th, table.union thead th code, table.union .badge { white-space: normal; }\ntable.union td:last-child code { white-space: nowrap; }\nul.shapes { margin: 0; padding-left: 1rem; }\ntd.saved { min-width: 9rem; }\ntd.saved .note { font-size: .78rem; }\ntable.plan td, table.novel td { white-space: normal; }\ntable.plan td code, table.novel td code { white-space: normal; }\n.timing { white-space: nowrap; }\nth button { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-align: inherit; }\nth button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }\nth[aria-sort=\"ascending\"] button::after { content: \" \\25B2\"; font-size: .75em; }\nth[aria-sort=\"descending\"] button::after { content: \" \\25BC\"; font-size: .75em; }\n.nofit { color: #a1120b; font-weight: 600; }\n.badge { display: inline-block; padding: 0 .4em; border-radius: 3px; border: 1px solid transparent; white-space: nowrap; }\n.timing { white-space: nowrap; }\n.timing-measured { color: #1d6b2c; }\n.timing-interpolated { color: #7a5b00; }\n.timing-estimated { color: #666; }\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"vennClasses"),{"name":"each","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":45,"column":0},"end":{"line":47,"column":9}}})) != null ? stack1 : "")
    + ".cls-none { background: var(--soft); border-color: var(--line); }\ndetails { margin: .4rem 0 1rem; }\nsummary { cursor: pointer; color: var(--accent); }\nfigure { margin: 1rem 0 1.4rem; }\nfigure svg { display: block; width: 100%; max-width: 880px; height: auto; }\n.legend { list-style: none; display: flex; flex-wrap: wrap; gap: .2rem 1rem; padding: 0; margin: .4rem 0; font-size: .86rem; }\n.swatch { display: inline-block; width: 12px; height: 12px; vertical-align: -1px; margin-right: .35rem; background: var(--fill); border: 1.5px solid var(--stroke); }\n.swatch.round { border-radius: 50%; }\nsvg text { font-family: system-ui, -apple-system, \"Segoe UI\", Roboto, Arial, sans-serif; fill: var(--ink); }\nsvg .tick { font-size: 11px; fill: var(--muted); }\nsvg .axis-title { font-size: 12px; font-weight: 600; }\nsvg .grid { stroke: #e3e6eb; stroke-width: 1; }\nsvg .frame { fill: none; stroke: #8a929c; stroke-width: 1; }\nsvg .slope { stroke: #1b1f24; stroke-width: 2; fill: none; }\nsvg .slope-label { font-size: 11px; font-weight: 600; }\nsvg .ceiling { stroke: #1b1f24; stroke-width: 1.5; stroke-dasharray: 6 3; }\nsvg .ceiling-label { font-size: 11px; }\nsvg .leader { stroke: #8a929c; stroke-width: 1; }\nsvg .ridge { fill: #fff; stroke: #1b1f24; stroke-width: 1.5; }\nsvg .point { fill: var(--fill); stroke: var(--stroke); fill-opacity: .55; stroke-width: 1.2; }\nsvg .point.off { fill-opacity: 0; stroke-dasharray: 2 1.5; }\nsvg .strip { fill: #f6f7f9; stroke: #8a929c; stroke-width: 1; stroke-dasharray: 3 2; }\nsvg .point-label { font-size: 11px; paint-order: stroke; stroke: #fff; stroke-width: 3px; stroke-linejoin: round; }\nsvg .segment { fill: var(--fill); stroke: #fff; stroke-width: 1; }\nsvg .bar-label { font-size: 12px; font-weight: 600; }\nsvg .bar-total { font-size: 12px; }\nsvg .segment-text { font-size: 11px; pointer-events: none; }\nsvg .segment-text.light { fill: #fff; }\n.r0 { --fill: #0072b2; --stroke: #00466d; }\n.r1 { --fill: #d55e00; --stroke: #7f3800; }\n.r2 { --fill: #009e73; --stroke: #005a42; }\n.r3 { --fill: #cc79a7; --stroke: #7d3a60; }\n.r4 { --fill: #56b4e9; --stroke: #1c6a96; }\n.r5 { --fill: #e69f00; --stroke: #7a5400; }\n.r6 { --fill: #5d5d5d; --stroke: #222222; }\n.r7 { --fill: #8c6bb1; --stroke: #4a2f6e; }\n.k0 { --fill: #4e79a7; --stroke: #4e79a7; }\n.k1 { --fill: #f28e2b; --stroke: #f28e2b; }\n.k2 { --fill: #e15759; --stroke: #e15759; }\n.k3 { --fill: #76b7b2; --stroke: #76b7b2; }\n.k4 { --fill: #59a14f; --stroke: #59a14f; }\n.k5 { --fill: #edc948; --stroke: #edc948; }\n.k6 { --fill: #b07aa1; --stroke: #b07aa1; }\n.k7 { --fill: #ff9da7; --stroke: #ff9da7; }\n.k8 { --fill: #9c755f; --stroke: #9c755f; }\n.k9 { --fill: #bab0ac; --stroke: #bab0ac; }\n.k-other { --fill: #d5d8dc; --stroke: #a3a9b1; }\ntable.compare { width: 100%; }\ntable.compare td { min-width: 12rem; }\ntable.compare tbody th { min-width: 12rem; }\ntable.compare td.heat3, table.compare td.heat4 { color: #fff; }\ntable.compare td.heat3 code, table.compare td.heat4 code { background: rgba(255, 255, 255, .18); color: #fff; }\n.heat0 { --fill: #f2f7fc; --stroke: #9fb4c8; } .heat1 { --fill: #d4e6f4; --stroke: #9fb4c8; } .heat2 { --fill: #9ecae1; --stroke: #6a9cbc; }\n.heat3 { --fill: #2166a8; --stroke: #14477a; } .heat4 { --fill: #0b3d74; --stroke: #062448; }\n.gap { --fill: #f6e9e9; --stroke: #c98b8b; }\ntable.compare td[class^=\"heat\"], table.compare td.gap { background: var(--fill); }\ntable.compare td.gap { background-image: repeating-linear-gradient(135deg, transparent 0 6px, rgba(161, 18, 11, .08) 6px 9px); }\n.nofit-cell { --fill: #fbf3e4; --stroke: #c9a15f; }\ntable.compare td.nofit-cell { background: var(--fill); background-image: repeating-linear-gradient(45deg, transparent 0 6px, rgba(140, 96, 20, .10) 6px 9px); color: #5c4310; }\ntable.compare td.best { outline: 3px solid #e69f00; outline-offset: -3px; font-weight: 600; }\n.cell-main { display: block; font-weight: 600; }\n.cell-sub { display: block; font-size: .8rem; }\n";
},"useData":true},
  },
  "partials/traffic-bars.html": {
    text: "{{#with trafficBars}}\n<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"share-bars traffic-bars\" viewBox=\"0 0 {{width}} {{height}}\" role=\"img\" aria-labelledby=\"{{../id}}-traffic-title {{../id}}-traffic-desc\" data-hardware=\"{{../hardwareId}}\">\n<title id=\"{{../id}}-traffic-title\">{{title}}</title>\n<desc id=\"{{../id}}-traffic-desc\">{{desc}}</desc>\n{{#each ticks}}\n<line class=\"grid\" x1=\"{{x}}\" y1=\"0\" x2=\"{{x}}\" y2=\"{{../axisY}}\"/>\n<text class=\"tick\" x=\"{{x}}\" y=\"{{../axisY}}\" dy=\"14\" text-anchor=\"middle\">{{label}}</text>\n{{/each}}\n{{#each bars}}\n<g class=\"bar\" data-run=\"{{label}}\">\n<text class=\"bar-label\" x=\"{{../labelX}}\" y=\"{{labelY}}\" text-anchor=\"end\">{{label}}</text>\n{{#each segments}}\n<rect class=\"segment {{keyClass}}\" data-category=\"{{category}}\" x=\"{{x}}\" y=\"{{../y}}\" width=\"{{width}}\" height=\"{{../../bar.height}}\"><title>{{title}}</title></rect>\n{{#if text}}\n<text class=\"segment-text{{#if hasLightText}} light{{/if}}\" x=\"{{textX}}\" y=\"{{../labelY}}\" text-anchor=\"middle\">{{text}}</text>\n{{/if}}\n{{/each}}\n<text class=\"bar-total\" x=\"{{../totalX}}\" y=\"{{labelY}}\">{{total}}</text>\n</g>\n{{/each}}\n</svg>\n<figcaption>\n<ul class=\"legend\">\n{{#each keys}}\n<li><span class=\"swatch {{keyClass}}\"></span>{{title}} ({{reducedBy}})</li>\n{{/each}}\n</ul>\nShare of each run's DRAM bytes by category, with what can reduce it; the run's bytes at the right.\n</figcaption>\n</figure>\n{{/with}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"share-bars traffic-bars\" viewBox=\"0 0 "
    + alias3(alias2(alias1(depth0, "width", {"start":{"line":3,"column":87},"end":{"line":3,"column":92}} ), depth0))
    + " "
    + alias3(alias2(alias1(depth0, "height", {"start":{"line":3,"column":97},"end":{"line":3,"column":103}} ), depth0))
    + "\" role=\"img\" aria-labelledby=\""
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":3,"column":137},"end":{"line":3,"column":142}} ), depth0))
    + "-traffic-title "
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":3,"column":161},"end":{"line":3,"column":166}} ), depth0))
    + "-traffic-desc\" data-hardware=\""
    + alias3(alias2(alias1(depths[1], "hardwareId", {"start":{"line":3,"column":200},"end":{"line":3,"column":213}} ), depth0))
    + "\">\n<title id=\""
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":4,"column":13},"end":{"line":4,"column":18}} ), depth0))
    + "-traffic-title\">"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":4,"column":38},"end":{"line":4,"column":43}} ), depth0))
    + "</title>\n<desc id=\""
    + alias3(alias2(alias1(depths[1], "id", {"start":{"line":5,"column":12},"end":{"line":5,"column":17}} ), depth0))
    + "-traffic-desc\">"
    + alias3(alias2(alias1(depth0, "desc", {"start":{"line":5,"column":36},"end":{"line":5,"column":40}} ), depth0))
    + "</desc>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"ticks"),{"name":"each","hash":{},"fn":container.program(1, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":0},"end":{"line":9,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"bars"),{"name":"each","hash":{},"fn":container.program(2, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":10,"column":0},"end":{"line":21,"column":9}}})) != null ? stack1 : "")
    + "</svg>\n<figcaption>\n<ul class=\"legend\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"keys"),{"name":"each","hash":{},"fn":container.program(6, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":25,"column":0},"end":{"line":27,"column":9}}})) != null ? stack1 : "")
    + "</ul>\nShare of each run's DRAM bytes by category, with what can reduce it; the run's bytes at the right.\n</figcaption>\n</figure>\n";
},"1":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<line class=\"grid\" x1=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":7,"column":25},"end":{"line":7,"column":26}} ), depth0))
    + "\" y1=\"0\" x2=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":7,"column":43},"end":{"line":7,"column":44}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(depths[1], "axisY", {"start":{"line":7,"column":54},"end":{"line":7,"column":62}} ), depth0))
    + "\"/>\n<text class=\"tick\" x=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":8,"column":24},"end":{"line":8,"column":25}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depths[1], "axisY", {"start":{"line":8,"column":34},"end":{"line":8,"column":42}} ), depth0))
    + "\" dy=\"14\" text-anchor=\"middle\">"
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":8,"column":77},"end":{"line":8,"column":82}} ), depth0))
    + "</text>\n";
},"2":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<g class=\"bar\" data-run=\""
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":11,"column":27},"end":{"line":11,"column":32}} ), depth0))
    + "\">\n<text class=\"bar-label\" x=\""
    + alias3(alias2(alias1(depths[1], "labelX", {"start":{"line":12,"column":29},"end":{"line":12,"column":38}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "labelY", {"start":{"line":12,"column":47},"end":{"line":12,"column":53}} ), depth0))
    + "\" text-anchor=\"end\">"
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":12,"column":77},"end":{"line":12,"column":82}} ), depth0))
    + "</text>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"segments"),{"name":"each","hash":{},"fn":container.program(3, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":13,"column":0},"end":{"line":18,"column":9}}})) != null ? stack1 : "")
    + "<text class=\"bar-total\" x=\""
    + alias3(alias2(alias1(depths[1], "totalX", {"start":{"line":19,"column":29},"end":{"line":19,"column":38}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "labelY", {"start":{"line":19,"column":47},"end":{"line":19,"column":53}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "total", {"start":{"line":19,"column":59},"end":{"line":19,"column":64}} ), depth0))
    + "</text>\n</g>\n";
},"3":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<rect class=\"segment "
    + alias3(alias2(alias1(depth0, "keyClass", {"start":{"line":14,"column":23},"end":{"line":14,"column":31}} ), depth0))
    + "\" data-category=\""
    + alias3(alias2(alias1(depth0, "category", {"start":{"line":14,"column":52},"end":{"line":14,"column":60}} ), depth0))
    + "\" x=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":14,"column":69},"end":{"line":14,"column":70}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depths[1], "y", {"start":{"line":14,"column":79},"end":{"line":14,"column":83}} ), depth0))
    + "\" width=\""
    + alias3(alias2(alias1(depth0, "width", {"start":{"line":14,"column":96},"end":{"line":14,"column":101}} ), depth0))
    + "\" height=\""
    + alias3(alias2(alias1(lookupProperty(depths[2],"bar"), "height", {"start":{"line":14,"column":115},"end":{"line":14,"column":131}} ), depth0))
    + "\"><title>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":14,"column":144},"end":{"line":14,"column":149}} ), depth0))
    + "</title></rect>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"text"),{"name":"if","hash":{},"fn":container.program(4, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":0},"end":{"line":17,"column":7}}})) != null ? stack1 : "");
},"4":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<text class=\"segment-text"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"hasLightText"),{"name":"if","hash":{},"fn":container.program(5, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":25},"end":{"line":16,"column":58}}})) != null ? stack1 : "")
    + "\" x=\""
    + alias3(alias2(alias1(depth0, "textX", {"start":{"line":16,"column":65},"end":{"line":16,"column":70}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depths[1], "labelY", {"start":{"line":16,"column":79},"end":{"line":16,"column":88}} ), depth0))
    + "\" text-anchor=\"middle\">"
    + alias3(alias2(alias1(depth0, "text", {"start":{"line":16,"column":115},"end":{"line":16,"column":119}} ), depth0))
    + "</text>\n";
},"5":function(container,depth0,helpers,partials,data) {
    return " light";
},"6":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<li><span class=\"swatch "
    + alias3(alias2(alias1(depth0, "keyClass", {"start":{"line":26,"column":26},"end":{"line":26,"column":34}} ), depth0))
    + "\"></span>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":26,"column":47},"end":{"line":26,"column":52}} ), depth0))
    + " ("
    + alias3(alias2(alias1(depth0, "reducedBy", {"start":{"line":26,"column":58},"end":{"line":26,"column":67}} ), depth0))
    + ")</li>\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data,blockParams,depths) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"with").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"trafficBars"),{"name":"with","hash":{},"fn":container.program(0, data, 0, blockParams, depths),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":0},"end":{"line":32,"column":9}}})) != null ? stack1 : "");
},"useData":true,"useDepths":true},
  },
  "partials/traffic.html": {
    text: "{{#if trafficSplit}}\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"{{id}}-traffic-caption\" tabindex=\"0\">\n<table class=\"traffic\">\n<caption id=\"{{id}}-traffic-caption\">Traffic split on {{hardwareName}} at {{runLabel}}: {{bytes trafficSplit.bytes}} per step{{#if trafficSplit.savedByFusionBytes}}; fusion keeps a further {{bytes trafficSplit.savedByFusionBytes}} on chip{{/if}}</caption>\n<thead>\n<tr><th scope=\"col\">Bytes</th><th scope=\"col\" class=\"num\">Per step</th><th scope=\"col\" class=\"num\">Share</th><th scope=\"col\">Reduced by</th></tr>\n</thead>\n<tbody>\n{{#each trafficSplit.categories}}\n<tr data-category=\"{{id}}\"><td>{{title}}</td><td class=\"num\">{{bytes bytes}}</td><td class=\"num\">{{percent share}}</td><td><strong>{{reducedBy}}</strong>: {{how}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{/if}}\n{{#if gemmShapes}}\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"{{id}}-gemms-caption\" tabindex=\"0\">\n<table class=\"sortable gemms\" data-run=\"{{runLabel}}\">\n<caption id=\"{{id}}-gemms-caption\">GEMM shapes on {{hardwareName}} at {{runLabel}} (M × K by K × N; for routed experts M is the rows per expert under uniform routing), ranked by {{#if isRankedByExpected}}expected{{else}}floor{{/if}} time</caption>\n<thead>\n<tr><th scope=\"col\" class=\"num\">#</th><th scope=\"col\" class=\"num\">M</th><th scope=\"col\" class=\"num\">K</th><th scope=\"col\" class=\"num\">N</th><th scope=\"col\">Weight × act.</th><th scope=\"col\" class=\"num\">GEMMs</th><th scope=\"col\" class=\"num\">FLOPs</th><th scope=\"col\" class=\"num\">Bytes</th><th scope=\"col\" class=\"num\">FLOP/B</th><th scope=\"col\" class=\"num\"{{#unless isRankedByExpected}} aria-sort=\"descending\"{{/unless}}>Floor</th><th scope=\"col\" class=\"num\"{{#if isRankedByExpected}} aria-sort=\"descending\"{{/if}}>Expected</th><th scope=\"col\" class=\"num\">Share</th><th scope=\"col\">Bound</th><th scope=\"col\">Sites</th></tr>\n</thead>\n<tbody>\n{{#each gemmShapes}}\n<tr><td class=\"num\">{{inc @index}}</td><td class=\"num\" data-sort=\"{{sortKey m}}\">{{countOf m}}</td><td class=\"num\" data-sort=\"{{sortKey k}}\">{{int k}}</td><td class=\"num\" data-sort=\"{{sortKey n}}\">{{int n}}</td><td><code>{{weightFormat}}</code> × <code>{{activationFormat}}</code></td><td class=\"num\" data-sort=\"{{sortKey count}}\">{{countOf count}}</td><td class=\"num\" data-sort=\"{{sortKey flops}}\">{{flops flops}}</td><td class=\"num\" data-sort=\"{{sortKey bytes}}\">{{bytes bytes}}</td><td class=\"num\" data-sort=\"{{sortKey intensity}}\">{{intensity intensity}}</td><td class=\"num\" data-sort=\"{{sortKey floorSeconds}}\">{{seconds floorSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey expectedSeconds}}\">{{seconds expectedSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey share}}\">{{percent share}}</td><td>{{bound}}</td><td>{{#each sites}}{{#unless @first}}, {{/unless}}<code>{{this}}</code>{{/each}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{/if}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<div class=\"scroll\" role=\"region\" aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":2,"column":53},"end":{"line":2,"column":55}} ), depth0))
    + "-traffic-caption\" tabindex=\"0\">\n<table class=\"traffic\">\n<caption id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":4,"column":15},"end":{"line":4,"column":17}} ), depth0))
    + "-traffic-caption\">Traffic split on "
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":4,"column":56},"end":{"line":4,"column":68}} ), depth0))
    + " at "
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":4,"column":76},"end":{"line":4,"column":84}} ), depth0))
    + ": "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(lookupProperty(depth0,"trafficSplit"),"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":4,"column":88},"end":{"line":4,"column":116}}}))
    + " per step"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"trafficSplit"),"savedByFusionBytes"),{"name":"if","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":4,"column":125},"end":{"line":4,"column":245}}})) != null ? stack1 : "")
    + "</caption>\n<thead>\n<tr><th scope=\"col\">Bytes</th><th scope=\"col\" class=\"num\">Per step</th><th scope=\"col\" class=\"num\">Share</th><th scope=\"col\">Reduced by</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(lookupProperty(depth0,"trafficSplit"),"categories"),{"name":"each","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":9,"column":0},"end":{"line":11,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n";
},"1":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "; fusion keeps a further "
    + container.escapeExpression(lookupProperty(helpers,"bytes").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"trafficSplit"),"savedByFusionBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":4,"column":189},"end":{"line":4,"column":230}}}))
    + " on chip";
},"2":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr data-category=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":10,"column":21},"end":{"line":10,"column":23}} ), depth0))
    + "\"><td>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":10,"column":33},"end":{"line":10,"column":38}} ), depth0))
    + "</td><td class=\"num\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":10,"column":61},"end":{"line":10,"column":76}}}))
    + "</td><td class=\"num\">"
    + alias3(lookupProperty(helpers,"percent").call(alias4,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":10,"column":97},"end":{"line":10,"column":114}}}))
    + "</td><td><strong>"
    + alias3(alias2(alias1(depth0, "reducedBy", {"start":{"line":10,"column":133},"end":{"line":10,"column":142}} ), depth0))
    + "</strong>: "
    + alias3(alias2(alias1(depth0, "how", {"start":{"line":10,"column":157},"end":{"line":10,"column":160}} ), depth0))
    + "</td></tr>\n";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<div class=\"scroll\" role=\"region\" aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":17,"column":53},"end":{"line":17,"column":55}} ), depth0))
    + "-gemms-caption\" tabindex=\"0\">\n<table class=\"sortable gemms\" data-run=\""
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":18,"column":42},"end":{"line":18,"column":50}} ), depth0))
    + "\">\n<caption id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":19,"column":15},"end":{"line":19,"column":17}} ), depth0))
    + "-gemms-caption\">GEMM shapes on "
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":19,"column":52},"end":{"line":19,"column":64}} ), depth0))
    + " at "
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":19,"column":72},"end":{"line":19,"column":80}} ), depth0))
    + " (M × K by K × N; for routed experts M is the rows per expert under uniform routing), ranked by "
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isRankedByExpected"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.program(5, data, 0),"data":data,"loc":{"start":{"line":19,"column":178},"end":{"line":19,"column":232}}})) != null ? stack1 : "")
    + " time</caption>\n<thead>\n<tr><th scope=\"col\" class=\"num\">#</th><th scope=\"col\" class=\"num\">M</th><th scope=\"col\" class=\"num\">K</th><th scope=\"col\" class=\"num\">N</th><th scope=\"col\">Weight × act.</th><th scope=\"col\" class=\"num\">GEMMs</th><th scope=\"col\" class=\"num\">FLOPs</th><th scope=\"col\" class=\"num\">Bytes</th><th scope=\"col\" class=\"num\">FLOP/B</th><th scope=\"col\" class=\"num\""
    + ((stack1 = lookupProperty(helpers,"unless").call(alias4,lookupProperty(depth0,"isRankedByExpected"),{"name":"unless","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":21,"column":354},"end":{"line":21,"column":418}}})) != null ? stack1 : "")
    + ">Floor</th><th scope=\"col\" class=\"num\""
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isRankedByExpected"),{"name":"if","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":21,"column":456},"end":{"line":21,"column":512}}})) != null ? stack1 : "")
    + ">Expected</th><th scope=\"col\" class=\"num\">Share</th><th scope=\"col\">Bound</th><th scope=\"col\">Sites</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"gemmShapes"),{"name":"each","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":24,"column":0},"end":{"line":26,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n";
},"4":function(container,depth0,helpers,partials,data) {
    return "expected";
},"5":function(container,depth0,helpers,partials,data) {
    return "floor";
},"6":function(container,depth0,helpers,partials,data) {
    return " aria-sort=\"descending\"";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, alias3=container.strict, alias4=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td class=\"num\">"
    + alias2(lookupProperty(helpers,"inc").call(alias1,lookupProperty(data,"index"),{"name":"inc","hash":{},"data":data,"loc":{"start":{"line":25,"column":20},"end":{"line":25,"column":34}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"m"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":66},"end":{"line":25,"column":79}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"countOf").call(alias1,lookupProperty(depth0,"m"),{"name":"countOf","hash":{},"data":data,"loc":{"start":{"line":25,"column":81},"end":{"line":25,"column":94}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"k"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":126},"end":{"line":25,"column":139}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"k"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":25,"column":141},"end":{"line":25,"column":150}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"n"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":182},"end":{"line":25,"column":195}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"n"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":25,"column":197},"end":{"line":25,"column":206}}}))
    + "</td><td><code>"
    + alias2(alias4(alias3(depth0, "weightFormat", {"start":{"line":25,"column":223},"end":{"line":25,"column":235}} ), depth0))
    + "</code> × <code>"
    + alias2(alias4(alias3(depth0, "activationFormat", {"start":{"line":25,"column":255},"end":{"line":25,"column":271}} ), depth0))
    + "</code></td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"count"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":312},"end":{"line":25,"column":329}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"countOf").call(alias1,lookupProperty(depth0,"count"),{"name":"countOf","hash":{},"data":data,"loc":{"start":{"line":25,"column":331},"end":{"line":25,"column":348}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"flops"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":380},"end":{"line":25,"column":397}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"flops").call(alias1,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":25,"column":399},"end":{"line":25,"column":414}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"bytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":446},"end":{"line":25,"column":463}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":25,"column":465},"end":{"line":25,"column":480}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"intensity"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":512},"end":{"line":25,"column":533}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"intensity").call(alias1,lookupProperty(depth0,"intensity"),{"name":"intensity","hash":{},"data":data,"loc":{"start":{"line":25,"column":535},"end":{"line":25,"column":558}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"floorSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":590},"end":{"line":25,"column":614}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":25,"column":616},"end":{"line":25,"column":640}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":672},"end":{"line":25,"column":699}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":25,"column":701},"end":{"line":25,"column":728}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"share"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":25,"column":760},"end":{"line":25,"column":777}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":25,"column":779},"end":{"line":25,"column":796}}}))
    + "</td><td>"
    + alias2(alias4(alias3(depth0, "bound", {"start":{"line":25,"column":807},"end":{"line":25,"column":812}} ), depth0))
    + "</td><td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":25,"column":823},"end":{"line":25,"column":899}}})) != null ? stack1 : "")
    + "</td></tr>\n";
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":25,"column":838},"end":{"line":25,"column":869}}})) != null ? stack1 : "")
    + "<code>"
    + container.escapeExpression(container.lambda(depth0, depth0))
    + "</code>";
},"9":function(container,depth0,helpers,partials,data) {
    return ", ";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"trafficSplit"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":0},"end":{"line":15,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"gemmShapes"),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":0},"end":{"line":30,"column":7}}})) != null ? stack1 : "");
},"useData":true},
  },
  "partials/traffic.md": {
    text: "{{#if trafficSplit}}\n\n**Traffic split**: {{bytes trafficSplit.bytes}} per step{{#if trafficSplit.savedByFusionBytes}}; fusion keeps a further {{bytes trafficSplit.savedByFusionBytes}} on chip{{/if}}.\n\n| Bytes | Per step | Share | Reduced by |\n|---|--:|--:|---|\n{{#each trafficSplit.categories}}\n| {{title}} | {{bytes bytes}} | {{percent share}} | {{reducedBy}}: {{cell how}} |\n{{/each}}\n{{/if}}\n{{#if gemmShapes}}\n\n**GEMM shapes** (M × K by K × N; for routed experts M is the rows per expert under uniform routing), ranked by the {{#if isRankedByExpected}}expected{{else}}floor{{/if}} time:\n\n| # | M | K | N | Weight | Activation | GEMMs | FLOPs | Bytes | FLOP/B | Floor | Expected | Share | Bound | Sites |\n|--:|--:|--:|--:|---|---|--:|--:|--:|--:|--:|--:|--:|---|---|\n{{#each gemmShapes}}\n| {{inc @index}} | {{countOf m}} | {{int k}} | {{int n}} | {{code weightFormat}} | {{code activationFormat}} | {{countOf count}} | {{flops flops}} | {{bytes bytes}} | {{intensity intensity}} | {{seconds floorSeconds}} | {{seconds expectedSeconds}} | {{percent share}} | {{bound}} | {{#each sites}}{{#unless @first}}, {{/unless}}`{{this}}`{{/each}} |\n{{/each}}\n{{/if}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n**Traffic split**: "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"trafficSplit"),"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":3,"column":19},"end":{"line":3,"column":47}}})) != null ? stack1 : "")
    + " per step"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"trafficSplit"),"savedByFusionBytes"),{"name":"if","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":3,"column":56},"end":{"line":3,"column":176}}})) != null ? stack1 : "")
    + ".\n\n| Bytes | Per step | Share | Reduced by |\n|---|--:|--:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(lookupProperty(depth0,"trafficSplit"),"categories"),{"name":"each","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":7,"column":0},"end":{"line":9,"column":9}}})) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "; fusion keeps a further "
    + ((stack1 = lookupProperty(helpers,"bytes").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"trafficSplit"),"savedByFusionBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":3,"column":120},"end":{"line":3,"column":161}}})) != null ? stack1 : "")
    + " on chip";
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = alias2(alias1(depth0, "title", {"start":{"line":8,"column":4},"end":{"line":8,"column":9}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias3,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":8,"column":14},"end":{"line":8,"column":29}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias3,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":8,"column":32},"end":{"line":8,"column":49}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = alias2(alias1(depth0, "reducedBy", {"start":{"line":8,"column":54},"end":{"line":8,"column":63}} ), depth0)) != null ? stack1 : "")
    + ": "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias3,lookupProperty(depth0,"how"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":8,"column":67},"end":{"line":8,"column":79}}})) != null ? stack1 : "")
    + " |\n";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\n**GEMM shapes** (M × K by K × N; for routed experts M is the rows per expert under uniform routing), ranked by the "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isRankedByExpected"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.program(5, data, 0),"data":data,"loc":{"start":{"line":13,"column":115},"end":{"line":13,"column":169}}})) != null ? stack1 : "")
    + " time:\n\n| # | M | K | N | Weight | Activation | GEMMs | FLOPs | Bytes | FLOP/B | Floor | Expected | Share | Bound | Sites |\n|--:|--:|--:|--:|---|---|--:|--:|--:|--:|--:|--:|--:|---|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"gemmShapes"),{"name":"each","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":17,"column":0},"end":{"line":19,"column":9}}})) != null ? stack1 : "");
},"4":function(container,depth0,helpers,partials,data) {
    return "expected";
},"5":function(container,depth0,helpers,partials,data) {
    return "floor";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"inc").call(alias1,lookupProperty(data,"index"),{"name":"inc","hash":{},"data":data,"loc":{"start":{"line":18,"column":2},"end":{"line":18,"column":16}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"countOf").call(alias1,lookupProperty(depth0,"m"),{"name":"countOf","hash":{},"data":data,"loc":{"start":{"line":18,"column":19},"end":{"line":18,"column":32}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"k"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":18,"column":35},"end":{"line":18,"column":44}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"n"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":18,"column":47},"end":{"line":18,"column":56}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"weightFormat"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":18,"column":59},"end":{"line":18,"column":80}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"activationFormat"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":18,"column":83},"end":{"line":18,"column":108}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"countOf").call(alias1,lookupProperty(depth0,"count"),{"name":"countOf","hash":{},"data":data,"loc":{"start":{"line":18,"column":111},"end":{"line":18,"column":128}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"flops").call(alias1,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":18,"column":131},"end":{"line":18,"column":146}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":18,"column":149},"end":{"line":18,"column":164}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"intensity").call(alias1,lookupProperty(depth0,"intensity"),{"name":"intensity","hash":{},"data":data,"loc":{"start":{"line":18,"column":167},"end":{"line":18,"column":190}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":18,"column":193},"end":{"line":18,"column":217}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":18,"column":220},"end":{"line":18,"column":247}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":18,"column":250},"end":{"line":18,"column":267}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = container.lambda(container.strict(depth0, "bound", {"start":{"line":18,"column":272},"end":{"line":18,"column":277}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":18,"column":282},"end":{"line":18,"column":347}}})) != null ? stack1 : "")
    + " |\n";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":18,"column":297},"end":{"line":18,"column":328}}})) != null ? stack1 : "")
    + "`"
    + ((stack1 = container.lambda(depth0, depth0)) != null ? stack1 : "")
    + "`";
},"8":function(container,depth0,helpers,partials,data) {
    return ", ";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"trafficSplit"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":0},"end":{"line":10,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"gemmShapes"),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":11,"column":0},"end":{"line":20,"column":7}}})) != null ? stack1 : "");
},"useData":true},
  },
  "partials/venn-family.html": {
    text: "{{#if source}}<a href=\"{{source}}\" rel=\"noreferrer\"><code>{{family}}</code></a>{{else}}<code>{{family}}</code>{{/if}}",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<a href=\""
    + alias3(alias2(alias1(depth0, "source", {"start":{"line":1,"column":25},"end":{"line":1,"column":31}} ), depth0))
    + "\" rel=\"noreferrer\"><code>"
    + alias3(alias2(alias1(depth0, "family", {"start":{"line":1,"column":60},"end":{"line":1,"column":66}} ), depth0))
    + "</code></a>";
},"1":function(container,depth0,helpers,partials,data) {
    return "<code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "family", {"start":{"line":1,"column":95},"end":{"line":1,"column":101}} ), depth0))
    + "</code>";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"source"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.program(1, data, 0),"data":data,"loc":{"start":{"line":1,"column":0},"end":{"line":1,"column":117}}})) != null ? stack1 : "");
},"useData":true},
  },
  "partials/venn-saved.html": {
    text: "{{#if savedAt}}{{seconds savedSeconds}}<br><span class=\"note\">on {{savedAtText}} vs <code>{{nextFamily}}</code> ({{nextHow}})</span>{{else}}—<br><span class=\"note\">no family runs it</span>{{/if}}",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var alias1=container.escapeExpression, alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return alias1(lookupProperty(helpers,"seconds").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"savedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":15},"end":{"line":1,"column":39}}}))
    + "<br><span class=\"note\">on "
    + alias1(alias3(alias2(depth0, "savedAtText", {"start":{"line":1,"column":67},"end":{"line":1,"column":78}} ), depth0))
    + " vs <code>"
    + alias1(alias3(alias2(depth0, "nextFamily", {"start":{"line":1,"column":92},"end":{"line":1,"column":102}} ), depth0))
    + "</code> ("
    + alias1(alias3(alias2(depth0, "nextHow", {"start":{"line":1,"column":115},"end":{"line":1,"column":122}} ), depth0))
    + ")</span>";
},"1":function(container,depth0,helpers,partials,data) {
    return "—<br><span class=\"note\">no family runs it</span>";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"savedAt"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.program(1, data, 0),"data":data,"loc":{"start":{"line":1,"column":0},"end":{"line":1,"column":195}}})) != null ? stack1 : "");
},"useData":true},
  },
  "partials/venn-saved.md": {
    text: "{{#if savedAt}}{{seconds savedSeconds}} on {{savedAtText}} vs `{{nextFamily}}` ({{nextHow}}){{else}}— (no family runs it){{/if}}",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"seconds").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"savedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":1,"column":15},"end":{"line":1,"column":39}}})) != null ? stack1 : "")
    + " on "
    + ((stack1 = alias2(alias1(depth0, "savedAtText", {"start":{"line":1,"column":45},"end":{"line":1,"column":56}} ), depth0)) != null ? stack1 : "")
    + " vs `"
    + ((stack1 = alias2(alias1(depth0, "nextFamily", {"start":{"line":1,"column":65},"end":{"line":1,"column":75}} ), depth0)) != null ? stack1 : "")
    + "` ("
    + ((stack1 = alias2(alias1(depth0, "nextHow", {"start":{"line":1,"column":82},"end":{"line":1,"column":89}} ), depth0)) != null ? stack1 : "")
    + ")";
},"1":function(container,depth0,helpers,partials,data) {
    return "— (no family runs it)";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"savedAt"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.program(1, data, 0),"data":data,"loc":{"start":{"line":1,"column":0},"end":{"line":1,"column":128}}})) != null ? stack1 : "");
},"useData":true},
  },
  "partials/venn-shapes.html": {
    text: "<ul class=\"shapes\">{{#each shapes}}<li><code>{{site}}</code>:{{#if input}} in {{input}}{{/if}}{{#if weight}}, w {{weight}}{{/if}}{{#if kv}}, KV {{kv}} per token{{/if}}{{#if pointText}}; <code>{{pointText}}</code>{{/if}}</li>{{/each}}</ul>",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<li><code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "site", {"start":{"line":1,"column":47},"end":{"line":1,"column":51}} ), depth0))
    + "</code>:"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"input"),{"name":"if","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":61},"end":{"line":1,"column":94}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"weight"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":94},"end":{"line":1,"column":129}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"kv"),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":129},"end":{"line":1,"column":167}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"pointText"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":167},"end":{"line":1,"column":219}}})) != null ? stack1 : "")
    + "</li>";
},"1":function(container,depth0,helpers,partials,data) {
    return " in "
    + container.escapeExpression(container.lambda(container.strict(depth0, "input", {"start":{"line":1,"column":80},"end":{"line":1,"column":85}} ), depth0));
},"2":function(container,depth0,helpers,partials,data) {
    return ", w "
    + container.escapeExpression(container.lambda(container.strict(depth0, "weight", {"start":{"line":1,"column":114},"end":{"line":1,"column":120}} ), depth0));
},"3":function(container,depth0,helpers,partials,data) {
    return ", KV "
    + container.escapeExpression(container.lambda(container.strict(depth0, "kv", {"start":{"line":1,"column":146},"end":{"line":1,"column":148}} ), depth0))
    + " per token";
},"4":function(container,depth0,helpers,partials,data) {
    return "; <code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "pointText", {"start":{"line":1,"column":194},"end":{"line":1,"column":203}} ), depth0))
    + "</code>";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<ul class=\"shapes\">"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"shapes"),{"name":"each","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":19},"end":{"line":1,"column":233}}})) != null ? stack1 : "")
    + "</ul>";
},"useData":true},
  },
  "partials/venn.html": {
    text: "<section aria-labelledby=\"venn\">\n<h2 id=\"venn\">Kernel coverage against <code>{{venn.kernels}}</code>{{#if venn.against.length}} and {{#each venn.against}}<code>{{this}}</code>{{#unless @last}}, {{/unless}}{{/each}}{{/if}}</h2>\n<h3 id=\"venn-regions\">Regions</h3>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-regions-caption\" tabindex=\"0\">\n<table class=\"sortable regions\">\n<caption id=\"venn-regions-caption\">Where each run's step time falls: target only, both, reference only</caption>\n<thead>\n<tr><th scope=\"col\">Run</th><th scope=\"col\" class=\"num\">Target only (novel)</th><th scope=\"col\" class=\"num\">Both (shared and variants)</th><th scope=\"col\">Reference only (families the target never uses)</th></tr>\n</thead>\n<tbody>\n{{#each regions}}\n<tr><td>{{hardwareName}} · {{runLabel}}</td><td class=\"num\" data-sort=\"{{sortKey targetOnly.share}}\">{{percent targetOnly.share}} ({{siteCount targetOnly.sites.length}})</td><td class=\"num\" data-sort=\"{{sortKey both.share}}\">{{percent both.share}} ({{siteCount both.sites.length}})</td><td>{{#each referenceOnly.families}}<code>{{family}}</code> {{percent share}}{{#unless @last}}, {{/unless}}{{else}}—{{/each}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n<p class=\"note\">Shares are of the target's step floor; a reference-only family's share is of the reference model's step.</p>\n<h3 id=\"venn-flags\">Flags: layer kinds that run one row per launch</h3>\n{{#if flags.length}}\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-flags-caption\" tabindex=\"0\">\n<table class=\"sortable flags\">\n<caption id=\"venn-flags-caption\">Layer kinds whose only families take one row per launch, and what the per-row fallback adds</caption>\n<thead>\n<tr><th scope=\"col\">Run</th><th scope=\"col\">Layer kind</th><th scope=\"col\">Families</th><th scope=\"col\">Sites</th><th scope=\"col\" class=\"num\">Per-row fallback adds</th><th scope=\"col\" class=\"num\">Of step</th></tr>\n</thead>\n<tbody>\n{{#each flags}}\n<tr><td>{{hardwareName}} · {{runLabel}}</td><td><code>{{layerKind}}</code></td><td>{{#each families}}{{#unless @first}} {{/unless}}<code>{{this}}</code>{{/each}}</td><td>{{#each sites}}{{#unless @first}} {{/unless}}<code>{{this}}</code>{{/each}}</td><td class=\"num\" data-sort=\"{{sortKey addedSeconds}}\">{{seconds addedSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey share}}\">{{percent share}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{else}}\n<p>None: every site has a family that covers its rows in one launch.</p>\n{{/if}}\n<h3 id=\"venn-work\">Work list for the engine team</h3>\n<p class=\"note\">Each item is ranked by the largest step share it touches over all runs.</p>\n<h4>Parameterization plan</h4>\n{{#if venn.workList.plan.length}}\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-plan-caption\" tabindex=\"0\">\n<table class=\"sortable plan\">\n<caption id=\"venn-plan-caption\">Existing families that need a new parameter value or policy</caption>\n<thead>\n<tr><th scope=\"col\">Family</th><th scope=\"col\">Change</th><th scope=\"col\">Class</th><th scope=\"col\">Sites</th><th scope=\"col\">Shapes and points</th><th scope=\"col\" class=\"num\">Time saved if written</th><th scope=\"col\" class=\"num\" aria-sort=\"descending\">Max share</th></tr>\n</thead>\n<tbody>\n{{#each venn.workList.plan}}\n<tr><td>{{> venn-family}}</td><td><code>{{change}}</code></td><td><span class=\"badge cls-{{classKey}}\">{{classTitle}}</span></td><td>{{#each sites}}{{#unless @first}} {{/unless}}<code>{{this}}</code>{{/each}}</td><td>{{> venn-shapes}}</td><td class=\"num saved\" data-sort=\"{{sortKey savedSeconds}}\">{{> venn-saved}}</td><td class=\"num\" data-sort=\"{{sortKey share}}\">{{percent share}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{else}}\n<p>Nothing to re-parameterize.</p>\n{{/if}}\n<h4>Novel kernels</h4>\n{{#if venn.workList.novelKernels.length}}\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-novel-caption\" tabindex=\"0\">\n<table class=\"sortable novel\">\n<caption id=\"venn-novel-caption\">Kernels no family implements: sites with the same op kind and formats share a row</caption>\n<thead>\n<tr><th scope=\"col\">Kernel</th><th scope=\"col\">Formats</th><th scope=\"col\">Sites</th><th scope=\"col\">Shapes and points</th><th scope=\"col\" class=\"num\">Time saved if written</th><th scope=\"col\" class=\"num\" aria-sort=\"descending\">Max share</th></tr>\n</thead>\n<tbody>\n{{#each venn.workList.novelKernels}}\n<tr><td><code>{{op}}</code></td><td>{{#if weightFormat}}<code>{{weightFormat}}</code>{{else}}—{{/if}} × {{#if activationFormat}}<code>{{activationFormat}}</code>{{else}}—{{/if}}</td><td>{{#each sites}}{{#unless @first}} {{/unless}}<code>{{this}}</code>{{/each}}</td><td>{{> venn-shapes}}</td><td class=\"num saved\" data-sort=\"{{sortKey savedSeconds}}\">{{> venn-saved}}</td><td class=\"num\" data-sort=\"{{sortKey share}}\">{{percent share}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{else}}\n<p>No novel kernels.</p>\n{{/if}}\n<p class=\"note\">Time saved if written: the step time the item's sites save at their floor against the next-best family the engine runs today (one row per launch, or inputs widened to a format it implements), at the run where it is largest; — where no family can run them.</p>\n<h4>Reused but unmeasured</h4>\n<p class=\"note\">Microbenchmark these next; shared does not mean fast.</p>\n{{#if venn.workList.unmeasured.length}}\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-unmeasured-caption\" tabindex=\"0\">\n<table class=\"sortable unmeasured\">\n<caption id=\"venn-unmeasured-caption\">Reused families without a measurement</caption>\n<thead>\n<tr><th scope=\"col\">Family</th><th scope=\"col\">Sites</th><th scope=\"col\" class=\"num\" aria-sort=\"descending\">Max share</th></tr>\n</thead>\n<tbody>\n{{#each venn.workList.unmeasured}}\n<tr><td>{{> venn-family}}</td><td>{{#each sites}}{{#unless @first}} {{/unless}}<code>{{this}}</code>{{/each}}</td><td class=\"num\" data-sort=\"{{sortKey share}}\">{{percent share}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{else}}\n<p>Every reused family is measured.</p>\n{{/if}}\n{{#if venn.workList.fusions}}\n<h4>Fusion opportunities</h4>\n<p class=\"note\">Fusions of the bundled file that would run where no group of <code>{{@root.fusions.file}}</code> does; per step at the run where each saves the largest share of the step.</p>\n{{#if venn.workList.fusions.length}}\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-fusions-caption\" tabindex=\"0\">\n<table class=\"sortable fusions\">\n<caption id=\"venn-fusions-caption\">Fusion opportunities, ranked by the share of the step they save</caption>\n<thead>\n<tr><th scope=\"col\">Fusion</th><th scope=\"col\">Fused rows</th><th scope=\"col\" class=\"num\">Fusible bytes</th><th scope=\"col\" class=\"num\">Launches removed</th><th scope=\"col\" class=\"num\">Saved (floor)</th><th scope=\"col\" class=\"num\">Saved (expected)</th><th scope=\"col\">At</th><th scope=\"col\" class=\"num\" aria-sort=\"descending\">Max share</th></tr>\n</thead>\n<tbody>\n{{#each venn.workList.fusions}}\n<tr><td><a href=\"{{source}}\"><code>{{group}}</code></a>: {{title}}</td><td>{{#each sites}}{{#unless @first}} {{/unless}}<code>{{this}}</code>{{/each}}</td><td class=\"num\" data-sort=\"{{sortKey internalBytes}}\">{{bytes internalBytes}}</td><td class=\"num\" data-sort=\"{{sortKey launchesRemoved}}\">{{int launchesRemoved}}</td><td class=\"num\" data-sort=\"{{sortKey savedSeconds}}\">{{seconds savedSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey savedExpectedSeconds}}\">{{seconds savedExpectedSeconds}}</td><td>{{atText}}</td><td class=\"num\" data-sort=\"{{sortKey share}}\">{{percent share}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{else}}\n<p>Every fusion of the bundled file that applies already runs.</p>\n{{/if}}\n{{/if}}\n<h4>Classes</h4>\n<dl class=\"classes\">\n{{#each venn.classes}}\n<dt><span class=\"badge cls-{{classKey}}\">{{title}}</span></dt><dd>{{short}}.</dd>\n{{/each}}\n</dl>\n</section>\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " and "
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"venn"),"against"),{"name":"each","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":2,"column":99},"end":{"line":2,"column":181}}})) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<code>"
    + container.escapeExpression(container.lambda(depth0, depth0))
    + "</code>"
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":2,"column":142},"end":{"line":2,"column":172}}})) != null ? stack1 : "");
},"2":function(container,depth0,helpers,partials,data) {
    return ", ";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td>"
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":12,"column":10},"end":{"line":12,"column":22}} ), depth0))
    + " · "
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":12,"column":29},"end":{"line":12,"column":37}} ), depth0))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"targetOnly"),"share"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":12,"column":71},"end":{"line":12,"column":99}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"percent").call(alias4,lookupProperty(lookupProperty(depth0,"targetOnly"),"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":12,"column":101},"end":{"line":12,"column":129}}}))
    + " ("
    + alias3(lookupProperty(helpers,"siteCount").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"targetOnly"),"sites"),"length"),{"name":"siteCount","hash":{},"data":data,"loc":{"start":{"line":12,"column":131},"end":{"line":12,"column":168}}}))
    + ")</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"both"),"share"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":12,"column":201},"end":{"line":12,"column":223}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"percent").call(alias4,lookupProperty(lookupProperty(depth0,"both"),"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":12,"column":225},"end":{"line":12,"column":247}}}))
    + " ("
    + alias3(lookupProperty(helpers,"siteCount").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"both"),"sites"),"length"),{"name":"siteCount","hash":{},"data":data,"loc":{"start":{"line":12,"column":249},"end":{"line":12,"column":280}}}))
    + ")</td><td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(lookupProperty(depth0,"referenceOnly"),"families"),{"name":"each","hash":{},"fn":container.program(4, data, 0),"inverse":container.program(5, data, 0),"data":data,"loc":{"start":{"line":12,"column":290},"end":{"line":12,"column":411}}})) != null ? stack1 : "")
    + "</td></tr>\n";
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.escapeExpression, alias2=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<code>"
    + alias1(container.lambda(container.strict(depth0, "family", {"start":{"line":12,"column":330},"end":{"line":12,"column":336}} ), depth0))
    + "</code> "
    + alias1(lookupProperty(helpers,"percent").call(alias2,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":12,"column":346},"end":{"line":12,"column":363}}}))
    + ((stack1 = lookupProperty(helpers,"unless").call(alias2,lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":12,"column":363},"end":{"line":12,"column":393}}})) != null ? stack1 : "");
},"5":function(container,depth0,helpers,partials,data) {
    return "—";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-flags-caption\" tabindex=\"0\">\n<table class=\"sortable flags\">\n<caption id=\"venn-flags-caption\">Layer kinds whose only families take one row per launch, and what the per-row fallback adds</caption>\n<thead>\n<tr><th scope=\"col\">Run</th><th scope=\"col\">Layer kind</th><th scope=\"col\">Families</th><th scope=\"col\">Sites</th><th scope=\"col\" class=\"num\">Per-row fallback adds</th><th scope=\"col\" class=\"num\">Of step</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"flags"),{"name":"each","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":27,"column":0},"end":{"line":29,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td>"
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":28,"column":10},"end":{"line":28,"column":22}} ), depth0))
    + " · "
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":28,"column":29},"end":{"line":28,"column":37}} ), depth0))
    + "</td><td><code>"
    + alias3(alias2(alias1(depth0, "layerKind", {"start":{"line":28,"column":56},"end":{"line":28,"column":65}} ), depth0))
    + "</code></td><td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"families"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":83},"end":{"line":28,"column":161}}})) != null ? stack1 : "")
    + "</td><td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":170},"end":{"line":28,"column":245}}})) != null ? stack1 : "")
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"addedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":28,"column":277},"end":{"line":28,"column":301}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"addedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":28,"column":303},"end":{"line":28,"column":327}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"share"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":28,"column":359},"end":{"line":28,"column":376}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"percent").call(alias4,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":28,"column":378},"end":{"line":28,"column":395}}}))
    + "</td></tr>\n";
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":101},"end":{"line":28,"column":131}}})) != null ? stack1 : "")
    + "<code>"
    + container.escapeExpression(container.lambda(depth0, depth0))
    + "</code>";
},"9":function(container,depth0,helpers,partials,data) {
    return " ";
},"10":function(container,depth0,helpers,partials,data) {
    return "<p>None: every site has a family that covers its rows in one launch.</p>\n";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-plan-caption\" tabindex=\"0\">\n<table class=\"sortable plan\">\n<caption id=\"venn-plan-caption\">Existing families that need a new parameter value or policy</caption>\n<thead>\n<tr><th scope=\"col\">Family</th><th scope=\"col\">Change</th><th scope=\"col\">Class</th><th scope=\"col\">Sites</th><th scope=\"col\">Shapes and points</th><th scope=\"col\" class=\"num\">Time saved if written</th><th scope=\"col\" class=\"num\" aria-sort=\"descending\">Max share</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"plan"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":47,"column":0},"end":{"line":49,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n";
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td>"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"venn-family"),depth0,{"name":"venn-family","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "</td><td><code>"
    + alias3(alias2(alias1(depth0, "change", {"start":{"line":48,"column":42},"end":{"line":48,"column":48}} ), depth0))
    + "</code></td><td><span class=\"badge cls-"
    + alias3(alias2(alias1(depth0, "classKey", {"start":{"line":48,"column":91},"end":{"line":48,"column":99}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "classTitle", {"start":{"line":48,"column":105},"end":{"line":48,"column":115}} ), depth0))
    + "</span></td><td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":48,"column":133},"end":{"line":48,"column":208}}})) != null ? stack1 : "")
    + "</td><td>"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"venn-shapes"),depth0,{"name":"venn-shapes","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "</td><td class=\"num saved\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"savedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":48,"column":272},"end":{"line":48,"column":296}}}))
    + "\">"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"venn-saved"),depth0,{"name":"venn-saved","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"share"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":48,"column":346},"end":{"line":48,"column":363}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"percent").call(alias4,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":48,"column":365},"end":{"line":48,"column":382}}}))
    + "</td></tr>\n";
},"13":function(container,depth0,helpers,partials,data) {
    return "<p>Nothing to re-parameterize.</p>\n";
},"14":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-novel-caption\" tabindex=\"0\">\n<table class=\"sortable novel\">\n<caption id=\"venn-novel-caption\">Kernels no family implements: sites with the same op kind and formats share a row</caption>\n<thead>\n<tr><th scope=\"col\">Kernel</th><th scope=\"col\">Formats</th><th scope=\"col\">Sites</th><th scope=\"col\">Shapes and points</th><th scope=\"col\" class=\"num\">Time saved if written</th><th scope=\"col\" class=\"num\" aria-sort=\"descending\">Max share</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"novelKernels"),{"name":"each","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":65,"column":0},"end":{"line":67,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n";
},"15":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.escapeExpression, alias2=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td><code>"
    + alias1(container.lambda(container.strict(depth0, "op", {"start":{"line":66,"column":16},"end":{"line":66,"column":18}} ), depth0))
    + "</code></td><td>"
    + ((stack1 = lookupProperty(helpers,"if").call(alias2,lookupProperty(depth0,"weightFormat"),{"name":"if","hash":{},"fn":container.program(16, data, 0),"inverse":container.program(5, data, 0),"data":data,"loc":{"start":{"line":66,"column":36},"end":{"line":66,"column":101}}})) != null ? stack1 : "")
    + " × "
    + ((stack1 = lookupProperty(helpers,"if").call(alias2,lookupProperty(depth0,"activationFormat"),{"name":"if","hash":{},"fn":container.program(17, data, 0),"inverse":container.program(5, data, 0),"data":data,"loc":{"start":{"line":66,"column":104},"end":{"line":66,"column":177}}})) != null ? stack1 : "")
    + "</td><td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias2,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":66,"column":186},"end":{"line":66,"column":261}}})) != null ? stack1 : "")
    + "</td><td>"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"venn-shapes"),depth0,{"name":"venn-shapes","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "</td><td class=\"num saved\" data-sort=\""
    + alias1(lookupProperty(helpers,"sortKey").call(alias2,lookupProperty(depth0,"savedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":66,"column":325},"end":{"line":66,"column":349}}}))
    + "\">"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"venn-saved"),depth0,{"name":"venn-saved","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "</td><td class=\"num\" data-sort=\""
    + alias1(lookupProperty(helpers,"sortKey").call(alias2,lookupProperty(depth0,"share"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":66,"column":399},"end":{"line":66,"column":416}}}))
    + "\">"
    + alias1(lookupProperty(helpers,"percent").call(alias2,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":66,"column":418},"end":{"line":66,"column":435}}}))
    + "</td></tr>\n";
},"16":function(container,depth0,helpers,partials,data) {
    return "<code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "weightFormat", {"start":{"line":66,"column":64},"end":{"line":66,"column":76}} ), depth0))
    + "</code>";
},"17":function(container,depth0,helpers,partials,data) {
    return "<code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "activationFormat", {"start":{"line":66,"column":136},"end":{"line":66,"column":152}} ), depth0))
    + "</code>";
},"18":function(container,depth0,helpers,partials,data) {
    return "<p>No novel kernels.</p>\n";
},"19":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-unmeasured-caption\" tabindex=\"0\">\n<table class=\"sortable unmeasured\">\n<caption id=\"venn-unmeasured-caption\">Reused families without a measurement</caption>\n<thead>\n<tr><th scope=\"col\">Family</th><th scope=\"col\">Sites</th><th scope=\"col\" class=\"num\" aria-sort=\"descending\">Max share</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"unmeasured"),{"name":"each","hash":{},"fn":container.program(20, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":85,"column":0},"end":{"line":87,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n";
},"20":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td>"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"venn-family"),depth0,{"name":"venn-family","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "</td><td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":86,"column":34},"end":{"line":86,"column":109}}})) != null ? stack1 : "")
    + "</td><td class=\"num\" data-sort=\""
    + alias2(lookupProperty(helpers,"sortKey").call(alias1,lookupProperty(depth0,"share"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":86,"column":141},"end":{"line":86,"column":158}}}))
    + "\">"
    + alias2(lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":86,"column":160},"end":{"line":86,"column":177}}}))
    + "</td></tr>\n";
},"21":function(container,depth0,helpers,partials,data) {
    return "<p>Every reused family is measured.</p>\n";
},"22":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<h4>Fusion opportunities</h4>\n<p class=\"note\">Fusions of the bundled file that would run where no group of <code>"
    + container.escapeExpression(container.lambda(container.strict(lookupProperty(lookupProperty(data,"root"),"fusions"), "file", {"start":{"line":96,"column":85},"end":{"line":96,"column":103}} ), depth0))
    + "</code> does; per step at the run where each saves the largest share of the step.</p>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"fusions"),"length"),{"name":"if","hash":{},"fn":container.program(23, data, 0),"inverse":container.program(25, data, 0),"data":data,"loc":{"start":{"line":97,"column":0},"end":{"line":113,"column":7}}})) != null ? stack1 : "");
},"23":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-fusions-caption\" tabindex=\"0\">\n<table class=\"sortable fusions\">\n<caption id=\"venn-fusions-caption\">Fusion opportunities, ranked by the share of the step they save</caption>\n<thead>\n<tr><th scope=\"col\">Fusion</th><th scope=\"col\">Fused rows</th><th scope=\"col\" class=\"num\">Fusible bytes</th><th scope=\"col\" class=\"num\">Launches removed</th><th scope=\"col\" class=\"num\">Saved (floor)</th><th scope=\"col\" class=\"num\">Saved (expected)</th><th scope=\"col\">At</th><th scope=\"col\" class=\"num\" aria-sort=\"descending\">Max share</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"fusions"),{"name":"each","hash":{},"fn":container.program(24, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":105,"column":0},"end":{"line":107,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n";
},"24":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td><a href=\""
    + alias3(alias2(alias1(depth0, "source", {"start":{"line":106,"column":19},"end":{"line":106,"column":25}} ), depth0))
    + "\"><code>"
    + alias3(alias2(alias1(depth0, "group", {"start":{"line":106,"column":37},"end":{"line":106,"column":42}} ), depth0))
    + "</code></a>: "
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":106,"column":59},"end":{"line":106,"column":64}} ), depth0))
    + "</td><td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":106,"column":75},"end":{"line":106,"column":150}}})) != null ? stack1 : "")
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"internalBytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":106,"column":182},"end":{"line":106,"column":207}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"internalBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":106,"column":209},"end":{"line":106,"column":232}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"launchesRemoved"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":106,"column":264},"end":{"line":106,"column":291}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(depth0,"launchesRemoved"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":106,"column":293},"end":{"line":106,"column":316}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"savedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":106,"column":348},"end":{"line":106,"column":372}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"savedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":106,"column":374},"end":{"line":106,"column":398}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"savedExpectedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":106,"column":430},"end":{"line":106,"column":462}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"savedExpectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":106,"column":464},"end":{"line":106,"column":496}}}))
    + "</td><td>"
    + alias3(alias2(alias1(depth0, "atText", {"start":{"line":106,"column":507},"end":{"line":106,"column":513}} ), depth0))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"share"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":106,"column":547},"end":{"line":106,"column":564}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"percent").call(alias4,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":106,"column":566},"end":{"line":106,"column":583}}}))
    + "</td></tr>\n";
},"25":function(container,depth0,helpers,partials,data) {
    return "<p>Every fusion of the bundled file that applies already runs.</p>\n";
},"26":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<dt><span class=\"badge cls-"
    + alias3(alias2(alias1(depth0, "classKey", {"start":{"line":118,"column":29},"end":{"line":118,"column":37}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":118,"column":43},"end":{"line":118,"column":48}} ), depth0))
    + "</span></dt><dd>"
    + alias3(alias2(alias1(depth0, "short", {"start":{"line":118,"column":68},"end":{"line":118,"column":73}} ), depth0))
    + ".</dd>\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<section aria-labelledby=\"venn\">\n<h2 id=\"venn\">Kernel coverage against <code>"
    + container.escapeExpression(container.lambda(container.strict(lookupProperty(depth0,"venn"), "kernels", {"start":{"line":2,"column":46},"end":{"line":2,"column":58}} ), depth0))
    + "</code>"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"against"),"length"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":2,"column":67},"end":{"line":2,"column":188}}})) != null ? stack1 : "")
    + "</h2>\n<h3 id=\"venn-regions\">Regions</h3>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"venn-regions-caption\" tabindex=\"0\">\n<table class=\"sortable regions\">\n<caption id=\"venn-regions-caption\">Where each run's step time falls: target only, both, reference only</caption>\n<thead>\n<tr><th scope=\"col\">Run</th><th scope=\"col\" class=\"num\">Target only (novel)</th><th scope=\"col\" class=\"num\">Both (shared and variants)</th><th scope=\"col\">Reference only (families the target never uses)</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"regions"),{"name":"each","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":11,"column":0},"end":{"line":13,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n<p class=\"note\">Shares are of the target's step floor; a reference-only family's share is of the reference model's step.</p>\n<h3 id=\"venn-flags\">Flags: layer kinds that run one row per launch</h3>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"flags"),"length"),{"name":"if","hash":{},"fn":container.program(6, data, 0),"inverse":container.program(10, data, 0),"data":data,"loc":{"start":{"line":19,"column":0},"end":{"line":35,"column":7}}})) != null ? stack1 : "")
    + "<h3 id=\"venn-work\">Work list for the engine team</h3>\n<p class=\"note\">Each item is ranked by the largest step share it touches over all runs.</p>\n<h4>Parameterization plan</h4>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"plan"),"length"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.program(13, data, 0),"data":data,"loc":{"start":{"line":39,"column":0},"end":{"line":55,"column":7}}})) != null ? stack1 : "")
    + "<h4>Novel kernels</h4>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"novelKernels"),"length"),{"name":"if","hash":{},"fn":container.program(14, data, 0),"inverse":container.program(18, data, 0),"data":data,"loc":{"start":{"line":57,"column":0},"end":{"line":73,"column":7}}})) != null ? stack1 : "")
    + "<p class=\"note\">Time saved if written: the step time the item's sites save at their floor against the next-best family the engine runs today (one row per launch, or inputs widened to a format it implements), at the run where it is largest; — where no family can run them.</p>\n<h4>Reused but unmeasured</h4>\n<p class=\"note\">Microbenchmark these next; shared does not mean fast.</p>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"unmeasured"),"length"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.program(21, data, 0),"data":data,"loc":{"start":{"line":77,"column":0},"end":{"line":93,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"fusions"),{"name":"if","hash":{},"fn":container.program(22, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":94,"column":0},"end":{"line":114,"column":7}}})) != null ? stack1 : "")
    + "<h4>Classes</h4>\n<dl class=\"classes\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(lookupProperty(depth0,"venn"),"classes"),{"name":"each","hash":{},"fn":container.program(26, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":117,"column":0},"end":{"line":119,"column":9}}})) != null ? stack1 : "")
    + "</dl>\n</section>\n";
},"usePartial":true,"useData":true},
  },
  "partials/venn.md": {
    text: "## Kernel coverage against `{{venn.kernels}}`{{#if venn.against.length}} and {{#each venn.against}}`{{this}}`{{#unless @last}}, {{/unless}}{{/each}}{{/if}}\n\n| Run | Target only (novel) | Both (shared and variants) | Reference only (families the target never uses) |\n|---|--:|--:|---|\n{{#each regions}}\n| {{cell hardwareName}} · {{mode}}:{{rows}} | {{percent targetOnly.share}} ({{siteCount targetOnly.sites.length}}) | {{percent both.share}} ({{siteCount both.sites.length}}) | {{#each referenceOnly.families}}`{{family}}` {{percent share}}{{#unless @last}}, {{/unless}}{{else}}—{{/each}} |\n{{/each}}\n\nShares are of the target's step floor; a reference-only family's share is of the reference model's step.\n\n### Flags: layer kinds that run one row per launch\n\n{{#if flags.length}}\n| Run | Layer kind | Families | Sites | Per-row fallback adds | Of step |\n|---|---|---|---|--:|--:|\n{{#each flags}}\n| {{cell hardwareName}} · {{mode}}:{{rows}} | `{{layerKind}}` | {{#each families}}{{#unless @first}} {{/unless}}`{{this}}`{{/each}} | {{#each sites}}{{#unless @first}} {{/unless}}`{{this}}`{{/each}} | {{seconds addedSeconds}} | {{percent share}} |\n{{/each}}\n{{else}}\nNone: every site has a family that covers its rows in one launch.\n{{/if}}\n\n### Work list for the engine team\n\nEach item is ranked by the largest step share it touches over all runs.\n\n**Parameterization plan**\n\n{{#if venn.workList.plan.length}}\n| Family | Change | Class | Sites | Shapes and points | Time saved if written | Max share |\n|---|---|---|---|---|--:|--:|\n{{#each venn.workList.plan}}\n| {{#if source}}[`{{family}}`]({{source}}){{else}}`{{family}}`{{/if}} | `{{change}}` | {{classTitle}} | {{#each sites}}{{#unless @first}} {{/unless}}`{{this}}`{{/each}} | {{#each shapes}}{{#unless @first}}<br>{{/unless}}`{{site}}`: {{#if input}}in {{input}}{{/if}}{{#if weight}}, w {{weight}}{{/if}}{{#if kv}}, KV {{kv}} per token{{/if}}{{#if pointText}}; {{cell pointText}}{{/if}}{{/each}} | {{> venn-saved}} | {{percent share}} |\n{{/each}}\n{{else}}\nNothing to re-parameterize.\n{{/if}}\n\n**Novel kernels** (sites that need the same kernel, same op kind and formats, are one row)\n\n{{#if venn.workList.novelKernels.length}}\n| Kernel | Formats | Sites | Shapes and points | Time saved if written | Max share |\n|---|---|---|---|--:|--:|\n{{#each venn.workList.novelKernels}}\n| `{{op}}` | {{code weightFormat}} × {{code activationFormat}} | {{#each sites}}{{#unless @first}} {{/unless}}`{{this}}`{{/each}} | {{#each shapes}}{{#unless @first}}<br>{{/unless}}`{{site}}`: {{#if input}}in {{input}}{{/if}}{{#if weight}}, w {{weight}}{{/if}}{{#if kv}}, KV {{kv}} per token{{/if}}{{#if pointText}}; {{cell pointText}}{{/if}}{{/each}} | {{> venn-saved}} | {{percent share}} |\n{{/each}}\n{{else}}\nNo novel kernels.\n{{/if}}\n\nTime saved if written: the step time the item's sites save at their floor against the next-best family the engine runs today (one row per launch, or inputs widened to a format it implements), at the run where it is largest; — where no family can run them.\n\n**Reused but unmeasured** (microbenchmark next; shared does not mean fast)\n\n{{#if venn.workList.unmeasured.length}}\n| Family | Sites | Max share |\n|---|---|--:|\n{{#each venn.workList.unmeasured}}\n| {{#if source}}[`{{family}}`]({{source}}){{else}}`{{family}}`{{/if}} | {{#each sites}}{{#unless @first}} {{/unless}}`{{this}}`{{/each}} | {{percent share}} |\n{{/each}}\n{{else}}\nEvery reused family is measured.\n{{/if}}\n\n{{#if venn.workList.fusions}}\n**Fusion opportunities** (fusions of the bundled file that would run where no group of {{code @root.fusions.file}} does)\n\n{{#if venn.workList.fusions.length}}\n| Fusion | Fused rows | Fusible bytes | Launches removed | Saved (floor) | Saved (expected) | At | Max share |\n|---|---|--:|--:|--:|--:|---|--:|\n{{#each venn.workList.fusions}}\n| [`{{group}}`]({{source}}): {{cell title}} | {{#each sites}}{{#unless @first}} {{/unless}}`{{this}}`{{/each}} | {{bytes internalBytes}} | {{int launchesRemoved}} | {{seconds savedSeconds}} | {{seconds savedExpectedSeconds}} | {{atText}} | {{percent share}} |\n{{/each}}\n\nPer step at the run where the fusion saves the largest share of the step (expected where calibrated, else floor).\n{{else}}\nEvery fusion of the bundled file that applies already runs.\n{{/if}}\n\n{{/if}}\n<details><summary>Classes</summary>\n\n{{#each venn.classes}}\n- **{{title}}**: {{short}}.\n{{/each}}\n\n</details>\n\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " and "
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"venn"),"against"),{"name":"each","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":77},"end":{"line":1,"column":148}}})) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "`"
    + ((stack1 = container.lambda(depth0, depth0)) != null ? stack1 : "")
    + "`"
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":109},"end":{"line":1,"column":139}}})) != null ? stack1 : "");
},"2":function(container,depth0,helpers,partials,data) {
    return ", ";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":6,"column":2},"end":{"line":6,"column":23}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = alias3(alias2(depth0, "mode", {"start":{"line":6,"column":28},"end":{"line":6,"column":32}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias3(alias2(depth0, "rows", {"start":{"line":6,"column":37},"end":{"line":6,"column":41}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"targetOnly"),"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":6,"column":46},"end":{"line":6,"column":74}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"siteCount").call(alias1,lookupProperty(lookupProperty(lookupProperty(depth0,"targetOnly"),"sites"),"length"),{"name":"siteCount","hash":{},"data":data,"loc":{"start":{"line":6,"column":76},"end":{"line":6,"column":113}}})) != null ? stack1 : "")
    + ") | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"both"),"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":6,"column":117},"end":{"line":6,"column":139}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"siteCount").call(alias1,lookupProperty(lookupProperty(lookupProperty(depth0,"both"),"sites"),"length"),{"name":"siteCount","hash":{},"data":data,"loc":{"start":{"line":6,"column":141},"end":{"line":6,"column":172}}})) != null ? stack1 : "")
    + ") | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(lookupProperty(depth0,"referenceOnly"),"families"),{"name":"each","hash":{},"fn":container.program(4, data, 0),"inverse":container.program(5, data, 0),"data":data,"loc":{"start":{"line":6,"column":176},"end":{"line":6,"column":286}}})) != null ? stack1 : "")
    + " |\n";
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "`"
    + ((stack1 = container.lambda(container.strict(depth0, "family", {"start":{"line":6,"column":211},"end":{"line":6,"column":217}} ), depth0)) != null ? stack1 : "")
    + "` "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":6,"column":221},"end":{"line":6,"column":238}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":238},"end":{"line":6,"column":268}}})) != null ? stack1 : "");
},"5":function(container,depth0,helpers,partials,data) {
    return "—";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Run | Layer kind | Families | Sites | Per-row fallback adds | Of step |\n|---|---|---|---|--:|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"flags"),{"name":"each","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":0},"end":{"line":18,"column":9}}})) != null ? stack1 : "");
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":17,"column":2},"end":{"line":17,"column":23}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = alias3(alias2(depth0, "mode", {"start":{"line":17,"column":28},"end":{"line":17,"column":32}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias3(alias2(depth0, "rows", {"start":{"line":17,"column":37},"end":{"line":17,"column":41}} ), depth0)) != null ? stack1 : "")
    + " | `"
    + ((stack1 = alias3(alias2(depth0, "layerKind", {"start":{"line":17,"column":49},"end":{"line":17,"column":58}} ), depth0)) != null ? stack1 : "")
    + "` | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"families"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":17,"column":64},"end":{"line":17,"column":131}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":17,"column":134},"end":{"line":17,"column":198}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"addedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":17,"column":201},"end":{"line":17,"column":225}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":17,"column":228},"end":{"line":17,"column":245}}})) != null ? stack1 : "")
    + " |\n";
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":17,"column":82},"end":{"line":17,"column":112}}})) != null ? stack1 : "")
    + "`"
    + ((stack1 = container.lambda(depth0, depth0)) != null ? stack1 : "")
    + "`";
},"9":function(container,depth0,helpers,partials,data) {
    return " ";
},"10":function(container,depth0,helpers,partials,data) {
    return "None: every site has a family that covers its rows in one launch.\n";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Family | Change | Class | Sites | Shapes and points | Time saved if written | Max share |\n|---|---|---|---|---|--:|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"plan"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":32,"column":0},"end":{"line":34,"column":9}}})) != null ? stack1 : "");
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"source"),{"name":"if","hash":{},"fn":container.program(13, data, 0),"inverse":container.program(14, data, 0),"data":data,"loc":{"start":{"line":33,"column":2},"end":{"line":33,"column":69}}})) != null ? stack1 : "")
    + " | `"
    + ((stack1 = alias3(alias2(depth0, "change", {"start":{"line":33,"column":75},"end":{"line":33,"column":81}} ), depth0)) != null ? stack1 : "")
    + "` | "
    + ((stack1 = alias3(alias2(depth0, "classTitle", {"start":{"line":33,"column":89},"end":{"line":33,"column":99}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":33,"column":104},"end":{"line":33,"column":168}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"shapes"),{"name":"each","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":33,"column":171},"end":{"line":33,"column":390}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = container.invokePartial(lookupProperty(partials,"venn-saved"),depth0,{"name":"venn-saved","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":33,"column":412},"end":{"line":33,"column":429}}})) != null ? stack1 : "")
    + " |\n";
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda;

  return "[`"
    + ((stack1 = alias2(alias1(depth0, "family", {"start":{"line":33,"column":20},"end":{"line":33,"column":26}} ), depth0)) != null ? stack1 : "")
    + "`]("
    + ((stack1 = alias2(alias1(depth0, "source", {"start":{"line":33,"column":33},"end":{"line":33,"column":39}} ), depth0)) != null ? stack1 : "")
    + ")";
},"14":function(container,depth0,helpers,partials,data) {
    var stack1;

  return "`"
    + ((stack1 = container.lambda(container.strict(depth0, "family", {"start":{"line":33,"column":53},"end":{"line":33,"column":59}} ), depth0)) != null ? stack1 : "")
    + "`";
},"15":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(16, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":33,"column":187},"end":{"line":33,"column":220}}})) != null ? stack1 : "")
    + "`"
    + ((stack1 = container.lambda(container.strict(depth0, "site", {"start":{"line":33,"column":223},"end":{"line":33,"column":227}} ), depth0)) != null ? stack1 : "")
    + "`: "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"input"),{"name":"if","hash":{},"fn":container.program(17, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":33,"column":232},"end":{"line":33,"column":264}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"weight"),{"name":"if","hash":{},"fn":container.program(18, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":33,"column":264},"end":{"line":33,"column":299}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"kv"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":33,"column":299},"end":{"line":33,"column":337}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"pointText"),{"name":"if","hash":{},"fn":container.program(20, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":33,"column":337},"end":{"line":33,"column":381}}})) != null ? stack1 : "");
},"16":function(container,depth0,helpers,partials,data) {
    return "<br>";
},"17":function(container,depth0,helpers,partials,data) {
    var stack1;

  return "in "
    + ((stack1 = container.lambda(container.strict(depth0, "input", {"start":{"line":33,"column":250},"end":{"line":33,"column":255}} ), depth0)) != null ? stack1 : "");
},"18":function(container,depth0,helpers,partials,data) {
    var stack1;

  return ", w "
    + ((stack1 = container.lambda(container.strict(depth0, "weight", {"start":{"line":33,"column":284},"end":{"line":33,"column":290}} ), depth0)) != null ? stack1 : "");
},"19":function(container,depth0,helpers,partials,data) {
    var stack1;

  return ", KV "
    + ((stack1 = container.lambda(container.strict(depth0, "kv", {"start":{"line":33,"column":316},"end":{"line":33,"column":318}} ), depth0)) != null ? stack1 : "")
    + " per token";
},"20":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "; "
    + ((stack1 = lookupProperty(helpers,"cell").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"pointText"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":33,"column":356},"end":{"line":33,"column":374}}})) != null ? stack1 : "");
},"21":function(container,depth0,helpers,partials,data) {
    return "Nothing to re-parameterize.\n";
},"22":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Kernel | Formats | Sites | Shapes and points | Time saved if written | Max share |\n|---|---|---|---|--:|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"novelKernels"),{"name":"each","hash":{},"fn":container.program(23, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":44,"column":0},"end":{"line":46,"column":9}}})) != null ? stack1 : "");
},"23":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| `"
    + ((stack1 = container.lambda(container.strict(depth0, "op", {"start":{"line":45,"column":5},"end":{"line":45,"column":7}} ), depth0)) != null ? stack1 : "")
    + "` | "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"weightFormat"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":45,"column":13},"end":{"line":45,"column":34}}})) != null ? stack1 : "")
    + " × "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(depth0,"activationFormat"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":45,"column":37},"end":{"line":45,"column":62}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":45,"column":65},"end":{"line":45,"column":129}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"shapes"),{"name":"each","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":45,"column":132},"end":{"line":45,"column":351}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = container.invokePartial(lookupProperty(partials,"venn-saved"),depth0,{"name":"venn-saved","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":45,"column":373},"end":{"line":45,"column":390}}})) != null ? stack1 : "")
    + " |\n";
},"24":function(container,depth0,helpers,partials,data) {
    return "No novel kernels.\n";
},"25":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Family | Sites | Max share |\n|---|---|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"unmeasured"),{"name":"each","hash":{},"fn":container.program(26, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":58,"column":0},"end":{"line":60,"column":9}}})) != null ? stack1 : "");
},"26":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"source"),{"name":"if","hash":{},"fn":container.program(13, data, 0),"inverse":container.program(14, data, 0),"data":data,"loc":{"start":{"line":59,"column":2},"end":{"line":59,"column":69}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":59,"column":72},"end":{"line":59,"column":136}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":59,"column":139},"end":{"line":59,"column":156}}})) != null ? stack1 : "")
    + " |\n";
},"27":function(container,depth0,helpers,partials,data) {
    return "Every reused family is measured.\n";
},"28":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "**Fusion opportunities** (fusions of the bundled file that would run where no group of "
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,lookupProperty(lookupProperty(lookupProperty(data,"root"),"fusions"),"file"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":66,"column":87},"end":{"line":66,"column":114}}})) != null ? stack1 : "")
    + " does)\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"fusions"),"length"),{"name":"if","hash":{},"fn":container.program(29, data, 0),"inverse":container.program(31, data, 0),"data":data,"loc":{"start":{"line":68,"column":0},"end":{"line":78,"column":7}}})) != null ? stack1 : "")
    + "\n";
},"29":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| Fusion | Fused rows | Fusible bytes | Launches removed | Saved (floor) | Saved (expected) | At | Max share |\n|---|---|--:|--:|--:|--:|---|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"fusions"),{"name":"each","hash":{},"fn":container.program(30, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":71,"column":0},"end":{"line":73,"column":9}}})) != null ? stack1 : "")
    + "\nPer step at the run where the fusion saves the largest share of the step (expected where calibrated, else floor).\n";
},"30":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| [`"
    + ((stack1 = alias2(alias1(depth0, "group", {"start":{"line":72,"column":6},"end":{"line":72,"column":11}} ), depth0)) != null ? stack1 : "")
    + "`]("
    + ((stack1 = alias2(alias1(depth0, "source", {"start":{"line":72,"column":18},"end":{"line":72,"column":24}} ), depth0)) != null ? stack1 : "")
    + "): "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias3,lookupProperty(depth0,"title"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":72,"column":29},"end":{"line":72,"column":43}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias3,lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":72,"column":46},"end":{"line":72,"column":110}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias3,lookupProperty(depth0,"internalBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":72,"column":113},"end":{"line":72,"column":136}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"int").call(alias3,lookupProperty(depth0,"launchesRemoved"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":72,"column":139},"end":{"line":72,"column":162}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias3,lookupProperty(depth0,"savedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":72,"column":165},"end":{"line":72,"column":189}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias3,lookupProperty(depth0,"savedExpectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":72,"column":192},"end":{"line":72,"column":224}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = alias2(alias1(depth0, "atText", {"start":{"line":72,"column":229},"end":{"line":72,"column":235}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias3,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":72,"column":240},"end":{"line":72,"column":257}}})) != null ? stack1 : "")
    + " |\n";
},"31":function(container,depth0,helpers,partials,data) {
    return "Every fusion of the bundled file that applies already runs.\n";
},"32":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda;

  return "- **"
    + ((stack1 = alias2(alias1(depth0, "title", {"start":{"line":84,"column":6},"end":{"line":84,"column":11}} ), depth0)) != null ? stack1 : "")
    + "**: "
    + ((stack1 = alias2(alias1(depth0, "short", {"start":{"line":84,"column":19},"end":{"line":84,"column":24}} ), depth0)) != null ? stack1 : "")
    + ".\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## Kernel coverage against `"
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"venn"), "kernels", {"start":{"line":1,"column":30},"end":{"line":1,"column":42}} ), depth0)) != null ? stack1 : "")
    + "`"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"against"),"length"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":45},"end":{"line":1,"column":155}}})) != null ? stack1 : "")
    + "\n\n| Run | Target only (novel) | Both (shared and variants) | Reference only (families the target never uses) |\n|---|--:|--:|---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"regions"),{"name":"each","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":0},"end":{"line":7,"column":9}}})) != null ? stack1 : "")
    + "\nShares are of the target's step floor; a reference-only family's share is of the reference model's step.\n\n### Flags: layer kinds that run one row per launch\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"flags"),"length"),{"name":"if","hash":{},"fn":container.program(6, data, 0),"inverse":container.program(10, data, 0),"data":data,"loc":{"start":{"line":13,"column":0},"end":{"line":21,"column":7}}})) != null ? stack1 : "")
    + "\n### Work list for the engine team\n\nEach item is ranked by the largest step share it touches over all runs.\n\n**Parameterization plan**\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"plan"),"length"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.program(21, data, 0),"data":data,"loc":{"start":{"line":29,"column":0},"end":{"line":37,"column":7}}})) != null ? stack1 : "")
    + "\n**Novel kernels** (sites that need the same kernel, same op kind and formats, are one row)\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"novelKernels"),"length"),{"name":"if","hash":{},"fn":container.program(22, data, 0),"inverse":container.program(24, data, 0),"data":data,"loc":{"start":{"line":41,"column":0},"end":{"line":49,"column":7}}})) != null ? stack1 : "")
    + "\nTime saved if written: the step time the item's sites save at their floor against the next-best family the engine runs today (one row per launch, or inputs widened to a format it implements), at the run where it is largest; — where no family can run them.\n\n**Reused but unmeasured** (microbenchmark next; shared does not mean fast)\n\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"unmeasured"),"length"),{"name":"if","hash":{},"fn":container.program(25, data, 0),"inverse":container.program(27, data, 0),"data":data,"loc":{"start":{"line":55,"column":0},"end":{"line":63,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(lookupProperty(depth0,"venn"),"workList"),"fusions"),{"name":"if","hash":{},"fn":container.program(28, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":65,"column":0},"end":{"line":80,"column":7}}})) != null ? stack1 : "")
    + "<details><summary>Classes</summary>\n\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(lookupProperty(depth0,"venn"),"classes"),{"name":"each","hash":{},"fn":container.program(32, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":83,"column":0},"end":{"line":85,"column":9}}})) != null ? stack1 : "")
    + "\n</details>\n\n";
},"usePartial":true,"useData":true},
  },
  "partials/workload.html": {
    text: "<section aria-labelledby=\"deployment\">\n<h2 id=\"deployment\">Deployment: isl {{int isl}} · osl {{int osl}} · {{loadText}}{{#if slaText}} · SLA {{slaText}}{{/if}}</h2>\n<p class=\"note\">Per device, the {{#with choices.[0]}}{{pickedByText}}{{/with}} candidate that fits{{#if hasSla}} and meets the SLA{{/if}}, over precisions × layouts ({{layoutsText}}) × batch sizes; a workload larger than one replica's batch runs on replicas. Figures use {{rankedByText}}; $/Mtok and J/token are estimates (rental price, board power) per output token of the whole deployment at the workload's load, every device counted.</p>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"deployment-caption\" tabindex=\"0\">\n<table class=\"deployment\">\n<caption id=\"deployment-caption\">The pick per device</caption>\n<thead>\n<tr><th scope=\"col\">Hardware</th><th scope=\"col\">Pick</th><th scope=\"col\">Replicas × devices</th><th scope=\"col\">TTFT</th><th scope=\"col\">ITL</th><th scope=\"col\">tok/s per device</th><th scope=\"col\">tok/s per replica</th><th scope=\"col\">$/Mtok</th><th scope=\"col\">J/token</th><th scope=\"col\">Comm share</th></tr>\n</thead>\n<tbody>\n{{#each choices}}\n{{#if row}}\n<tr><th scope=\"row\">{{hardwareName}}</th><td><strong><code>{{row.precision}}</code> · {{row.layout}} · batch {{row.batch}}</strong></td><td>{{row.replicas}} × {{row.devices}}</td><td>{{seconds row.ttftSeconds}}</td><td>{{seconds row.itlSeconds}}</td><td>{{tokensPerSecond row.tokensPerSecondPerDevice}}</td><td>{{tokensPerSecond row.tokensPerSecond}}</td><td>{{usd row.deployment.usdPerMillionTokens}}</td><td>{{joules row.deployment.joulesPerToken}}</td><td>{{percent row.communicationShare}}</td></tr>\n{{else}}\n<tr><th scope=\"row\">{{hardwareName}}</th><td colspan=\"9\">none: {{reason}}</td></tr>\n{{/if}}\n{{/each}}\n</tbody>\n</table>\n</div>\n{{#with chart}}\n<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"deployment-chart\" viewBox=\"0 0 {{width}} {{height}}\" role=\"img\" aria-labelledby=\"deployment-chart-title deployment-chart-desc\">\n<title id=\"deployment-chart-title\">$ per million output tokens against inter-token latency</title>\n<desc id=\"deployment-chart-desc\">{{desc}}</desc>\n<g class=\"grid\">\n{{#each xTicks}}\n<line x1=\"{{x}}\" y1=\"{{y1}}\" x2=\"{{x}}\" y2=\"{{y2}}\"/>\n{{/each}}\n{{#each yTicks}}\n<line x1=\"{{x1}}\" y1=\"{{y}}\" x2=\"{{x2}}\" y2=\"{{y}}\"/>\n{{/each}}\n</g>\n<rect class=\"frame\" x=\"{{plot.x}}\" y=\"{{plot.y}}\" width=\"{{plot.width}}\" height=\"{{plot.height}}\"/>\n<g class=\"ticks\">\n{{#each xTicks}}\n<text class=\"tick\" x=\"{{x}}\" y=\"{{labelY}}\" text-anchor=\"middle\">{{label}}</text>\n{{/each}}\n{{#each yTicks}}\n<text class=\"tick\" x=\"{{labelX}}\" y=\"{{y}}\" dy=\"4\" text-anchor=\"end\">{{label}}</text>\n{{/each}}\n</g>\n<text class=\"axis-title\" x=\"{{xTitle.x}}\" y=\"{{xTitle.y}}\" text-anchor=\"middle\">Inter-token latency (ms)</text>\n<text class=\"axis-title\" x=\"{{yTitle.x}}\" y=\"{{yTitle.y}}\" text-anchor=\"middle\" transform=\"rotate(-90 {{yTitle.x}} {{yTitle.y}})\">$ per million output tokens (log scale)</text>\n{{#if bound}}\n<line class=\"ceiling\" x1=\"{{bound.x}}\" y1=\"{{bound.y1}}\" x2=\"{{bound.x}}\" y2=\"{{bound.y2}}\"><title>{{bound.label}}</title></line>\n<text class=\"ceiling-label\" x=\"{{bound.x}}\" y=\"{{bound.y1}}\" dx=\"4\" dy=\"12\">{{bound.label}}</text>\n{{/if}}\n{{#each series}}\n<g class=\"{{colour}}\" data-series=\"{{key}}\">\n<polyline points=\"{{path}}\" fill=\"none\" stroke-width=\"1.5\" style=\"stroke: var(--fill)\"><title>{{name}}</title></polyline>\n{{#each points}}\n<circle class=\"point\" cx=\"{{cx}}\" cy=\"{{cy}}\" r=\"4\"{{#unless meetsSla}} style=\"fill-opacity: 0.12\"{{/unless}}><title>{{title}}</title></circle>\n{{/each}}\n{{#if end.text}}<text class=\"tick\" x=\"{{end.x}}\" y=\"{{end.y}}\" dx=\"6\" dy=\"4\">{{end.text}}</text>{{/if}}\n</g>\n{{/each}}\n{{#each picks}}\n<circle cx=\"{{x}}\" cy=\"{{y}}\" r=\"8\" fill=\"none\" stroke=\"#1b1f24\" stroke-width=\"2\"/>\n<text class=\"point-label\" x=\"{{labelX}}\" y=\"{{labelY}}\">{{text}}</text>\n{{/each}}\n</svg>\n<figcaption>\n<ul class=\"legend\">\n{{#each legend}}\n<li><span class=\"swatch round {{colour}}\"></span>{{name}}</li>\n{{/each}}\n</ul>\nEach line is one device, precision and layout through its batch sizes: the batch grows to the right (higher ITL) and down (cheaper tokens). Filled points meet the SLA, faint ones miss it; the ringed point is the device's pick. Candidates that do not fit are left out.\n</figcaption>\n</figure>\n{{/with}}\n<details>\n<summary>Every candidate ({{rows.length}})</summary>\n<div class=\"scroll\" role=\"region\" aria-label=\"Every candidate\" tabindex=\"0\">\n<table class=\"deployment-all\">\n<thead>\n<tr><th scope=\"col\">Hardware</th><th scope=\"col\">Precision</th><th scope=\"col\">Layout</th><th scope=\"col\">Batch</th><th scope=\"col\">Fits</th><th scope=\"col\">TTFT</th><th scope=\"col\">ITL</th><th scope=\"col\">tok/s per device</th><th scope=\"col\">tok/s per replica</th><th scope=\"col\">req/s</th><th scope=\"col\">$/Mtok</th><th scope=\"col\">J/token</th><th scope=\"col\">SLA</th></tr>\n</thead>\n<tbody>\n{{#each rows}}\n<tr{{#if isChoice}} class=\"best\"{{/if}}><th scope=\"row\">{{hardwareName}}</th><td><code>{{precision}}</code></td><td>{{layout}}</td><td>{{batch}}</td><td>{{fitMark}}</td><td>{{seconds ttftSeconds}}</td><td>{{seconds itlSeconds}}</td><td>{{tokensPerSecond tokensPerSecondPerDevice}}</td><td>{{tokensPerSecond tokensPerSecond}}</td><td>{{tokensPerSecond requestsPerSecond}}</td><td>{{usd deployment.usdPerMillionTokens}}</td><td>{{joules deployment.joulesPerToken}}</td><td>{{slaMark}}{{#if isChoice}} pick{{/if}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n</details>\n{{#if gaps.length}}\n<p class=\"note\">Not run: {{#each gaps}}{{hardware}} <code>{{precision}}</code> {{layout}} ({{this.code}}){{#unless @last}}; {{/unless}}{{/each}}.</p>\n{{/if}}\n<p class=\"note\">How: TTFT = the prefill of isl tokens in chunks of {{int chunk}} ({{chunkSource}}), each chunk reading the KV cache up to its end, plus one decode step of the running batch per chunk; ITL = the decode step averaged over the KV cache growing from isl to isl+osl (costed at contexts {{contextsText}} and interpolated), plus the prefill stalls of the requests that replace finished ones (batch − 1 prefills over osl − 1 steps). A replica's output tokens/s = batch × osl ÷ (TTFT + (osl − 1) × ITL); per device divides by its devices. Fits: weights plus batch × KV cache at isl+osl on each device. $/Mtok = price per hour × devices ÷ 3600 ÷ tokens/s × 10⁶{{#if hasPower}}; J/token = power × devices ÷ tokens/s at {{powerText}}{{/if}}.</p>\n</section>\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    return " · SLA "
    + container.escapeExpression(container.lambda(container.strict(depth0, "slaText", {"start":{"line":2,"column":104},"end":{"line":2,"column":111}} ), depth0));
},"1":function(container,depth0,helpers,partials,data) {
    return container.escapeExpression(container.lambda(container.strict(depth0, "pickedByText", {"start":{"line":3,"column":55},"end":{"line":3,"column":67}} ), depth0));
},"2":function(container,depth0,helpers,partials,data) {
    return " and meets the SLA";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"row"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.program(5, data, 0),"data":data,"loc":{"start":{"line":12,"column":0},"end":{"line":16,"column":7}}})) != null ? stack1 : "");
},"4":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><th scope=\"row\">"
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":13,"column":22},"end":{"line":13,"column":34}} ), depth0))
    + "</th><td><strong><code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"row"), "precision", {"start":{"line":13,"column":61},"end":{"line":13,"column":74}} ), depth0))
    + "</code> · "
    + alias3(alias2(alias1(lookupProperty(depth0,"row"), "layout", {"start":{"line":13,"column":88},"end":{"line":13,"column":98}} ), depth0))
    + " · batch "
    + alias3(alias2(alias1(lookupProperty(depth0,"row"), "batch", {"start":{"line":13,"column":111},"end":{"line":13,"column":120}} ), depth0))
    + "</strong></td><td>"
    + alias3(alias2(alias1(lookupProperty(depth0,"row"), "replicas", {"start":{"line":13,"column":142},"end":{"line":13,"column":154}} ), depth0))
    + " × "
    + alias3(alias2(alias1(lookupProperty(depth0,"row"), "devices", {"start":{"line":13,"column":161},"end":{"line":13,"column":172}} ), depth0))
    + "</td><td>"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(depth0,"row"),"ttftSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":13,"column":183},"end":{"line":13,"column":210}}}))
    + "</td><td>"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(lookupProperty(depth0,"row"),"itlSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":13,"column":219},"end":{"line":13,"column":245}}}))
    + "</td><td>"
    + alias3(lookupProperty(helpers,"tokensPerSecond").call(alias4,lookupProperty(lookupProperty(depth0,"row"),"tokensPerSecondPerDevice"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":13,"column":254},"end":{"line":13,"column":302}}}))
    + "</td><td>"
    + alias3(lookupProperty(helpers,"tokensPerSecond").call(alias4,lookupProperty(lookupProperty(depth0,"row"),"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":13,"column":311},"end":{"line":13,"column":350}}}))
    + "</td><td>"
    + alias3(lookupProperty(helpers,"usd").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"row"),"deployment"),"usdPerMillionTokens"),{"name":"usd","hash":{},"data":data,"loc":{"start":{"line":13,"column":359},"end":{"line":13,"column":401}}}))
    + "</td><td>"
    + alias3(lookupProperty(helpers,"joules").call(alias4,lookupProperty(lookupProperty(lookupProperty(depth0,"row"),"deployment"),"joulesPerToken"),{"name":"joules","hash":{},"data":data,"loc":{"start":{"line":13,"column":410},"end":{"line":13,"column":450}}}))
    + "</td><td>"
    + alias3(lookupProperty(helpers,"percent").call(alias4,lookupProperty(lookupProperty(depth0,"row"),"communicationShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":13,"column":459},"end":{"line":13,"column":493}}}))
    + "</td></tr>\n";
},"5":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<tr><th scope=\"row\">"
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":15,"column":22},"end":{"line":15,"column":34}} ), depth0))
    + "</th><td colspan=\"9\">none: "
    + alias3(alias2(alias1(depth0, "reason", {"start":{"line":15,"column":65},"end":{"line":15,"column":71}} ), depth0))
    + "</td></tr>\n";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"deployment-chart\" viewBox=\"0 0 "
    + alias3(alias2(alias1(depth0, "width", {"start":{"line":23,"column":80},"end":{"line":23,"column":85}} ), depth0))
    + " "
    + alias3(alias2(alias1(depth0, "height", {"start":{"line":23,"column":90},"end":{"line":23,"column":96}} ), depth0))
    + "\" role=\"img\" aria-labelledby=\"deployment-chart-title deployment-chart-desc\">\n<title id=\"deployment-chart-title\">$ per million output tokens against inter-token latency</title>\n<desc id=\"deployment-chart-desc\">"
    + alias3(alias2(alias1(depth0, "desc", {"start":{"line":25,"column":35},"end":{"line":25,"column":39}} ), depth0))
    + "</desc>\n<g class=\"grid\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"xTicks"),{"name":"each","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":27,"column":0},"end":{"line":29,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"yTicks"),{"name":"each","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":30,"column":0},"end":{"line":32,"column":9}}})) != null ? stack1 : "")
    + "</g>\n<rect class=\"frame\" x=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"plot"), "x", {"start":{"line":34,"column":25},"end":{"line":34,"column":31}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"plot"), "y", {"start":{"line":34,"column":40},"end":{"line":34,"column":46}} ), depth0))
    + "\" width=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"plot"), "width", {"start":{"line":34,"column":59},"end":{"line":34,"column":69}} ), depth0))
    + "\" height=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"plot"), "height", {"start":{"line":34,"column":83},"end":{"line":34,"column":94}} ), depth0))
    + "\"/>\n<g class=\"ticks\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"xTicks"),{"name":"each","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":36,"column":0},"end":{"line":38,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"yTicks"),{"name":"each","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":39,"column":0},"end":{"line":41,"column":9}}})) != null ? stack1 : "")
    + "</g>\n<text class=\"axis-title\" x=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"xTitle"), "x", {"start":{"line":43,"column":30},"end":{"line":43,"column":38}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"xTitle"), "y", {"start":{"line":43,"column":47},"end":{"line":43,"column":55}} ), depth0))
    + "\" text-anchor=\"middle\">Inter-token latency (ms)</text>\n<text class=\"axis-title\" x=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"yTitle"), "x", {"start":{"line":44,"column":30},"end":{"line":44,"column":38}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"yTitle"), "y", {"start":{"line":44,"column":47},"end":{"line":44,"column":55}} ), depth0))
    + "\" text-anchor=\"middle\" transform=\"rotate(-90 "
    + alias3(alias2(alias1(lookupProperty(depth0,"yTitle"), "x", {"start":{"line":44,"column":104},"end":{"line":44,"column":112}} ), depth0))
    + " "
    + alias3(alias2(alias1(lookupProperty(depth0,"yTitle"), "y", {"start":{"line":44,"column":117},"end":{"line":44,"column":125}} ), depth0))
    + ")\">$ per million output tokens (log scale)</text>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"bound"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":45,"column":0},"end":{"line":48,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"series"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":49,"column":0},"end":{"line":57,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"picks"),{"name":"each","hash":{},"fn":container.program(16, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":58,"column":0},"end":{"line":61,"column":9}}})) != null ? stack1 : "")
    + "</svg>\n<figcaption>\n<ul class=\"legend\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"legend"),{"name":"each","hash":{},"fn":container.program(17, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":65,"column":0},"end":{"line":67,"column":9}}})) != null ? stack1 : "")
    + "</ul>\nEach line is one device, precision and layout through its batch sizes: the batch grows to the right (higher ITL) and down (cheaper tokens). Filled points meet the SLA, faint ones miss it; the ringed point is the device's pick. Candidates that do not fit are left out.\n</figcaption>\n</figure>\n";
},"7":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<line x1=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":28,"column":12},"end":{"line":28,"column":13}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(depth0, "y1", {"start":{"line":28,"column":23},"end":{"line":28,"column":25}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":28,"column":35},"end":{"line":28,"column":36}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(depth0, "y2", {"start":{"line":28,"column":46},"end":{"line":28,"column":48}} ), depth0))
    + "\"/>\n";
},"8":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<line x1=\""
    + alias3(alias2(alias1(depth0, "x1", {"start":{"line":31,"column":12},"end":{"line":31,"column":14}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":31,"column":24},"end":{"line":31,"column":25}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(depth0, "x2", {"start":{"line":31,"column":35},"end":{"line":31,"column":37}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":31,"column":47},"end":{"line":31,"column":48}} ), depth0))
    + "\"/>\n";
},"9":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<text class=\"tick\" x=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":37,"column":24},"end":{"line":37,"column":25}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "labelY", {"start":{"line":37,"column":34},"end":{"line":37,"column":40}} ), depth0))
    + "\" text-anchor=\"middle\">"
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":37,"column":67},"end":{"line":37,"column":72}} ), depth0))
    + "</text>\n";
},"10":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<text class=\"tick\" x=\""
    + alias3(alias2(alias1(depth0, "labelX", {"start":{"line":40,"column":24},"end":{"line":40,"column":30}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":40,"column":39},"end":{"line":40,"column":40}} ), depth0))
    + "\" dy=\"4\" text-anchor=\"end\">"
    + alias3(alias2(alias1(depth0, "label", {"start":{"line":40,"column":71},"end":{"line":40,"column":76}} ), depth0))
    + "</text>\n";
},"11":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<line class=\"ceiling\" x1=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"bound"), "x", {"start":{"line":46,"column":28},"end":{"line":46,"column":35}} ), depth0))
    + "\" y1=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"bound"), "y1", {"start":{"line":46,"column":45},"end":{"line":46,"column":53}} ), depth0))
    + "\" x2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"bound"), "x", {"start":{"line":46,"column":63},"end":{"line":46,"column":70}} ), depth0))
    + "\" y2=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"bound"), "y2", {"start":{"line":46,"column":80},"end":{"line":46,"column":88}} ), depth0))
    + "\"><title>"
    + alias3(alias2(alias1(lookupProperty(depth0,"bound"), "label", {"start":{"line":46,"column":101},"end":{"line":46,"column":112}} ), depth0))
    + "</title></line>\n<text class=\"ceiling-label\" x=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"bound"), "x", {"start":{"line":47,"column":33},"end":{"line":47,"column":40}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"bound"), "y1", {"start":{"line":47,"column":49},"end":{"line":47,"column":57}} ), depth0))
    + "\" dx=\"4\" dy=\"12\">"
    + alias3(alias2(alias1(lookupProperty(depth0,"bound"), "label", {"start":{"line":47,"column":78},"end":{"line":47,"column":89}} ), depth0))
    + "</text>\n";
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<g class=\""
    + alias3(alias2(alias1(depth0, "colour", {"start":{"line":50,"column":12},"end":{"line":50,"column":18}} ), depth0))
    + "\" data-series=\""
    + alias3(alias2(alias1(depth0, "key", {"start":{"line":50,"column":37},"end":{"line":50,"column":40}} ), depth0))
    + "\">\n<polyline points=\""
    + alias3(alias2(alias1(depth0, "path", {"start":{"line":51,"column":20},"end":{"line":51,"column":24}} ), depth0))
    + "\" fill=\"none\" stroke-width=\"1.5\" style=\"stroke: var(--fill)\"><title>"
    + alias3(alias2(alias1(depth0, "name", {"start":{"line":51,"column":96},"end":{"line":51,"column":100}} ), depth0))
    + "</title></polyline>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"points"),{"name":"each","hash":{},"fn":container.program(13, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":52,"column":0},"end":{"line":54,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"end"),"text"),{"name":"if","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":55,"column":0},"end":{"line":55,"column":103}}})) != null ? stack1 : "")
    + "\n</g>\n";
},"13":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<circle class=\"point\" cx=\""
    + alias3(alias2(alias1(depth0, "cx", {"start":{"line":53,"column":28},"end":{"line":53,"column":30}} ), depth0))
    + "\" cy=\""
    + alias3(alias2(alias1(depth0, "cy", {"start":{"line":53,"column":40},"end":{"line":53,"column":42}} ), depth0))
    + "\" r=\"4\""
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"meetsSla"),{"name":"unless","hash":{},"fn":container.program(14, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":53,"column":51},"end":{"line":53,"column":109}}})) != null ? stack1 : "")
    + "><title>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":53,"column":119},"end":{"line":53,"column":124}} ), depth0))
    + "</title></circle>\n";
},"14":function(container,depth0,helpers,partials,data) {
    return " style=\"fill-opacity: 0.12\"";
},"15":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<text class=\"tick\" x=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"end"), "x", {"start":{"line":55,"column":40},"end":{"line":55,"column":45}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(lookupProperty(depth0,"end"), "y", {"start":{"line":55,"column":54},"end":{"line":55,"column":59}} ), depth0))
    + "\" dx=\"6\" dy=\"4\">"
    + alias3(alias2(alias1(lookupProperty(depth0,"end"), "text", {"start":{"line":55,"column":79},"end":{"line":55,"column":87}} ), depth0))
    + "</text>";
},"16":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<circle cx=\""
    + alias3(alias2(alias1(depth0, "x", {"start":{"line":59,"column":14},"end":{"line":59,"column":15}} ), depth0))
    + "\" cy=\""
    + alias3(alias2(alias1(depth0, "y", {"start":{"line":59,"column":25},"end":{"line":59,"column":26}} ), depth0))
    + "\" r=\"8\" fill=\"none\" stroke=\"#1b1f24\" stroke-width=\"2\"/>\n<text class=\"point-label\" x=\""
    + alias3(alias2(alias1(depth0, "labelX", {"start":{"line":60,"column":31},"end":{"line":60,"column":37}} ), depth0))
    + "\" y=\""
    + alias3(alias2(alias1(depth0, "labelY", {"start":{"line":60,"column":46},"end":{"line":60,"column":52}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "text", {"start":{"line":60,"column":58},"end":{"line":60,"column":62}} ), depth0))
    + "</text>\n";
},"17":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<li><span class=\"swatch round "
    + alias3(alias2(alias1(depth0, "colour", {"start":{"line":66,"column":32},"end":{"line":66,"column":38}} ), depth0))
    + "\"></span>"
    + alias3(alias2(alias1(depth0, "name", {"start":{"line":66,"column":51},"end":{"line":66,"column":55}} ), depth0))
    + "</li>\n";
},"18":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, alias4=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isChoice"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":82,"column":3},"end":{"line":82,"column":39}}})) != null ? stack1 : "")
    + "><th scope=\"row\">"
    + alias4(alias3(alias2(depth0, "hardwareName", {"start":{"line":82,"column":58},"end":{"line":82,"column":70}} ), depth0))
    + "</th><td><code>"
    + alias4(alias3(alias2(depth0, "precision", {"start":{"line":82,"column":89},"end":{"line":82,"column":98}} ), depth0))
    + "</code></td><td>"
    + alias4(alias3(alias2(depth0, "layout", {"start":{"line":82,"column":118},"end":{"line":82,"column":124}} ), depth0))
    + "</td><td>"
    + alias4(alias3(alias2(depth0, "batch", {"start":{"line":82,"column":137},"end":{"line":82,"column":142}} ), depth0))
    + "</td><td>"
    + alias4(alias3(alias2(depth0, "fitMark", {"start":{"line":82,"column":155},"end":{"line":82,"column":162}} ), depth0))
    + "</td><td>"
    + alias4(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"ttftSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":82,"column":173},"end":{"line":82,"column":196}}}))
    + "</td><td>"
    + alias4(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"itlSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":82,"column":205},"end":{"line":82,"column":227}}}))
    + "</td><td>"
    + alias4(lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"tokensPerSecondPerDevice"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":82,"column":236},"end":{"line":82,"column":280}}}))
    + "</td><td>"
    + alias4(lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":82,"column":289},"end":{"line":82,"column":324}}}))
    + "</td><td>"
    + alias4(lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"requestsPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":82,"column":333},"end":{"line":82,"column":370}}}))
    + "</td><td>"
    + alias4(lookupProperty(helpers,"usd").call(alias1,lookupProperty(lookupProperty(depth0,"deployment"),"usdPerMillionTokens"),{"name":"usd","hash":{},"data":data,"loc":{"start":{"line":82,"column":379},"end":{"line":82,"column":417}}}))
    + "</td><td>"
    + alias4(lookupProperty(helpers,"joules").call(alias1,lookupProperty(lookupProperty(depth0,"deployment"),"joulesPerToken"),{"name":"joules","hash":{},"data":data,"loc":{"start":{"line":82,"column":426},"end":{"line":82,"column":462}}}))
    + "</td><td>"
    + alias4(alias3(alias2(depth0, "slaMark", {"start":{"line":82,"column":473},"end":{"line":82,"column":480}} ), depth0))
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isChoice"),{"name":"if","hash":{},"fn":container.program(20, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":82,"column":482},"end":{"line":82,"column":510}}})) != null ? stack1 : "")
    + "</td></tr>\n";
},"19":function(container,depth0,helpers,partials,data) {
    return " class=\"best\"";
},"20":function(container,depth0,helpers,partials,data) {
    return " pick";
},"21":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<p class=\"note\">Not run: "
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"gaps"),{"name":"each","hash":{},"fn":container.program(22, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":89,"column":25},"end":{"line":89,"column":144}}})) != null ? stack1 : "")
    + ".</p>\n";
},"22":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return alias3(alias2(alias1(depth0, "hardware", {"start":{"line":89,"column":41},"end":{"line":89,"column":49}} ), depth0))
    + " <code>"
    + alias3(alias2(alias1(depth0, "precision", {"start":{"line":89,"column":60},"end":{"line":89,"column":69}} ), depth0))
    + "</code> "
    + alias3(alias2(alias1(depth0, "layout", {"start":{"line":89,"column":81},"end":{"line":89,"column":87}} ), depth0))
    + " ("
    + alias3(alias2(alias1(depth0, "code", {"start":{"line":89,"column":93},"end":{"line":89,"column":102}} ), depth0))
    + ")"
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(23, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":89,"column":105},"end":{"line":89,"column":135}}})) != null ? stack1 : "");
},"23":function(container,depth0,helpers,partials,data) {
    return "; ";
},"24":function(container,depth0,helpers,partials,data) {
    return "; J/token = power × devices ÷ tokens/s at "
    + container.escapeExpression(container.lambda(container.strict(depth0, "powerText", {"start":{"line":91,"column":726},"end":{"line":91,"column":735}} ), depth0));
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, alias3=container.strict, alias4=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<section aria-labelledby=\"deployment\">\n<h2 id=\"deployment\">Deployment: isl "
    + alias2(lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"isl"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":2,"column":36},"end":{"line":2,"column":47}}}))
    + " · osl "
    + alias2(lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"osl"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":2,"column":54},"end":{"line":2,"column":65}}}))
    + " · "
    + alias2(alias4(alias3(depth0, "loadText", {"start":{"line":2,"column":70},"end":{"line":2,"column":78}} ), depth0))
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"slaText"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":2,"column":80},"end":{"line":2,"column":120}}})) != null ? stack1 : "")
    + "</h2>\n<p class=\"note\">Per device, the "
    + ((stack1 = lookupProperty(helpers,"with").call(alias1,lookupProperty(lookupProperty(depth0,"choices"),"0"),{"name":"with","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":3,"column":32},"end":{"line":3,"column":78}}})) != null ? stack1 : "")
    + " candidate that fits"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasSla"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":3,"column":98},"end":{"line":3,"column":137}}})) != null ? stack1 : "")
    + ", over precisions × layouts ("
    + alias2(alias4(alias3(depth0, "layoutsText", {"start":{"line":3,"column":168},"end":{"line":3,"column":179}} ), depth0))
    + ") × batch sizes; a workload larger than one replica's batch runs on replicas. Figures use "
    + alias2(alias4(alias3(depth0, "rankedByText", {"start":{"line":3,"column":273},"end":{"line":3,"column":285}} ), depth0))
    + "; $/Mtok and J/token are estimates (rental price, board power) per output token of the whole deployment at the workload's load, every device counted.</p>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"deployment-caption\" tabindex=\"0\">\n<table class=\"deployment\">\n<caption id=\"deployment-caption\">The pick per device</caption>\n<thead>\n<tr><th scope=\"col\">Hardware</th><th scope=\"col\">Pick</th><th scope=\"col\">Replicas × devices</th><th scope=\"col\">TTFT</th><th scope=\"col\">ITL</th><th scope=\"col\">tok/s per device</th><th scope=\"col\">tok/s per replica</th><th scope=\"col\">$/Mtok</th><th scope=\"col\">J/token</th><th scope=\"col\">Comm share</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"choices"),{"name":"each","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":11,"column":0},"end":{"line":17,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n"
    + ((stack1 = lookupProperty(helpers,"with").call(alias1,lookupProperty(depth0,"chart"),{"name":"with","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":21,"column":0},"end":{"line":72,"column":9}}})) != null ? stack1 : "")
    + "<details>\n<summary>Every candidate ("
    + alias2(alias4(alias3(lookupProperty(depth0,"rows"), "length", {"start":{"line":74,"column":28},"end":{"line":74,"column":39}} ), depth0))
    + ")</summary>\n<div class=\"scroll\" role=\"region\" aria-label=\"Every candidate\" tabindex=\"0\">\n<table class=\"deployment-all\">\n<thead>\n<tr><th scope=\"col\">Hardware</th><th scope=\"col\">Precision</th><th scope=\"col\">Layout</th><th scope=\"col\">Batch</th><th scope=\"col\">Fits</th><th scope=\"col\">TTFT</th><th scope=\"col\">ITL</th><th scope=\"col\">tok/s per device</th><th scope=\"col\">tok/s per replica</th><th scope=\"col\">req/s</th><th scope=\"col\">$/Mtok</th><th scope=\"col\">J/token</th><th scope=\"col\">SLA</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"rows"),{"name":"each","hash":{},"fn":container.program(18, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":81,"column":0},"end":{"line":83,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n</details>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"gaps"),"length"),{"name":"if","hash":{},"fn":container.program(21, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":88,"column":0},"end":{"line":90,"column":7}}})) != null ? stack1 : "")
    + "<p class=\"note\">How: TTFT = the prefill of isl tokens in chunks of "
    + alias2(lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"chunk"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":91,"column":67},"end":{"line":91,"column":80}}}))
    + " ("
    + alias2(alias4(alias3(depth0, "chunkSource", {"start":{"line":91,"column":84},"end":{"line":91,"column":95}} ), depth0))
    + "), each chunk reading the KV cache up to its end, plus one decode step of the running batch per chunk; ITL = the decode step averaged over the KV cache growing from isl to isl+osl (costed at contexts "
    + alias2(alias4(alias3(depth0, "contextsText", {"start":{"line":91,"column":299},"end":{"line":91,"column":311}} ), depth0))
    + " and interpolated), plus the prefill stalls of the requests that replace finished ones (batch − 1 prefills over osl − 1 steps). A replica's output tokens/s = batch × osl ÷ (TTFT + (osl − 1) × ITL); per device divides by its devices. Fits: weights plus batch × KV cache at isl+osl on each device. $/Mtok = price per hour × devices ÷ 3600 ÷ tokens/s × 10⁶"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasPower"),{"name":"if","hash":{},"fn":container.program(24, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":91,"column":666},"end":{"line":91,"column":744}}})) != null ? stack1 : "")
    + ".</p>\n</section>\n";
},"useData":true},
  },
  "partials/workload.md": {
    text: "## Deployment: isl {{int isl}} · osl {{int osl}} · {{loadText}}{{#if slaText}} · SLA {{slaText}}{{/if}}\n\nPer device, the {{#with choices.[0]}}{{pickedByText}}{{/with}} candidate that fits{{#if hasSla}} and meets the SLA{{/if}}, over precisions × layouts ({{layoutsText}}) × batch sizes; a workload larger than one replica's batch runs on replicas. Figures use {{rankedByText}}; $/Mtok and J/token are estimates (rental price, board power) per output token of the whole deployment at the workload's load, every device counted.\n\n| Hardware | Pick | Replicas × devices | TTFT | ITL | tok/s per device | tok/s per replica | $/Mtok | J/token | Comm share |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|\n{{#each choices}}\n{{#if row}}\n| {{cell hardwareName}} | **{{pickText}}** | {{row.replicas}} × {{row.devices}} | {{seconds row.ttftSeconds}} | {{seconds row.itlSeconds}} | {{tokensPerSecond row.tokensPerSecondPerDevice}} | {{tokensPerSecond row.tokensPerSecond}} | {{usd row.deployment.usdPerMillionTokens}} | {{joules row.deployment.joulesPerToken}} | {{percent row.communicationShare}} |\n{{else}}\n| {{cell hardwareName}} | none: {{cell reason}} | — | — | — | — | — | — | — | — |\n{{/if}}\n{{/each}}\n\n<details><summary>Every candidate ({{rows.length}})</summary>\n\n| Hardware | Precision | Layout | Batch | Fits | TTFT | ITL | tok/s per device | tok/s per replica | req/s | $/Mtok | J/token | SLA |\n|---|---|---|--:|:-:|--:|--:|--:|--:|--:|--:|--:|:-:|\n{{#each rows}}\n| {{cell hardwareName}} | `{{precision}}` | {{layout}} | {{batch}} | {{fitMark}} | {{seconds ttftSeconds}} | {{seconds itlSeconds}} | {{tokensPerSecond tokensPerSecondPerDevice}} | {{tokensPerSecond tokensPerSecond}} | {{tokensPerSecond requestsPerSecond}} | {{usd deployment.usdPerMillionTokens}} | {{joules deployment.joulesPerToken}} | {{slaMark}}{{#if isChoice}} pick{{/if}} |\n{{/each}}\n\n</details>\n{{#if gaps.length}}\n\nNot run: {{#each gaps}}{{hardware}} `{{precision}}` {{layout}} ({{this.code}}){{#unless @last}}; {{/unless}}{{/each}}.\n{{/if}}\n\nHow: TTFT = the prefill of isl tokens in chunks of {{int chunk}} ({{chunkSource}}), each chunk reading the KV cache up to its end, plus one decode step of the running batch per chunk; ITL = the decode step averaged over the KV cache growing from isl to isl+osl (costed at contexts {{contextsText}} and interpolated), plus the prefill stalls of the requests that replace finished ones (batch − 1 prefills over osl − 1 steps). A replica's output tokens/s = batch × osl ÷ (TTFT + (osl − 1) × ITL); per device divides by its devices. Fits: weights plus batch × KV cache at isl+osl on each device. $/Mtok = price per hour × devices ÷ 3600 ÷ tokens/s × 10⁶{{#if hasPower}}; J/token = power × devices ÷ tokens/s at {{powerText}}{{/if}}.\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1;

  return " · SLA "
    + ((stack1 = container.lambda(container.strict(depth0, "slaText", {"start":{"line":1,"column":87},"end":{"line":1,"column":94}} ), depth0)) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    var stack1;

  return ((stack1 = container.lambda(container.strict(depth0, "pickedByText", {"start":{"line":3,"column":39},"end":{"line":3,"column":51}} ), depth0)) != null ? stack1 : "");
},"2":function(container,depth0,helpers,partials,data) {
    return " and meets the SLA";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"row"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.program(5, data, 0),"data":data,"loc":{"start":{"line":8,"column":0},"end":{"line":12,"column":7}}})) != null ? stack1 : "");
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":9,"column":2},"end":{"line":9,"column":23}}})) != null ? stack1 : "")
    + " | **"
    + ((stack1 = alias3(alias2(depth0, "pickText", {"start":{"line":9,"column":30},"end":{"line":9,"column":38}} ), depth0)) != null ? stack1 : "")
    + "** | "
    + ((stack1 = alias3(alias2(lookupProperty(depth0,"row"), "replicas", {"start":{"line":9,"column":47},"end":{"line":9,"column":59}} ), depth0)) != null ? stack1 : "")
    + " × "
    + ((stack1 = alias3(alias2(lookupProperty(depth0,"row"), "devices", {"start":{"line":9,"column":66},"end":{"line":9,"column":77}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"row"),"ttftSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":9,"column":82},"end":{"line":9,"column":109}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"row"),"itlSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":9,"column":112},"end":{"line":9,"column":138}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(lookupProperty(depth0,"row"),"tokensPerSecondPerDevice"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":9,"column":141},"end":{"line":9,"column":189}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(lookupProperty(depth0,"row"),"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":9,"column":192},"end":{"line":9,"column":231}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"usd").call(alias1,lookupProperty(lookupProperty(lookupProperty(depth0,"row"),"deployment"),"usdPerMillionTokens"),{"name":"usd","hash":{},"data":data,"loc":{"start":{"line":9,"column":234},"end":{"line":9,"column":276}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"joules").call(alias1,lookupProperty(lookupProperty(lookupProperty(depth0,"row"),"deployment"),"joulesPerToken"),{"name":"joules","hash":{},"data":data,"loc":{"start":{"line":9,"column":279},"end":{"line":9,"column":319}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"row"),"communicationShare"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":9,"column":322},"end":{"line":9,"column":356}}})) != null ? stack1 : "")
    + " |\n";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":11,"column":2},"end":{"line":11,"column":23}}})) != null ? stack1 : "")
    + " | none: "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"reason"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":11,"column":32},"end":{"line":11,"column":47}}})) != null ? stack1 : "")
    + " | — | — | — | — | — | — | — | — |\n";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":20,"column":2},"end":{"line":20,"column":23}}})) != null ? stack1 : "")
    + " | `"
    + ((stack1 = alias3(alias2(depth0, "precision", {"start":{"line":20,"column":29},"end":{"line":20,"column":38}} ), depth0)) != null ? stack1 : "")
    + "` | "
    + ((stack1 = alias3(alias2(depth0, "layout", {"start":{"line":20,"column":46},"end":{"line":20,"column":52}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = alias3(alias2(depth0, "batch", {"start":{"line":20,"column":59},"end":{"line":20,"column":64}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = alias3(alias2(depth0, "fitMark", {"start":{"line":20,"column":71},"end":{"line":20,"column":78}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"ttftSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":20,"column":83},"end":{"line":20,"column":106}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"itlSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":20,"column":109},"end":{"line":20,"column":131}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"tokensPerSecondPerDevice"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":20,"column":134},"end":{"line":20,"column":178}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":20,"column":181},"end":{"line":20,"column":216}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"requestsPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":20,"column":219},"end":{"line":20,"column":256}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"usd").call(alias1,lookupProperty(lookupProperty(depth0,"deployment"),"usdPerMillionTokens"),{"name":"usd","hash":{},"data":data,"loc":{"start":{"line":20,"column":259},"end":{"line":20,"column":297}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"joules").call(alias1,lookupProperty(lookupProperty(depth0,"deployment"),"joulesPerToken"),{"name":"joules","hash":{},"data":data,"loc":{"start":{"line":20,"column":300},"end":{"line":20,"column":336}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = alias3(alias2(depth0, "slaMark", {"start":{"line":20,"column":341},"end":{"line":20,"column":348}} ), depth0)) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isChoice"),{"name":"if","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":20,"column":350},"end":{"line":20,"column":378}}})) != null ? stack1 : "")
    + " |\n";
},"7":function(container,depth0,helpers,partials,data) {
    return " pick";
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\nNot run: "
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"gaps"),{"name":"each","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":26,"column":9},"end":{"line":26,"column":117}}})) != null ? stack1 : "")
    + ".\n";
},"9":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = alias2(alias1(depth0, "hardware", {"start":{"line":26,"column":25},"end":{"line":26,"column":33}} ), depth0)) != null ? stack1 : "")
    + " `"
    + ((stack1 = alias2(alias1(depth0, "precision", {"start":{"line":26,"column":39},"end":{"line":26,"column":48}} ), depth0)) != null ? stack1 : "")
    + "` "
    + ((stack1 = alias2(alias1(depth0, "layout", {"start":{"line":26,"column":54},"end":{"line":26,"column":60}} ), depth0)) != null ? stack1 : "")
    + " ("
    + ((stack1 = alias2(alias1(depth0, "code", {"start":{"line":26,"column":66},"end":{"line":26,"column":75}} ), depth0)) != null ? stack1 : "")
    + ")"
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":26,"column":78},"end":{"line":26,"column":108}}})) != null ? stack1 : "");
},"10":function(container,depth0,helpers,partials,data) {
    return "; ";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1;

  return "; J/token = power × devices ÷ tokens/s at "
    + ((stack1 = container.lambda(container.strict(depth0, "powerText", {"start":{"line":29,"column":710},"end":{"line":29,"column":719}} ), depth0)) != null ? stack1 : "");
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## Deployment: isl "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"isl"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":1,"column":19},"end":{"line":1,"column":30}}})) != null ? stack1 : "")
    + " · osl "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"osl"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":1,"column":37},"end":{"line":1,"column":48}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = alias3(alias2(depth0, "loadText", {"start":{"line":1,"column":53},"end":{"line":1,"column":61}} ), depth0)) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"slaText"),{"name":"if","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":63},"end":{"line":1,"column":103}}})) != null ? stack1 : "")
    + "\n\nPer device, the "
    + ((stack1 = lookupProperty(helpers,"with").call(alias1,lookupProperty(lookupProperty(depth0,"choices"),"0"),{"name":"with","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":3,"column":16},"end":{"line":3,"column":62}}})) != null ? stack1 : "")
    + " candidate that fits"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasSla"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":3,"column":82},"end":{"line":3,"column":121}}})) != null ? stack1 : "")
    + ", over precisions × layouts ("
    + ((stack1 = alias3(alias2(depth0, "layoutsText", {"start":{"line":3,"column":152},"end":{"line":3,"column":163}} ), depth0)) != null ? stack1 : "")
    + ") × batch sizes; a workload larger than one replica's batch runs on replicas. Figures use "
    + ((stack1 = alias3(alias2(depth0, "rankedByText", {"start":{"line":3,"column":257},"end":{"line":3,"column":269}} ), depth0)) != null ? stack1 : "")
    + "; $/Mtok and J/token are estimates (rental price, board power) per output token of the whole deployment at the workload's load, every device counted.\n\n| Hardware | Pick | Replicas × devices | TTFT | ITL | tok/s per device | tok/s per replica | $/Mtok | J/token | Comm share |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"choices"),{"name":"each","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":7,"column":0},"end":{"line":13,"column":9}}})) != null ? stack1 : "")
    + "\n<details><summary>Every candidate ("
    + ((stack1 = alias3(alias2(lookupProperty(depth0,"rows"), "length", {"start":{"line":15,"column":37},"end":{"line":15,"column":48}} ), depth0)) != null ? stack1 : "")
    + ")</summary>\n\n| Hardware | Precision | Layout | Batch | Fits | TTFT | ITL | tok/s per device | tok/s per replica | req/s | $/Mtok | J/token | SLA |\n|---|---|---|--:|:-:|--:|--:|--:|--:|--:|--:|--:|:-:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"rows"),{"name":"each","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":19,"column":0},"end":{"line":21,"column":9}}})) != null ? stack1 : "")
    + "\n</details>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"gaps"),"length"),{"name":"if","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":24,"column":0},"end":{"line":27,"column":7}}})) != null ? stack1 : "")
    + "\nHow: TTFT = the prefill of isl tokens in chunks of "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"chunk"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":29,"column":51},"end":{"line":29,"column":64}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = alias3(alias2(depth0, "chunkSource", {"start":{"line":29,"column":68},"end":{"line":29,"column":79}} ), depth0)) != null ? stack1 : "")
    + "), each chunk reading the KV cache up to its end, plus one decode step of the running batch per chunk; ITL = the decode step averaged over the KV cache growing from isl to isl+osl (costed at contexts "
    + ((stack1 = alias3(alias2(depth0, "contextsText", {"start":{"line":29,"column":283},"end":{"line":29,"column":295}} ), depth0)) != null ? stack1 : "")
    + " and interpolated), plus the prefill stalls of the requests that replace finished ones (batch − 1 prefills over osl − 1 steps). A replica's output tokens/s = batch × osl ÷ (TTFT + (osl − 1) × ITL); per device divides by its devices. Fits: weights plus batch × KV cache at isl+osl on each device. $/Mtok = price per hour × devices ÷ 3600 ÷ tokens/s × 10⁶"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"hasPower"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":29,"column":650},"end":{"line":29,"column":728}}})) != null ? stack1 : "")
    + ".\n";
},"useData":true},
  },
  "report.html": {
    text: "{{#> layout pageTitle=title}}\n<header>\n<h1>{{title}}</h1>\n<dl class=\"meta\">\n<dt>Model</dt><dd><code>{{model}}</code> · circuit <code>{{circuit}}</code></dd>\n<dt>Dims from</dt><dd><a href=\"https://huggingface.co/{{source.hf}}\">{{source.hf}}</a> at <code>{{source.revision}}</code></dd>\n<dt>Precision</dt><dd>weights <code>{{precision.weight}}</code>, activations <code>{{precision.act}}</code>, KV cache <code>{{precision.kv_cache}}</code>, dtype <code>{{precision.dtype}}</code>{{#if precision.preset}} (preset <code>{{precision.preset}}</code>){{/if}}</dd>\n{{#if parallel}}\n<dt>Layout</dt><dd>tp {{parallel.tp}} · ep {{parallel.ep}} · pp {{parallel.pp}} on {{parallel.devices}} devices; every time, byte, FLOP and memory figure is one device's (a pipeline stage's), tokens/s the whole system's</dd>\n{{/if}}\n{{#if measurements}}\n<dt>Measured times</dt><dd><code>{{measurements.file}}</code> ({{measurements.rows}} rows); each site is ● measured, ◐ interpolated between measured rows, or ○ estimated (expected, else floor)</dd>\n{{/if}}\n{{#if overrideList.length}}\n<dt>Overrides</dt><dd>{{#each overrideList}}{{#unless @first}}; {{/unless}}<code>{{glob}}</code> → {{#each formats}}{{#unless @first}}, {{/unless}}{{role}} <code>{{format}}</code>{{/each}}{{/each}}</dd>\n{{/if}}\n</dl>\n<nav aria-label=\"Contents\">\n<ul>\n<li><a href=\"#summary\">Summary</a></li>\n<li><a href=\"#memory\">Memory fit</a></li>\n{{#each sections}}\n<li><a href=\"#{{id}}\">{{name}}</a></li>\n{{/each}}\n{{#if venn}}\n<li><a href=\"#venn\">Kernel coverage</a></li>\n{{/if}}\n{{#if diagnostics.length}}\n<li><a href=\"#diagnostics\">Diagnostics</a></li>\n{{/if}}\n</ul>\n</nav>\n</header>\n\n<section aria-labelledby=\"summary\">\n<h2 id=\"summary\">Summary</h2>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"summary-caption\" tabindex=\"0\">\n<table class=\"sortable summary\">\n<caption id=\"summary-caption\">Step floor and throughput of every run</caption>\n<thead>\n<tr><th scope=\"col\">Hardware</th><th scope=\"col\">Run</th><th scope=\"col\" class=\"num\">Rows</th><th scope=\"col\" class=\"num\">Context</th><th scope=\"col\" class=\"num\">Step (floor)</th><th scope=\"col\" class=\"num\">Expected</th><th scope=\"col\" class=\"num\">Tokens/s (floor)</th><th scope=\"col\" class=\"num\">Tokens/s (expected)</th><th scope=\"col\">Fits one device</th><th scope=\"col\" class=\"num\">Weights read</th><th scope=\"col\" class=\"num\">KV read+write</th><th scope=\"col\" class=\"num\">Activations</th><th scope=\"col\" class=\"num\">FLOPs</th></tr>\n</thead>\n<tbody>\n{{#each tables}}\n<tr><td>{{hardwareName}}</td><td>{{mode}}</td><td class=\"num\" data-sort=\"{{sortKey rows}}\">{{int rows}}</td><td class=\"num\" data-sort=\"{{sortKey context}}\">{{int context}}</td><td class=\"num\" data-sort=\"{{sortKey floorSeconds}}\">{{seconds floorSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey expectedSeconds}}\">{{seconds expectedSeconds}}</td><td class=\"num\" data-sort=\"{{sortKey tokensPerSecond}}\">{{tokensPerSecond tokensPerSecond}}</td><td class=\"num\" data-sort=\"{{sortKey tokensPerSecondExpected}}\">{{tokensPerSecond tokensPerSecondExpected}}</td><td{{#unless fit.fits}} class=\"nofit\"{{/unless}} data-sort=\"{{sortKey fit.neededBytes}}\">{{#if fit.fits}}✓ {{bytes fit.neededBytes}}{{else}}<strong>✗ ×{{fit.devicesNeeded}}</strong> {{bytes fit.neededBytes}}{{/if}}</td><td class=\"num\" data-sort=\"{{sortKey weightBytes}}\">{{bytes weightBytes}}</td><td class=\"num\" data-sort=\"{{sortKey kvBytes}}\">{{bytes kvBytes}}</td><td class=\"num\" data-sort=\"{{sortKey activationBytes}}\">{{bytes activationBytes}}</td><td class=\"num\" data-sort=\"{{sortKey flops}}\">{{flops flops}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n</section>\n\n<section aria-labelledby=\"memory\">\n<h2 id=\"memory\">Memory fit</h2>\n{{#each memory}}\n<h3 id=\"memory-{{@index}}\">{{hardwareName}}</h3>\n<p>Weights resident {{bytes weightBytes}} ({{params weightParams}} parameters{{#if isSparse}}, {{params activeParams}} active per token{{/if}}), KV cache {{bytes kvBytesPerSequence}} per sequence at {{int context}} tokens; usable {{bytes usableBytes}} of {{bytes capacityBytes}}{{#if weightsFit.fits}}{{#if hasMaxSequences}}, so at most <strong>{{int maxSequences}}</strong> sequences fit{{/if}}{{else}}, so <strong class=\"nofit\">the weights alone do not fit one device</strong>: no sequence fits; {{weightsFit.devicesNeeded}} devices of this kind would hold the weights{{/if}}.</p>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"memory-{{@index}}-caption\" tabindex=\"0\">\n<table class=\"fit\">\n<caption id=\"memory-{{@index}}-caption\">Memory needed on {{hardwareName}} by sequences and context</caption>\n<thead>\n<tr><th scope=\"col\">Context</th>{{#each sequences}}<th scope=\"col\" class=\"num\">{{this}} seq</th>{{/each}}</tr>\n</thead>\n<tbody>\n{{#each fitRows}}\n<tr><th scope=\"row\">{{int context}} tokens</th>{{#each cells}}<td class=\"num\">{{bytes bytes}}{{#unless fits}} <span class=\"nofit\">✗ ×{{devices}}</span>{{/unless}}</td>{{/each}}</tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n{{/each}}\n<p class=\"note\">✗ ×N: does not fit one device's usable memory; N devices of this kind would hold it.</p>\n</section>\n\n{{#each sections}}\n<section aria-labelledby=\"{{id}}\">\n<h2 id=\"{{id}}\">{{name}}</h2>\n<p>Memory bandwidth {{bytesPerSecond bytesPerSecond}}, capacity {{bytes capacityBytes}}; dense peaks {{#each peaks}}{{#unless @first}}, {{/unless}}{{lane}} {{flopsPerSecond flopsPerSecond}}{{/each}}{{#each fallback}}; {{lane}} runs emulated on {{to}}{{/each}}{{#if calibrated}}; calibrated (expected times apply its efficiencies){{/if}}.</p>\n{{#if roofline}}\n<h3 id=\"{{id}}-charts\">Roofline and time shares</h3>\n{{> roofline}}\n{{> bars}}\n{{> traffic-bars}}\n{{/if}}\n{{#each runs}}\n<h3 id=\"{{id}}\">{{runLabel}} · context {{int context}}</h3>\n{{#unless fit.fits}}<p class=\"nofit\"><strong>Does not fit one device</strong>: weights and KV cache need {{bytes fit.neededBytes}}, usable memory is {{bytes fit.usableBytes}} ({{fit.devicesNeeded}} devices of this kind would hold it); the times below are what one device would take if it could hold the step.</p>\n{{/unless}}<p>Step floor <strong>{{seconds floorSeconds}}</strong> → <strong>{{tokensPerSecond tokensPerSecond}} tokens/s</strong>{{#if expectedSeconds}}; expected <strong>{{seconds expectedSeconds}}</strong> → <strong>{{tokensPerSecond tokensPerSecondExpected}} tokens/s</strong>{{/if}}; reads {{bytes weightBytes}} of weights, {{bytes kvBytes}} of KV cache, moves {{bytes activationBytes}} of activations, {{flops flops}}.</p>\n{{#if comm}}<p>Communication: collectives take {{seconds comm.floorSeconds}} floor, {{seconds comm.expectedSeconds}} expected: {{percent comm.share}} of the step.</p>{{/if}}{{#if expectedTerms}}<p>Expected time = {{#each expectedTerms}}{{#unless @first}} + {{/unless}}{{term}} {{seconds seconds}}{{/each}} ({{#if @root.graphs}}decode under CUDA/HIP graphs{{else}}cold kernel launches{{/if}}).</p>\n{{/if}}\n{{#if @root.measurements}}\n<p class=\"timing-share\">Step time <strong>{{seconds stepSeconds}}</strong> (measured where measured, else expected, else floor): {{percent timingShare.measured}} measured, {{percent timingShare.interpolated}} interpolated, {{percent timingShare.estimated}} estimated.</p>\n{{/if}}\n{{#if fusionStep}}\n{{> fusion}}\n{{/if}}\n{{> sites}}\n{{> traffic}}\n{{/each}}\n</section>\n\n{{/each}}\n{{#if deployment}}\n{{#with deployment}}\n{{> workload}}\n{{/with}}\n{{/if}}\n{{#if venn}}\n{{> venn}}\n\n{{/if}}\n{{#if diagnostics.length}}\n<section aria-labelledby=\"diagnostics\">\n<h2 id=\"diagnostics\">Diagnostics</h2>\n<ul>\n{{#each diagnostics}}\n<li><code>{{code}}</code> {{severity}}: {{message}}{{#if file}} ({{file}}:{{line}}:{{col}}){{/if}}</li>\n{{/each}}\n</ul>\n</section>\n\n{{/if}}\n<footer>\n<details>\n<summary>Inputs</summary>\n<ul>\n{{#each inputs}}\n<li>{{kind}} <code>{{id}}</code> sha256 <code>{{sha256}}</code></li>\n{{/each}}\n</ul>\n</details>\n<p class=\"note\">Floor = max(bytes ÷ bandwidth, FLOPs ÷ peak of the site's lane), summed over sites; tokens/s = rows ÷ floor. Expected applies the profile's calibrated efficiencies and launch cost. Bytes are decimal (1 GB = 10⁹ B) and include every quantization scale.</p>\n</footer>\n{{/layout}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<header>\n<h1>"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":3,"column":6},"end":{"line":3,"column":11}} ), depth0))
    + "</h1>\n<dl class=\"meta\">\n<dt>Model</dt><dd><code>"
    + alias3(alias2(alias1(depth0, "model", {"start":{"line":5,"column":26},"end":{"line":5,"column":31}} ), depth0))
    + "</code> · circuit <code>"
    + alias3(alias2(alias1(depth0, "circuit", {"start":{"line":5,"column":59},"end":{"line":5,"column":66}} ), depth0))
    + "</code></dd>\n<dt>Dims from</dt><dd><a href=\"https://huggingface.co/"
    + alias3(alias2(alias1(lookupProperty(depth0,"source"), "hf", {"start":{"line":6,"column":56},"end":{"line":6,"column":65}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(lookupProperty(depth0,"source"), "hf", {"start":{"line":6,"column":71},"end":{"line":6,"column":80}} ), depth0))
    + "</a> at <code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"source"), "revision", {"start":{"line":6,"column":98},"end":{"line":6,"column":113}} ), depth0))
    + "</code></dd>\n<dt>Precision</dt><dd>weights <code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"precision"), "weight", {"start":{"line":7,"column":38},"end":{"line":7,"column":54}} ), depth0))
    + "</code>, activations <code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"precision"), "act", {"start":{"line":7,"column":85},"end":{"line":7,"column":98}} ), depth0))
    + "</code>, KV cache <code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"precision"), "kv_cache", {"start":{"line":7,"column":126},"end":{"line":7,"column":144}} ), depth0))
    + "</code>, dtype <code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"precision"), "dtype", {"start":{"line":7,"column":169},"end":{"line":7,"column":184}} ), depth0))
    + "</code>"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"precision"),"preset"),{"name":"if","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":7,"column":193},"end":{"line":7,"column":267}}})) != null ? stack1 : "")
    + "</dd>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"parallel"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":8,"column":0},"end":{"line":10,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"measurements"),{"name":"if","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":11,"column":0},"end":{"line":13,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"overrideList"),"length"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":14,"column":0},"end":{"line":16,"column":7}}})) != null ? stack1 : "")
    + "</dl>\n<nav aria-label=\"Contents\">\n<ul>\n<li><a href=\"#summary\">Summary</a></li>\n<li><a href=\"#memory\">Memory fit</a></li>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"sections"),{"name":"each","hash":{},"fn":container.program(9, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":22,"column":0},"end":{"line":24,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"venn"),{"name":"if","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":25,"column":0},"end":{"line":27,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"diagnostics"),"length"),{"name":"if","hash":{},"fn":container.program(11, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":0},"end":{"line":30,"column":7}}})) != null ? stack1 : "")
    + "</ul>\n</nav>\n</header>\n\n<section aria-labelledby=\"summary\">\n<h2 id=\"summary\">Summary</h2>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"summary-caption\" tabindex=\"0\">\n<table class=\"sortable summary\">\n<caption id=\"summary-caption\">Step floor and throughput of every run</caption>\n<thead>\n<tr><th scope=\"col\">Hardware</th><th scope=\"col\">Run</th><th scope=\"col\" class=\"num\">Rows</th><th scope=\"col\" class=\"num\">Context</th><th scope=\"col\" class=\"num\">Step (floor)</th><th scope=\"col\" class=\"num\">Expected</th><th scope=\"col\" class=\"num\">Tokens/s (floor)</th><th scope=\"col\" class=\"num\">Tokens/s (expected)</th><th scope=\"col\">Fits one device</th><th scope=\"col\" class=\"num\">Weights read</th><th scope=\"col\" class=\"num\">KV read+write</th><th scope=\"col\" class=\"num\">Activations</th><th scope=\"col\" class=\"num\">FLOPs</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"tables"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":44,"column":0},"end":{"line":46,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n</section>\n\n<section aria-labelledby=\"memory\">\n<h2 id=\"memory\">Memory fit</h2>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"memory"),{"name":"each","hash":{},"fn":container.program(16, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":54,"column":0},"end":{"line":70,"column":9}}})) != null ? stack1 : "")
    + "<p class=\"note\">✗ ×N: does not fit one device's usable memory; N devices of this kind would hold it.</p>\n</section>\n\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"sections"),{"name":"each","hash":{},"fn":container.program(25, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":74,"column":0},"end":{"line":101,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"deployment"),{"name":"if","hash":{},"fn":container.program(41, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":102,"column":0},"end":{"line":106,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"venn"),{"name":"if","hash":{},"fn":container.program(43, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":107,"column":0},"end":{"line":110,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"diagnostics"),"length"),{"name":"if","hash":{},"fn":container.program(44, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":111,"column":0},"end":{"line":121,"column":7}}})) != null ? stack1 : "")
    + "<footer>\n<details>\n<summary>Inputs</summary>\n<ul>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"inputs"),{"name":"each","hash":{},"fn":container.program(47, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":126,"column":0},"end":{"line":128,"column":9}}})) != null ? stack1 : "")
    + "</ul>\n</details>\n<p class=\"note\">Floor = max(bytes ÷ bandwidth, FLOPs ÷ peak of the site's lane), summed over sites; tokens/s = rows ÷ floor. Expected applies the profile's calibrated efficiencies and launch cost. Bytes are decimal (1 GB = 10⁹ B) and include every quantization scale.</p>\n</footer>\n";
},"1":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " (preset <code>"
    + container.escapeExpression(container.lambda(container.strict(lookupProperty(depth0,"precision"), "preset", {"start":{"line":7,"column":234},"end":{"line":7,"column":250}} ), depth0))
    + "</code>)";
},"2":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<dt>Layout</dt><dd>tp "
    + alias3(alias2(alias1(lookupProperty(depth0,"parallel"), "tp", {"start":{"line":9,"column":24},"end":{"line":9,"column":35}} ), depth0))
    + " · ep "
    + alias3(alias2(alias1(lookupProperty(depth0,"parallel"), "ep", {"start":{"line":9,"column":45},"end":{"line":9,"column":56}} ), depth0))
    + " · pp "
    + alias3(alias2(alias1(lookupProperty(depth0,"parallel"), "pp", {"start":{"line":9,"column":66},"end":{"line":9,"column":77}} ), depth0))
    + " on "
    + alias3(alias2(alias1(lookupProperty(depth0,"parallel"), "devices", {"start":{"line":9,"column":85},"end":{"line":9,"column":101}} ), depth0))
    + " devices; every time, byte, FLOP and memory figure is one device's (a pipeline stage's), tokens/s the whole system's</dd>\n";
},"3":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<dt>Measured times</dt><dd><code>"
    + alias3(alias2(alias1(lookupProperty(depth0,"measurements"), "file", {"start":{"line":12,"column":35},"end":{"line":12,"column":52}} ), depth0))
    + "</code> ("
    + alias3(alias2(alias1(lookupProperty(depth0,"measurements"), "rows", {"start":{"line":12,"column":65},"end":{"line":12,"column":82}} ), depth0))
    + " rows); each site is ● measured, ◐ interpolated between measured rows, or ○ estimated (expected, else floor)</dd>\n";
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<dt>Overrides</dt><dd>"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"overrideList"),{"name":"each","hash":{},"fn":container.program(5, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":22},"end":{"line":15,"column":197}}})) != null ? stack1 : "")
    + "</dd>\n";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":44},"end":{"line":15,"column":75}}})) != null ? stack1 : "")
    + "<code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "glob", {"start":{"line":15,"column":83},"end":{"line":15,"column":87}} ), depth0))
    + "</code> → "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"formats"),{"name":"each","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":99},"end":{"line":15,"column":188}}})) != null ? stack1 : "");
},"6":function(container,depth0,helpers,partials,data) {
    return "; ";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":116},"end":{"line":15,"column":147}}})) != null ? stack1 : "")
    + alias3(alias2(alias1(depth0, "role", {"start":{"line":15,"column":149},"end":{"line":15,"column":153}} ), depth0))
    + " <code>"
    + alias3(alias2(alias1(depth0, "format", {"start":{"line":15,"column":164},"end":{"line":15,"column":170}} ), depth0))
    + "</code>";
},"8":function(container,depth0,helpers,partials,data) {
    return ", ";
},"9":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<li><a href=\"#"
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":23,"column":16},"end":{"line":23,"column":18}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "name", {"start":{"line":23,"column":24},"end":{"line":23,"column":28}} ), depth0))
    + "</a></li>\n";
},"10":function(container,depth0,helpers,partials,data) {
    return "<li><a href=\"#venn\">Kernel coverage</a></li>\n";
},"11":function(container,depth0,helpers,partials,data) {
    return "<li><a href=\"#diagnostics\">Diagnostics</a></li>\n";
},"12":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><td>"
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":45,"column":10},"end":{"line":45,"column":22}} ), depth0))
    + "</td><td>"
    + alias3(alias2(alias1(depth0, "mode", {"start":{"line":45,"column":35},"end":{"line":45,"column":39}} ), depth0))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"rows"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":73},"end":{"line":45,"column":89}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(depth0,"rows"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":45,"column":91},"end":{"line":45,"column":103}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"context"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":135},"end":{"line":45,"column":154}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":45,"column":156},"end":{"line":45,"column":171}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"floorSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":203},"end":{"line":45,"column":227}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":45,"column":229},"end":{"line":45,"column":253}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"expectedSeconds"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":285},"end":{"line":45,"column":312}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":45,"column":314},"end":{"line":45,"column":341}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"tokensPerSecond"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":373},"end":{"line":45,"column":400}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"tokensPerSecond").call(alias4,lookupProperty(depth0,"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":45,"column":402},"end":{"line":45,"column":437}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"tokensPerSecondExpected"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":469},"end":{"line":45,"column":504}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"tokensPerSecond").call(alias4,lookupProperty(depth0,"tokensPerSecondExpected"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":45,"column":506},"end":{"line":45,"column":549}}}))
    + "</td><td"
    + ((stack1 = lookupProperty(helpers,"unless").call(alias4,lookupProperty(lookupProperty(depth0,"fit"),"fits"),{"name":"unless","hash":{},"fn":container.program(13, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":45,"column":557},"end":{"line":45,"column":602}}})) != null ? stack1 : "")
    + " data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(lookupProperty(depth0,"fit"),"neededBytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":614},"end":{"line":45,"column":641}}}))
    + "\">"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"fit"),"fits"),{"name":"if","hash":{},"fn":container.program(14, data, 0),"inverse":container.program(15, data, 0),"data":data,"loc":{"start":{"line":45,"column":643},"end":{"line":45,"column":768}}})) != null ? stack1 : "")
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"weightBytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":800},"end":{"line":45,"column":823}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"weightBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":45,"column":825},"end":{"line":45,"column":846}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"kvBytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":878},"end":{"line":45,"column":897}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"kvBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":45,"column":899},"end":{"line":45,"column":916}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"activationBytes"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":948},"end":{"line":45,"column":975}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"activationBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":45,"column":977},"end":{"line":45,"column":1002}}}))
    + "</td><td class=\"num\" data-sort=\""
    + alias3(lookupProperty(helpers,"sortKey").call(alias4,lookupProperty(depth0,"flops"),{"name":"sortKey","hash":{},"data":data,"loc":{"start":{"line":45,"column":1034},"end":{"line":45,"column":1051}}}))
    + "\">"
    + alias3(lookupProperty(helpers,"flops").call(alias4,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":45,"column":1053},"end":{"line":45,"column":1068}}}))
    + "</td></tr>\n";
},"13":function(container,depth0,helpers,partials,data) {
    return " class=\"nofit\"";
},"14":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "✓ "
    + container.escapeExpression(lookupProperty(helpers,"bytes").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"fit"),"neededBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":45,"column":661},"end":{"line":45,"column":686}}}));
},"15":function(container,depth0,helpers,partials,data) {
    var alias1=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<strong>✗ ×"
    + alias1(container.lambda(container.strict(lookupProperty(depth0,"fit"), "devicesNeeded", {"start":{"line":45,"column":707},"end":{"line":45,"column":724}} ), depth0))
    + "</strong> "
    + alias1(lookupProperty(helpers,"bytes").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"fit"),"neededBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":45,"column":736},"end":{"line":45,"column":761}}}));
},"16":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<h3 id=\"memory-"
    + alias3(alias2(alias1(data, "index", {"start":{"line":55,"column":17},"end":{"line":55,"column":23}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":55,"column":29},"end":{"line":55,"column":41}} ), depth0))
    + "</h3>\n<p>Weights resident "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"weightBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":56,"column":20},"end":{"line":56,"column":41}}}))
    + " ("
    + alias3(lookupProperty(helpers,"params").call(alias4,lookupProperty(depth0,"weightParams"),{"name":"params","hash":{},"data":data,"loc":{"start":{"line":56,"column":43},"end":{"line":56,"column":66}}}))
    + " parameters"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"isSparse"),{"name":"if","hash":{},"fn":container.program(17, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":56,"column":77},"end":{"line":56,"column":142}}})) != null ? stack1 : "")
    + "), KV cache "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"kvBytesPerSequence"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":56,"column":154},"end":{"line":56,"column":182}}}))
    + " per sequence at "
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":56,"column":199},"end":{"line":56,"column":214}}}))
    + " tokens; usable "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"usableBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":56,"column":230},"end":{"line":56,"column":251}}}))
    + " of "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"capacityBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":56,"column":255},"end":{"line":56,"column":278}}}))
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(depth0,"weightsFit"),"fits"),{"name":"if","hash":{},"fn":container.program(18, data, 0),"inverse":container.program(20, data, 0),"data":data,"loc":{"start":{"line":56,"column":278},"end":{"line":56,"column":577}}})) != null ? stack1 : "")
    + ".</p>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"memory-"
    + alias3(alias2(alias1(data, "index", {"start":{"line":57,"column":60},"end":{"line":57,"column":66}} ), depth0))
    + "-caption\" tabindex=\"0\">\n<table class=\"fit\">\n<caption id=\"memory-"
    + alias3(alias2(alias1(data, "index", {"start":{"line":59,"column":22},"end":{"line":59,"column":28}} ), depth0))
    + "-caption\">Memory needed on "
    + alias3(alias2(alias1(depth0, "hardwareName", {"start":{"line":59,"column":59},"end":{"line":59,"column":71}} ), depth0))
    + " by sequences and context</caption>\n<thead>\n<tr><th scope=\"col\">Context</th>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"sequences"),{"name":"each","hash":{},"fn":container.program(21, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":61,"column":32},"end":{"line":61,"column":105}}})) != null ? stack1 : "")
    + "</tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"fitRows"),{"name":"each","hash":{},"fn":container.program(22, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":64,"column":0},"end":{"line":66,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n";
},"17":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", "
    + container.escapeExpression(lookupProperty(helpers,"params").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"activeParams"),{"name":"params","hash":{},"data":data,"loc":{"start":{"line":56,"column":95},"end":{"line":56,"column":118}}}))
    + " active per token";
},"18":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"hasMaxSequences"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":56,"column":301},"end":{"line":56,"column":395}}})) != null ? stack1 : "");
},"19":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", so at most <strong>"
    + container.escapeExpression(lookupProperty(helpers,"int").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"maxSequences"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":56,"column":345},"end":{"line":56,"column":365}}}))
    + "</strong> sequences fit";
},"20":function(container,depth0,helpers,partials,data) {
    var lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", so <strong class=\"nofit\">the weights alone do not fit one device</strong>: no sequence fits; "
    + container.escapeExpression(container.lambda(container.strict(lookupProperty(depth0,"weightsFit"), "devicesNeeded", {"start":{"line":56,"column":500},"end":{"line":56,"column":524}} ), depth0))
    + " devices of this kind would hold the weights";
},"21":function(container,depth0,helpers,partials,data) {
    return "<th scope=\"col\" class=\"num\">"
    + container.escapeExpression(container.lambda(depth0, depth0))
    + " seq</th>";
},"22":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><th scope=\"row\">"
    + container.escapeExpression(lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":65,"column":20},"end":{"line":65,"column":35}}}))
    + " tokens</th>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"cells"),{"name":"each","hash":{},"fn":container.program(23, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":65,"column":47},"end":{"line":65,"column":176}}})) != null ? stack1 : "")
    + "</tr>\n";
},"23":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<td class=\"num\">"
    + container.escapeExpression(lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":65,"column":78},"end":{"line":65,"column":93}}}))
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(depth0,"fits"),{"name":"unless","hash":{},"fn":container.program(24, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":65,"column":93},"end":{"line":65,"column":162}}})) != null ? stack1 : "")
    + "</td>";
},"24":function(container,depth0,helpers,partials,data) {
    return " <span class=\"nofit\">✗ ×"
    + container.escapeExpression(container.lambda(container.strict(depth0, "devices", {"start":{"line":65,"column":135},"end":{"line":65,"column":142}} ), depth0))
    + "</span>";
},"25":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<section aria-labelledby=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":75,"column":28},"end":{"line":75,"column":30}} ), depth0))
    + "\">\n<h2 id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":76,"column":10},"end":{"line":76,"column":12}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "name", {"start":{"line":76,"column":18},"end":{"line":76,"column":22}} ), depth0))
    + "</h2>\n<p>Memory bandwidth "
    + alias3(lookupProperty(helpers,"bytesPerSecond").call(alias4,lookupProperty(depth0,"bytesPerSecond"),{"name":"bytesPerSecond","hash":{},"data":data,"loc":{"start":{"line":77,"column":20},"end":{"line":77,"column":53}}}))
    + ", capacity "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"capacityBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":77,"column":64},"end":{"line":77,"column":87}}}))
    + "; dense peaks "
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"peaks"),{"name":"each","hash":{},"fn":container.program(26, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":77,"column":101},"end":{"line":77,"column":198}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"fallback"),{"name":"each","hash":{},"fn":container.program(27, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":77,"column":198},"end":{"line":77,"column":259}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"calibrated"),{"name":"if","hash":{},"fn":container.program(28, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":77,"column":259},"end":{"line":77,"column":336}}})) != null ? stack1 : "")
    + ".</p>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"roofline"),{"name":"if","hash":{},"fn":container.program(29, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":78,"column":0},"end":{"line":83,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"runs"),{"name":"each","hash":{},"fn":container.program(30, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":84,"column":0},"end":{"line":98,"column":9}}})) != null ? stack1 : "")
    + "</section>\n\n";
},"26":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":77,"column":116},"end":{"line":77,"column":147}}})) != null ? stack1 : "")
    + alias2(container.lambda(container.strict(depth0, "lane", {"start":{"line":77,"column":149},"end":{"line":77,"column":153}} ), depth0))
    + " "
    + alias2(lookupProperty(helpers,"flopsPerSecond").call(alias1,lookupProperty(depth0,"flopsPerSecond"),{"name":"flopsPerSecond","hash":{},"data":data,"loc":{"start":{"line":77,"column":156},"end":{"line":77,"column":189}}}));
},"27":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "; "
    + alias3(alias2(alias1(depth0, "lane", {"start":{"line":77,"column":220},"end":{"line":77,"column":224}} ), depth0))
    + " runs emulated on "
    + alias3(alias2(alias1(depth0, "to", {"start":{"line":77,"column":246},"end":{"line":77,"column":248}} ), depth0));
},"28":function(container,depth0,helpers,partials,data) {
    return "; calibrated (expected times apply its efficiencies)";
},"29":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<h3 id=\""
    + container.escapeExpression(container.lambda(container.strict(depth0, "id", {"start":{"line":79,"column":10},"end":{"line":79,"column":12}} ), depth0))
    + "-charts\">Roofline and time shares</h3>\n"
    + ((stack1 = container.invokePartial(lookupProperty(partials,"roofline"),depth0,{"name":"roofline","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + ((stack1 = container.invokePartial(lookupProperty(partials,"bars"),depth0,{"name":"bars","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + ((stack1 = container.invokePartial(lookupProperty(partials,"traffic-bars"),depth0,{"name":"traffic-bars","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"30":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<h3 id=\""
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":85,"column":10},"end":{"line":85,"column":12}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "runLabel", {"start":{"line":85,"column":18},"end":{"line":85,"column":26}} ), depth0))
    + " · context "
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":85,"column":39},"end":{"line":85,"column":54}}}))
    + "</h3>\n"
    + ((stack1 = lookupProperty(helpers,"unless").call(alias4,lookupProperty(lookupProperty(depth0,"fit"),"fits"),{"name":"unless","hash":{},"fn":container.program(31, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":86,"column":0},"end":{"line":87,"column":11}}})) != null ? stack1 : "")
    + "<p>Step floor <strong>"
    + alias3(lookupProperty(helpers,"seconds").call(alias4,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":87,"column":33},"end":{"line":87,"column":57}}}))
    + "</strong> → <strong>"
    + alias3(lookupProperty(helpers,"tokensPerSecond").call(alias4,lookupProperty(depth0,"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":87,"column":77},"end":{"line":87,"column":112}}}))
    + " tokens/s</strong>"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"expectedSeconds"),{"name":"if","hash":{},"fn":container.program(32, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":87,"column":130},"end":{"line":87,"column":287}}})) != null ? stack1 : "")
    + "; reads "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"weightBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":87,"column":295},"end":{"line":87,"column":316}}}))
    + " of weights, "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"kvBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":87,"column":329},"end":{"line":87,"column":346}}}))
    + " of KV cache, moves "
    + alias3(lookupProperty(helpers,"bytes").call(alias4,lookupProperty(depth0,"activationBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":87,"column":366},"end":{"line":87,"column":391}}}))
    + " of activations, "
    + alias3(lookupProperty(helpers,"flops").call(alias4,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":87,"column":408},"end":{"line":87,"column":423}}}))
    + ".</p>\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"comm"),{"name":"if","hash":{},"fn":container.program(33, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":88,"column":0},"end":{"line":88,"column":173}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"expectedTerms"),{"name":"if","hash":{},"fn":container.program(34, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":88,"column":173},"end":{"line":89,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(lookupProperty(data,"root"),"measurements"),{"name":"if","hash":{},"fn":container.program(39, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":90,"column":0},"end":{"line":92,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias4,lookupProperty(depth0,"fusionStep"),{"name":"if","hash":{},"fn":container.program(40, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":93,"column":0},"end":{"line":95,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = container.invokePartial(lookupProperty(partials,"sites"),depth0,{"name":"sites","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + ((stack1 = container.invokePartial(lookupProperty(partials,"traffic"),depth0,{"name":"traffic","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"31":function(container,depth0,helpers,partials,data) {
    var alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<p class=\"nofit\"><strong>Does not fit one device</strong>: weights and KV cache need "
    + alias2(lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"fit"),"neededBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":86,"column":105},"end":{"line":86,"column":130}}}))
    + ", usable memory is "
    + alias2(lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"fit"),"usableBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":86,"column":149},"end":{"line":86,"column":174}}}))
    + " ("
    + alias2(container.lambda(container.strict(lookupProperty(depth0,"fit"), "devicesNeeded", {"start":{"line":86,"column":178},"end":{"line":86,"column":195}} ), depth0))
    + " devices of this kind would hold it); the times below are what one device would take if it could hold the step.</p>\n";
},"32":function(container,depth0,helpers,partials,data) {
    var alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "; expected <strong>"
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":87,"column":172},"end":{"line":87,"column":199}}}))
    + "</strong> → <strong>"
    + alias2(lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"tokensPerSecondExpected"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":87,"column":219},"end":{"line":87,"column":262}}}))
    + " tokens/s</strong>";
},"33":function(container,depth0,helpers,partials,data) {
    var alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<p>Communication: collectives take "
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"comm"),"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":88,"column":47},"end":{"line":88,"column":76}}}))
    + " floor, "
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"comm"),"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":88,"column":84},"end":{"line":88,"column":116}}}))
    + " expected: "
    + alias2(lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"comm"),"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":88,"column":127},"end":{"line":88,"column":149}}}))
    + " of the step.</p>";
},"34":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<p>Expected time = "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"expectedTerms"),{"name":"each","hash":{},"fn":container.program(35, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":88,"column":213},"end":{"line":88,"column":305}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"graphs"),{"name":"if","hash":{},"fn":container.program(37, data, 0),"inverse":container.program(38, data, 0),"data":data,"loc":{"start":{"line":88,"column":307},"end":{"line":88,"column":390}}})) != null ? stack1 : "")
    + ").</p>\n";
},"35":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(36, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":88,"column":236},"end":{"line":88,"column":268}}})) != null ? stack1 : "")
    + alias2(container.lambda(container.strict(depth0, "term", {"start":{"line":88,"column":270},"end":{"line":88,"column":274}} ), depth0))
    + " "
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"seconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":88,"column":277},"end":{"line":88,"column":296}}}));
},"36":function(container,depth0,helpers,partials,data) {
    return " + ";
},"37":function(container,depth0,helpers,partials,data) {
    return "decode under CUDA/HIP graphs";
},"38":function(container,depth0,helpers,partials,data) {
    return "cold kernel launches";
},"39":function(container,depth0,helpers,partials,data) {
    var alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<p class=\"timing-share\">Step time <strong>"
    + alias2(lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"stepSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":91,"column":42},"end":{"line":91,"column":65}}}))
    + "</strong> (measured where measured, else expected, else floor): "
    + alias2(lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"timingShare"),"measured"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":91,"column":129},"end":{"line":91,"column":161}}}))
    + " measured, "
    + alias2(lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"timingShare"),"interpolated"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":91,"column":172},"end":{"line":91,"column":208}}}))
    + " interpolated, "
    + alias2(lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"timingShare"),"estimated"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":91,"column":223},"end":{"line":91,"column":256}}}))
    + " estimated.</p>\n";
},"40":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"fusion"),depth0,{"name":"fusion","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"41":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"with").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"deployment"),{"name":"with","hash":{},"fn":container.program(42, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":103,"column":0},"end":{"line":105,"column":9}}})) != null ? stack1 : "");
},"42":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"workload"),depth0,{"name":"workload","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"43":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"venn"),depth0,{"name":"venn","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "\n";
},"44":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<section aria-labelledby=\"diagnostics\">\n<h2 id=\"diagnostics\">Diagnostics</h2>\n<ul>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"diagnostics"),{"name":"each","hash":{},"fn":container.program(45, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":115,"column":0},"end":{"line":117,"column":9}}})) != null ? stack1 : "")
    + "</ul>\n</section>\n\n";
},"45":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.escapeExpression, alias3=container.strict, alias4=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<li><code>"
    + alias2(lookupProperty(helpers,"code").call(alias1,{"name":"code","hash":{},"data":data,"loc":{"start":{"line":116,"column":10},"end":{"line":116,"column":18}}}))
    + "</code> "
    + alias2(alias4(alias3(depth0, "severity", {"start":{"line":116,"column":28},"end":{"line":116,"column":36}} ), depth0))
    + ": "
    + alias2(alias4(alias3(depth0, "message", {"start":{"line":116,"column":42},"end":{"line":116,"column":49}} ), depth0))
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"file"),{"name":"if","hash":{},"fn":container.program(46, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":116,"column":51},"end":{"line":116,"column":98}}})) != null ? stack1 : "")
    + "</li>\n";
},"46":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return " ("
    + alias3(alias2(alias1(depth0, "file", {"start":{"line":116,"column":67},"end":{"line":116,"column":71}} ), depth0))
    + ":"
    + alias3(alias2(alias1(depth0, "line", {"start":{"line":116,"column":76},"end":{"line":116,"column":80}} ), depth0))
    + ":"
    + alias3(alias2(alias1(depth0, "col", {"start":{"line":116,"column":85},"end":{"line":116,"column":88}} ), depth0))
    + ")";
},"47":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<li>"
    + alias3(alias2(alias1(depth0, "kind", {"start":{"line":127,"column":6},"end":{"line":127,"column":10}} ), depth0))
    + " <code>"
    + alias3(alias2(alias1(depth0, "id", {"start":{"line":127,"column":21},"end":{"line":127,"column":23}} ), depth0))
    + "</code> sha256 <code>"
    + alias3(alias2(alias1(depth0, "sha256", {"start":{"line":127,"column":48},"end":{"line":127,"column":54}} ), depth0))
    + "</code></li>\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"layout"),depth0,{"name":"layout","hash":{"pageTitle":lookupProperty(depth0,"title")},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"usePartial":true,"useData":true},
  },
  "report.md": {
    text: "# {{modelName}} on {{#each hardware}}{{name}}{{#unless @last}}, {{/unless}}{{/each}}\n\n`{{model}}` · circuit `{{circuit}}` · dims from [{{source.hf}}](https://huggingface.co/{{source.hf}}) at `{{source.revision}}`\nPrecision: weights {{code precision.weight}}, activations {{code precision.act}}, KV cache {{code precision.kv_cache}}, dtype {{code precision.dtype}}{{#if precision.preset}} (preset `{{precision.preset}}`){{/if}}{{#each overrideList}}; `{{glob}}` → {{formats}}{{/each}}\n{{#if parallel}}\nLayout: tp {{parallel.tp}} · ep {{parallel.ep}} · pp {{parallel.pp}} on {{parallel.devices}} devices; every time, byte, FLOP and memory figure below is one device's (a pipeline stage's), tokens/s the whole system's, and the collectives are sites of their own.\n{{/if}}\n{{#if measurements}}\nMeasured times: {{code measurements.file}} ({{measurements.rows}} rows); each site is ● measured, ◐ interpolated between measured rows, or ○ estimated (expected, else floor).\n{{/if}}\n\n## Summary\n\n| Hardware | Run | Rows | Context | Step (floor) | Expected | Tokens/s (floor) | Tokens/s (expected) | Fits one device | Weights read | KV read+write | Activations | FLOPs |\n|---|---|--:|--:|--:|--:|--:|--:|---|--:|--:|--:|--:|\n{{#each tables}}\n| {{cell hardwareName}} | {{mode}} | {{int rows}} | {{int context}} | {{seconds floorSeconds}} | {{seconds expectedSeconds}} | {{tokensPerSecond tokensPerSecond}} | {{tokensPerSecond tokensPerSecondExpected}} | {{> fit-verdict}} | {{bytes weightBytes}} | {{bytes kvBytes}} | {{bytes activationBytes}} | {{flops flops}} |\n{{/each}}\n\n## Memory fit\n\n{{#each memory}}\n**{{cell hardwareName}}**: weights resident {{bytes weightBytes}} ({{params weightParams}} parameters{{#if isSparse}}, {{params activeParams}} active per token{{/if}}), KV cache {{bytes kvBytesPerSequence}} per sequence at {{int context}} tokens; usable {{bytes usableBytes}} of {{bytes capacityBytes}}{{#if weightsFit.fits}}{{#if hasMaxSequences}}, so at most **{{int maxSequences}}** sequences fit{{/if}}{{else}}, so **the weights alone do not fit one device**: no sequence fits; {{weightsFit.devicesNeeded}} devices of this kind would hold the weights{{/if}}.\n\n| Sequences | {{#each sequences}}{{this}} | {{/each}}\n|---|{{#each sequences}}--:|{{/each}}\n{{#each fitRows}}\n| {{int context}} tokens | {{#each cells}}{{bytes bytes}}{{#unless fits}} ✗ ×{{devices}}{{/unless}} | {{/each}}\n{{/each}}\n\n{{/each}}\n✗ ×N: does not fit one device's usable memory; N devices of this kind would hold it.\n\n{{#each tables}}\n## {{cell hardwareName}} · {{mode}}:{{rows}} · context {{int context}}\n\n{{#unless fit.fits}}**Does not fit one device**: weights and KV cache need {{bytes fit.neededBytes}}, usable memory is {{bytes fit.usableBytes}} ({{fit.devicesNeeded}} devices of this kind would hold it); the times below are what one device would take if it could hold the step.\n\n{{/unless}}\nStep floor **{{seconds floorSeconds}}** → **{{tokensPerSecond tokensPerSecond}} tokens/s**{{#if expectedSeconds}}; expected **{{seconds expectedSeconds}}** → **{{tokensPerSecond tokensPerSecondExpected}} tokens/s**{{/if}}; reads {{bytes weightBytes}} of weights, {{bytes kvBytes}} of KV cache, moves {{bytes activationBytes}} of activations, {{flops flops}}.\n{{#if comm}}\n\nCommunication: collectives take {{seconds comm.floorSeconds}} floor, {{seconds comm.expectedSeconds}} expected: {{percent comm.share}} of the step.\n{{/if}}\n{{#if expectedTerms}}\n\nExpected time = {{#each expectedTerms}}{{#unless @first}} + {{/unless}}{{term}} {{seconds seconds}}{{/each}} ({{#if @root.graphs}}decode under CUDA/HIP graphs{{else}}cold kernel launches{{/if}}).\n{{/if}}\n{{#if @root.measurements}}\n\nStep time **{{seconds stepSeconds}}** (measured where measured, else expected, else floor): {{percent timingShare.measured}} measured, {{percent timingShare.interpolated}} interpolated, {{percent timingShare.estimated}} estimated.\n{{/if}}\n\n{{#if fusionStep}}\n{{> fusion}}\n{{/if}}\n{{> sites}}\n{{> traffic}}\n\n<details><summary>By op kind</summary>\n\n| Op | Sites | Runs | Floor | Share | FLOPs | Bytes |\n|---|--:|--:|--:|--:|--:|--:|\n{{#each byOp}}\n| `{{op}}` | {{sites}} | {{int count}} | {{seconds floorSeconds}} | {{percent share}} | {{flops flops}} | {{bytes bytes}} |\n{{/each}}\n\n</details>\n\n{{/each}}\n{{#if deployment}}\n{{#with deployment}}\n{{> workload}}\n{{/with}}\n\n{{/if}}\n{{#if venn}}\n{{> venn}}\n{{/if}}\n{{#if diagnostics.length}}\n## Diagnostics\n\n{{#each diagnostics}}\n- `{{code}}` {{cell message}}{{#if file}} ({{file}}:{{line}}:{{col}}){{/if}}\n{{/each}}\n\n{{/if}}\n---\nFloor = max(bytes ÷ bandwidth, FLOPs ÷ peak of the site's lane), summed over sites; tokens/s = rows ÷ step time. Expected applies the profile's calibrated efficiencies and launch cost (— where the profile has no calibration). Fits one device: weights resident plus every sequence's KV cache at the run's context against usable memory; ✗ ×N needs N devices of this kind. Bytes are decimal (1 GB = 10⁹ B) and include every quantization scale.\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.lambda(container.strict(depth0, "name", {"start":{"line":1,"column":39},"end":{"line":1,"column":43}} ), depth0)) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":45},"end":{"line":1,"column":75}}})) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    return ", ";
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return " (preset `"
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"precision"), "preset", {"start":{"line":4,"column":186},"end":{"line":4,"column":202}} ), depth0)) != null ? stack1 : "")
    + "`)";
},"3":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda;

  return "; `"
    + ((stack1 = alias2(alias1(depth0, "glob", {"start":{"line":4,"column":240},"end":{"line":4,"column":244}} ), depth0)) != null ? stack1 : "")
    + "` → "
    + ((stack1 = alias2(alias1(depth0, "formats", {"start":{"line":4,"column":252},"end":{"line":4,"column":259}} ), depth0)) != null ? stack1 : "");
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Layout: tp "
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"parallel"), "tp", {"start":{"line":6,"column":13},"end":{"line":6,"column":24}} ), depth0)) != null ? stack1 : "")
    + " · ep "
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"parallel"), "ep", {"start":{"line":6,"column":34},"end":{"line":6,"column":45}} ), depth0)) != null ? stack1 : "")
    + " · pp "
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"parallel"), "pp", {"start":{"line":6,"column":55},"end":{"line":6,"column":66}} ), depth0)) != null ? stack1 : "")
    + " on "
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"parallel"), "devices", {"start":{"line":6,"column":74},"end":{"line":6,"column":90}} ), depth0)) != null ? stack1 : "")
    + " devices; every time, byte, FLOP and memory figure below is one device's (a pipeline stage's), tokens/s the whole system's, and the collectives are sites of their own.\n";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "Measured times: "
    + ((stack1 = lookupProperty(helpers,"code").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(lookupProperty(depth0,"measurements"),"file"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":9,"column":16},"end":{"line":9,"column":42}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"measurements"), "rows", {"start":{"line":9,"column":46},"end":{"line":9,"column":63}} ), depth0)) != null ? stack1 : "")
    + " rows); each site is ● measured, ◐ interpolated between measured rows, or ○ estimated (expected, else floor).\n";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":17,"column":2},"end":{"line":17,"column":23}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = container.lambda(container.strict(depth0, "mode", {"start":{"line":17,"column":28},"end":{"line":17,"column":32}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"rows"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":17,"column":37},"end":{"line":17,"column":49}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":17,"column":52},"end":{"line":17,"column":67}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":17,"column":70},"end":{"line":17,"column":94}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":17,"column":97},"end":{"line":17,"column":124}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":17,"column":127},"end":{"line":17,"column":162}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"tokensPerSecondExpected"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":17,"column":165},"end":{"line":17,"column":208}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = container.invokePartial(lookupProperty(partials,"fit-verdict"),depth0,{"name":"fit-verdict","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"weightBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":17,"column":231},"end":{"line":17,"column":252}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"kvBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":17,"column":255},"end":{"line":17,"column":272}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"activationBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":17,"column":275},"end":{"line":17,"column":300}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"flops").call(alias1,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":17,"column":303},"end":{"line":17,"column":318}}})) != null ? stack1 : "")
    + " |\n";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "**"
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":23,"column":2},"end":{"line":23,"column":23}}})) != null ? stack1 : "")
    + "**: weights resident "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"weightBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":23,"column":44},"end":{"line":23,"column":65}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"params").call(alias1,lookupProperty(depth0,"weightParams"),{"name":"params","hash":{},"data":data,"loc":{"start":{"line":23,"column":67},"end":{"line":23,"column":90}}})) != null ? stack1 : "")
    + " parameters"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"isSparse"),{"name":"if","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":23,"column":101},"end":{"line":23,"column":166}}})) != null ? stack1 : "")
    + "), KV cache "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"kvBytesPerSequence"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":23,"column":178},"end":{"line":23,"column":206}}})) != null ? stack1 : "")
    + " per sequence at "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":23,"column":223},"end":{"line":23,"column":238}}})) != null ? stack1 : "")
    + " tokens; usable "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"usableBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":23,"column":254},"end":{"line":23,"column":275}}})) != null ? stack1 : "")
    + " of "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"capacityBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":23,"column":279},"end":{"line":23,"column":302}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(depth0,"weightsFit"),"fits"),{"name":"if","hash":{},"fn":container.program(9, data, 0),"inverse":container.program(11, data, 0),"data":data,"loc":{"start":{"line":23,"column":302},"end":{"line":23,"column":561}}})) != null ? stack1 : "")
    + ".\n\n| Sequences | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sequences"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":25,"column":14},"end":{"line":25,"column":53}}})) != null ? stack1 : "")
    + "\n|---|"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"sequences"),{"name":"each","hash":{},"fn":container.program(13, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":26,"column":5},"end":{"line":26,"column":37}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"fitRows"),{"name":"each","hash":{},"fn":container.program(14, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":27,"column":0},"end":{"line":29,"column":9}}})) != null ? stack1 : "")
    + "\n";
},"8":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", "
    + ((stack1 = lookupProperty(helpers,"params").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"activeParams"),{"name":"params","hash":{},"data":data,"loc":{"start":{"line":23,"column":119},"end":{"line":23,"column":142}}})) != null ? stack1 : "")
    + " active per token";
},"9":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"hasMaxSequences"),{"name":"if","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":23,"column":325},"end":{"line":23,"column":406}}})) != null ? stack1 : "");
},"10":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", so at most **"
    + ((stack1 = lookupProperty(helpers,"int").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"maxSequences"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":23,"column":363},"end":{"line":23,"column":383}}})) != null ? stack1 : "")
    + "** sequences fit";
},"11":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ", so **the weights alone do not fit one device**: no sequence fits; "
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"weightsFit"), "devicesNeeded", {"start":{"line":23,"column":484},"end":{"line":23,"column":508}} ), depth0)) != null ? stack1 : "")
    + " devices of this kind would hold the weights";
},"12":function(container,depth0,helpers,partials,data) {
    var stack1;

  return ((stack1 = container.lambda(depth0, depth0)) != null ? stack1 : "")
    + " | ";
},"13":function(container,depth0,helpers,partials,data) {
    return "--:|";
},"14":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":28,"column":2},"end":{"line":28,"column":17}}})) != null ? stack1 : "")
    + " tokens | "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"cells"),{"name":"each","hash":{},"fn":container.program(15, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":27},"end":{"line":28,"column":111}}})) != null ? stack1 : "")
    + "\n";
},"15":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":28,"column":42},"end":{"line":28,"column":57}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(depth0,"fits"),{"name":"unless","hash":{},"fn":container.program(16, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":28,"column":57},"end":{"line":28,"column":99}}})) != null ? stack1 : "")
    + " | ";
},"16":function(container,depth0,helpers,partials,data) {
    var stack1;

  return " ✗ ×"
    + ((stack1 = container.lambda(container.strict(depth0, "devices", {"start":{"line":28,"column":79},"end":{"line":28,"column":86}} ), depth0)) != null ? stack1 : "");
},"17":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"hardwareName"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":35,"column":3},"end":{"line":35,"column":24}}})) != null ? stack1 : "")
    + " · "
    + ((stack1 = alias3(alias2(depth0, "mode", {"start":{"line":35,"column":29},"end":{"line":35,"column":33}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias3(alias2(depth0, "rows", {"start":{"line":35,"column":38},"end":{"line":35,"column":42}} ), depth0)) != null ? stack1 : "")
    + " · context "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":35,"column":55},"end":{"line":35,"column":70}}})) != null ? stack1 : "")
    + "\n\n"
    + ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(lookupProperty(depth0,"fit"),"fits"),{"name":"unless","hash":{},"fn":container.program(18, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":37,"column":0},"end":{"line":39,"column":11}}})) != null ? stack1 : "")
    + "Step floor **"
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":40,"column":13},"end":{"line":40,"column":37}}})) != null ? stack1 : "")
    + "** → **"
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"tokensPerSecond"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":40,"column":44},"end":{"line":40,"column":79}}})) != null ? stack1 : "")
    + " tokens/s**"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"if","hash":{},"fn":container.program(19, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":40,"column":90},"end":{"line":40,"column":221}}})) != null ? stack1 : "")
    + "; reads "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"weightBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":40,"column":229},"end":{"line":40,"column":250}}})) != null ? stack1 : "")
    + " of weights, "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"kvBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":40,"column":263},"end":{"line":40,"column":280}}})) != null ? stack1 : "")
    + " of KV cache, moves "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(depth0,"activationBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":40,"column":300},"end":{"line":40,"column":325}}})) != null ? stack1 : "")
    + " of activations, "
    + ((stack1 = lookupProperty(helpers,"flops").call(alias1,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":40,"column":342},"end":{"line":40,"column":357}}})) != null ? stack1 : "")
    + ".\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"comm"),{"name":"if","hash":{},"fn":container.program(20, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":41,"column":0},"end":{"line":44,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"expectedTerms"),{"name":"if","hash":{},"fn":container.program(21, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":45,"column":0},"end":{"line":48,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"measurements"),{"name":"if","hash":{},"fn":container.program(26, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":49,"column":0},"end":{"line":52,"column":7}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"fusionStep"),{"name":"if","hash":{},"fn":container.program(27, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":54,"column":0},"end":{"line":56,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = container.invokePartial(lookupProperty(partials,"sites"),depth0,{"name":"sites","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + ((stack1 = container.invokePartial(lookupProperty(partials,"traffic"),depth0,{"name":"traffic","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "")
    + "\n<details><summary>By op kind</summary>\n\n| Op | Sites | Runs | Floor | Share | FLOPs | Bytes |\n|---|--:|--:|--:|--:|--:|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"byOp"),{"name":"each","hash":{},"fn":container.program(28, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":64,"column":0},"end":{"line":66,"column":9}}})) != null ? stack1 : "")
    + "\n</details>\n\n";
},"18":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "**Does not fit one device**: weights and KV cache need "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"fit"),"neededBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":37,"column":75},"end":{"line":37,"column":100}}})) != null ? stack1 : "")
    + ", usable memory is "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias1,lookupProperty(lookupProperty(depth0,"fit"),"usableBytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":37,"column":119},"end":{"line":37,"column":144}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = container.lambda(container.strict(lookupProperty(depth0,"fit"), "devicesNeeded", {"start":{"line":37,"column":148},"end":{"line":37,"column":165}} ), depth0)) != null ? stack1 : "")
    + " devices of this kind would hold it); the times below are what one device would take if it could hold the step.\n\n";
},"19":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "; expected **"
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":40,"column":126},"end":{"line":40,"column":153}}})) != null ? stack1 : "")
    + "** → **"
    + ((stack1 = lookupProperty(helpers,"tokensPerSecond").call(alias1,lookupProperty(depth0,"tokensPerSecondExpected"),{"name":"tokensPerSecond","hash":{},"data":data,"loc":{"start":{"line":40,"column":160},"end":{"line":40,"column":203}}})) != null ? stack1 : "")
    + " tokens/s**";
},"20":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\nCommunication: collectives take "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"comm"),"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":43,"column":32},"end":{"line":43,"column":61}}})) != null ? stack1 : "")
    + " floor, "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(lookupProperty(depth0,"comm"),"expectedSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":43,"column":69},"end":{"line":43,"column":101}}})) != null ? stack1 : "")
    + " expected: "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"comm"),"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":43,"column":112},"end":{"line":43,"column":134}}})) != null ? stack1 : "")
    + " of the step.\n";
},"21":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\nExpected time = "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"expectedTerms"),{"name":"each","hash":{},"fn":container.program(22, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":47,"column":16},"end":{"line":47,"column":108}}})) != null ? stack1 : "")
    + " ("
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(lookupProperty(data,"root"),"graphs"),{"name":"if","hash":{},"fn":container.program(24, data, 0),"inverse":container.program(25, data, 0),"data":data,"loc":{"start":{"line":47,"column":110},"end":{"line":47,"column":193}}})) != null ? stack1 : "")
    + ").\n";
},"22":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(alias1,lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(23, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":47,"column":39},"end":{"line":47,"column":71}}})) != null ? stack1 : "")
    + ((stack1 = container.lambda(container.strict(depth0, "term", {"start":{"line":47,"column":73},"end":{"line":47,"column":77}} ), depth0)) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"seconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":47,"column":80},"end":{"line":47,"column":99}}})) != null ? stack1 : "");
},"23":function(container,depth0,helpers,partials,data) {
    return " + ";
},"24":function(container,depth0,helpers,partials,data) {
    return "decode under CUDA/HIP graphs";
},"25":function(container,depth0,helpers,partials,data) {
    return "cold kernel launches";
},"26":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "\nStep time **"
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias1,lookupProperty(depth0,"stepSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":51,"column":12},"end":{"line":51,"column":35}}})) != null ? stack1 : "")
    + "** (measured where measured, else expected, else floor): "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"timingShare"),"measured"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":51,"column":92},"end":{"line":51,"column":124}}})) != null ? stack1 : "")
    + " measured, "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"timingShare"),"interpolated"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":51,"column":135},"end":{"line":51,"column":171}}})) != null ? stack1 : "")
    + " interpolated, "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias1,lookupProperty(lookupProperty(depth0,"timingShare"),"estimated"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":51,"column":186},"end":{"line":51,"column":219}}})) != null ? stack1 : "")
    + " estimated.\n";
},"27":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"fusion"),depth0,{"name":"fusion","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"28":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| `"
    + ((stack1 = alias2(alias1(depth0, "op", {"start":{"line":65,"column":5},"end":{"line":65,"column":7}} ), depth0)) != null ? stack1 : "")
    + "` | "
    + ((stack1 = alias2(alias1(depth0, "sites", {"start":{"line":65,"column":15},"end":{"line":65,"column":20}} ), depth0)) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"int").call(alias3,lookupProperty(depth0,"count"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":65,"column":25},"end":{"line":65,"column":38}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"seconds").call(alias3,lookupProperty(depth0,"floorSeconds"),{"name":"seconds","hash":{},"data":data,"loc":{"start":{"line":65,"column":41},"end":{"line":65,"column":65}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"percent").call(alias3,lookupProperty(depth0,"share"),{"name":"percent","hash":{},"data":data,"loc":{"start":{"line":65,"column":68},"end":{"line":65,"column":85}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"flops").call(alias3,lookupProperty(depth0,"flops"),{"name":"flops","hash":{},"data":data,"loc":{"start":{"line":65,"column":88},"end":{"line":65,"column":103}}})) != null ? stack1 : "")
    + " | "
    + ((stack1 = lookupProperty(helpers,"bytes").call(alias3,lookupProperty(depth0,"bytes"),{"name":"bytes","hash":{},"data":data,"loc":{"start":{"line":65,"column":106},"end":{"line":65,"column":121}}})) != null ? stack1 : "")
    + " |\n";
},"29":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"with").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"deployment"),{"name":"with","hash":{},"fn":container.program(30, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":72,"column":0},"end":{"line":74,"column":9}}})) != null ? stack1 : "")
    + "\n";
},"30":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"workload"),depth0,{"name":"workload","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"31":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"venn"),depth0,{"name":"venn","data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"32":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "## Diagnostics\n\n"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"diagnostics"),{"name":"each","hash":{},"fn":container.program(33, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":83,"column":0},"end":{"line":85,"column":9}}})) != null ? stack1 : "")
    + "\n";
},"33":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "- `"
    + ((stack1 = lookupProperty(helpers,"code").call(alias1,{"name":"code","hash":{},"data":data,"loc":{"start":{"line":84,"column":3},"end":{"line":84,"column":11}}})) != null ? stack1 : "")
    + "` "
    + ((stack1 = lookupProperty(helpers,"cell").call(alias1,lookupProperty(depth0,"message"),{"name":"cell","hash":{},"data":data,"loc":{"start":{"line":84,"column":13},"end":{"line":84,"column":29}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias1,lookupProperty(depth0,"file"),{"name":"if","hash":{},"fn":container.program(34, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":84,"column":29},"end":{"line":84,"column":76}}})) != null ? stack1 : "")
    + "\n";
},"34":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda;

  return " ("
    + ((stack1 = alias2(alias1(depth0, "file", {"start":{"line":84,"column":45},"end":{"line":84,"column":49}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias2(alias1(depth0, "line", {"start":{"line":84,"column":54},"end":{"line":84,"column":58}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias2(alias1(depth0, "col", {"start":{"line":84,"column":63},"end":{"line":84,"column":66}} ), depth0)) != null ? stack1 : "")
    + ")";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "# "
    + ((stack1 = alias2(alias1(depth0, "modelName", {"start":{"line":1,"column":4},"end":{"line":1,"column":13}} ), depth0)) != null ? stack1 : "")
    + " on "
    + ((stack1 = lookupProperty(helpers,"each").call(alias3,lookupProperty(depth0,"hardware"),{"name":"each","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":19},"end":{"line":1,"column":84}}})) != null ? stack1 : "")
    + "\n\n`"
    + ((stack1 = alias2(alias1(depth0, "model", {"start":{"line":3,"column":3},"end":{"line":3,"column":8}} ), depth0)) != null ? stack1 : "")
    + "` · circuit `"
    + ((stack1 = alias2(alias1(depth0, "circuit", {"start":{"line":3,"column":25},"end":{"line":3,"column":32}} ), depth0)) != null ? stack1 : "")
    + "` · dims from ["
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"source"), "hf", {"start":{"line":3,"column":51},"end":{"line":3,"column":60}} ), depth0)) != null ? stack1 : "")
    + "](https://huggingface.co/"
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"source"), "hf", {"start":{"line":3,"column":89},"end":{"line":3,"column":98}} ), depth0)) != null ? stack1 : "")
    + ") at `"
    + ((stack1 = alias2(alias1(lookupProperty(depth0,"source"), "revision", {"start":{"line":3,"column":108},"end":{"line":3,"column":123}} ), depth0)) != null ? stack1 : "")
    + "`\nPrecision: weights "
    + ((stack1 = lookupProperty(helpers,"code").call(alias3,lookupProperty(lookupProperty(depth0,"precision"),"weight"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":4,"column":19},"end":{"line":4,"column":44}}})) != null ? stack1 : "")
    + ", activations "
    + ((stack1 = lookupProperty(helpers,"code").call(alias3,lookupProperty(lookupProperty(depth0,"precision"),"act"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":4,"column":58},"end":{"line":4,"column":80}}})) != null ? stack1 : "")
    + ", KV cache "
    + ((stack1 = lookupProperty(helpers,"code").call(alias3,lookupProperty(lookupProperty(depth0,"precision"),"kv_cache"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":4,"column":91},"end":{"line":4,"column":118}}})) != null ? stack1 : "")
    + ", dtype "
    + ((stack1 = lookupProperty(helpers,"code").call(alias3,lookupProperty(lookupProperty(depth0,"precision"),"dtype"),{"name":"code","hash":{},"data":data,"loc":{"start":{"line":4,"column":126},"end":{"line":4,"column":150}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(lookupProperty(depth0,"precision"),"preset"),{"name":"if","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":4,"column":150},"end":{"line":4,"column":213}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"each").call(alias3,lookupProperty(depth0,"overrideList"),{"name":"each","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":4,"column":213},"end":{"line":4,"column":270}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(depth0,"parallel"),{"name":"if","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":0},"end":{"line":7,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(depth0,"measurements"),{"name":"if","hash":{},"fn":container.program(5, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":8,"column":0},"end":{"line":10,"column":7}}})) != null ? stack1 : "")
    + "\n## Summary\n\n| Hardware | Run | Rows | Context | Step (floor) | Expected | Tokens/s (floor) | Tokens/s (expected) | Fits one device | Weights read | KV read+write | Activations | FLOPs |\n|---|---|--:|--:|--:|--:|--:|--:|---|--:|--:|--:|--:|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias3,lookupProperty(depth0,"tables"),{"name":"each","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":0},"end":{"line":18,"column":9}}})) != null ? stack1 : "")
    + "\n## Memory fit\n\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias3,lookupProperty(depth0,"memory"),{"name":"each","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":22,"column":0},"end":{"line":31,"column":9}}})) != null ? stack1 : "")
    + "✗ ×N: does not fit one device's usable memory; N devices of this kind would hold it.\n\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias3,lookupProperty(depth0,"tables"),{"name":"each","hash":{},"fn":container.program(17, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":34,"column":0},"end":{"line":70,"column":9}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(depth0,"deployment"),{"name":"if","hash":{},"fn":container.program(29, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":71,"column":0},"end":{"line":76,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(depth0,"venn"),{"name":"if","hash":{},"fn":container.program(31, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":77,"column":0},"end":{"line":79,"column":7}}})) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"if").call(alias3,lookupProperty(lookupProperty(depth0,"diagnostics"),"length"),{"name":"if","hash":{},"fn":container.program(32, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":80,"column":0},"end":{"line":87,"column":7}}})) != null ? stack1 : "")
    + "---\nFloor = max(bytes ÷ bandwidth, FLOPs ÷ peak of the site's lane), summed over sites; tokens/s = rows ÷ step time. Expected applies the profile's calibrated efficiencies and launch cost (— where the profile has no calibration). Fits one device: weights resident plus every sequence's KV cache at the run's context against usable memory; ✗ ×N needs N devices of this kind. Bytes are decimal (1 GB = 10⁹ B) and include every quantization scale.\n";
},"usePartial":true,"useData":true},
  },
  "union.html": {
    text: "{{#> layout pageTitle=title}}\n<header>\n<h1>Kernel union against <code>{{kernels}}</code></h1>\n<p>Classified on {{hardware}} at {{runLabels}}, context {{int context}}. A cell shows how the model uses the family: the least-covered class over its sites and runs.</p>\n</header>\n<section aria-labelledby=\"union\">\n<h2 id=\"union\">Models × kernel families</h2>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"union-caption\" tabindex=\"0\">\n<table class=\"sortable union\">\n<caption id=\"union-caption\">How each model uses each family of <code>{{kernels}}</code></caption>\n<thead>\n<tr><th scope=\"col\">Model</th>{{#each familyHeads}}<th scope=\"col\"><code title=\"{{family}}\">{{#each parts}}{{#unless @first}}<wbr>{{/unless}}{{this}}{{/each}}</code></th>{{/each}}<th scope=\"col\">Novel sites</th></tr>\n</thead>\n<tbody>\n{{#each models}}\n<tr><th scope=\"row\"><code>{{model}}</code></th>{{#each cells}}<td>{{#if classTitle}}<span class=\"badge cls-{{classKey}}\" title=\"{{#each sites}}{{#unless @first}} {{/unless}}{{this}}{{/each}}\">{{classTitle}}</span>{{else}}·{{/if}}</td>{{/each}}<td>{{#each novel}}{{#unless @first}} {{/unless}}<code>{{this}}</code>{{else}}—{{/each}}</td></tr>\n{{/each}}\n</tbody>\n</table>\n</div>\n</section>\n<section aria-labelledby=\"classes\">\n<h2 id=\"classes\">Classes</h2>\n<dl class=\"classes\">\n{{#each classes}}\n<dt><span class=\"badge cls-{{classKey}}\">{{title}}</span></dt><dd>{{short}}.</dd>\n{{/each}}\n</dl>\n</section>\n{{/layout}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, alias4=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<header>\n<h1>Kernel union against <code>"
    + alias3(alias2(alias1(depth0, "kernels", {"start":{"line":3,"column":33},"end":{"line":3,"column":40}} ), depth0))
    + "</code></h1>\n<p>Classified on "
    + alias3(alias2(alias1(depth0, "hardware", {"start":{"line":4,"column":19},"end":{"line":4,"column":27}} ), depth0))
    + " at "
    + alias3(alias2(alias1(depth0, "runLabels", {"start":{"line":4,"column":35},"end":{"line":4,"column":44}} ), depth0))
    + ", context "
    + alias3(lookupProperty(helpers,"int").call(alias4,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":4,"column":56},"end":{"line":4,"column":71}}}))
    + ". A cell shows how the model uses the family: the least-covered class over its sites and runs.</p>\n</header>\n<section aria-labelledby=\"union\">\n<h2 id=\"union\">Models × kernel families</h2>\n<div class=\"scroll\" role=\"region\" aria-labelledby=\"union-caption\" tabindex=\"0\">\n<table class=\"sortable union\">\n<caption id=\"union-caption\">How each model uses each family of <code>"
    + alias3(alias2(alias1(depth0, "kernels", {"start":{"line":10,"column":71},"end":{"line":10,"column":78}} ), depth0))
    + "</code></caption>\n<thead>\n<tr><th scope=\"col\">Model</th>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"familyHeads"),{"name":"each","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":12,"column":30},"end":{"line":12,"column":179}}})) != null ? stack1 : "")
    + "<th scope=\"col\">Novel sites</th></tr>\n</thead>\n<tbody>\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"models"),{"name":"each","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":15,"column":0},"end":{"line":17,"column":9}}})) != null ? stack1 : "")
    + "</tbody>\n</table>\n</div>\n</section>\n<section aria-labelledby=\"classes\">\n<h2 id=\"classes\">Classes</h2>\n<dl class=\"classes\">\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias4,lookupProperty(depth0,"classes"),{"name":"each","hash":{},"fn":container.program(12, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":25,"column":0},"end":{"line":27,"column":9}}})) != null ? stack1 : "")
    + "</dl>\n</section>\n";
},"1":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<th scope=\"col\"><code title=\""
    + container.escapeExpression(container.lambda(container.strict(depth0, "family", {"start":{"line":12,"column":82},"end":{"line":12,"column":88}} ), depth0))
    + "\">"
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"parts"),{"name":"each","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":12,"column":92},"end":{"line":12,"column":158}}})) != null ? stack1 : "")
    + "</code></th>";
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":12,"column":107},"end":{"line":12,"column":141}}})) != null ? stack1 : "")
    + container.escapeExpression(container.lambda(depth0, depth0));
},"3":function(container,depth0,helpers,partials,data) {
    return "<wbr>";
},"4":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<tr><th scope=\"row\"><code>"
    + container.escapeExpression(container.lambda(container.strict(depth0, "model", {"start":{"line":16,"column":28},"end":{"line":16,"column":33}} ), depth0))
    + "</code></th>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"cells"),{"name":"each","hash":{},"fn":container.program(5, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":47},"end":{"line":16,"column":243}}})) != null ? stack1 : "")
    + "<td>"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"novel"),{"name":"each","hash":{},"fn":container.program(10, data, 0),"inverse":container.program(11, data, 0),"data":data,"loc":{"start":{"line":16,"column":247},"end":{"line":16,"column":331}}})) != null ? stack1 : "")
    + "</td></tr>\n";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<td>"
    + ((stack1 = lookupProperty(helpers,"if").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"classTitle"),{"name":"if","hash":{},"fn":container.program(6, data, 0),"inverse":container.program(9, data, 0),"data":data,"loc":{"start":{"line":16,"column":66},"end":{"line":16,"column":229}}})) != null ? stack1 : "")
    + "</td>";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "<span class=\"badge cls-"
    + alias3(alias2(alias1(depth0, "classKey", {"start":{"line":16,"column":109},"end":{"line":16,"column":117}} ), depth0))
    + "\" title=\""
    + ((stack1 = lookupProperty(helpers,"each").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(depth0,"sites"),{"name":"each","hash":{},"fn":container.program(7, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":128},"end":{"line":16,"column":190}}})) != null ? stack1 : "")
    + "\">"
    + alias3(alias2(alias1(depth0, "classTitle", {"start":{"line":16,"column":194},"end":{"line":16,"column":204}} ), depth0))
    + "</span>";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":143},"end":{"line":16,"column":173}}})) != null ? stack1 : "")
    + container.escapeExpression(container.lambda(depth0, depth0));
},"8":function(container,depth0,helpers,partials,data) {
    return " ";
},"9":function(container,depth0,helpers,partials,data) {
    return "·";
},"10":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":16,"column":262},"end":{"line":16,"column":292}}})) != null ? stack1 : "")
    + "<code>"
    + container.escapeExpression(container.lambda(depth0, depth0))
    + "</code>";
},"11":function(container,depth0,helpers,partials,data) {
    return "—";
},"12":function(container,depth0,helpers,partials,data) {
    var alias1=container.strict, alias2=container.lambda, alias3=container.escapeExpression;

  return "<dt><span class=\"badge cls-"
    + alias3(alias2(alias1(depth0, "classKey", {"start":{"line":26,"column":29},"end":{"line":26,"column":37}} ), depth0))
    + "\">"
    + alias3(alias2(alias1(depth0, "title", {"start":{"line":26,"column":43},"end":{"line":26,"column":48}} ), depth0))
    + "</span></dt><dd>"
    + alias3(alias2(alias1(depth0, "short", {"start":{"line":26,"column":68},"end":{"line":26,"column":73}} ), depth0))
    + ".</dd>\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = container.invokePartial(lookupProperty(partials,"layout"),depth0,{"name":"layout","hash":{"pageTitle":lookupProperty(depth0,"title")},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"helpers":helpers,"partials":partials,"decorators":container.decorators})) != null ? stack1 : "");
},"usePartial":true,"useData":true},
  },
  "union.md": {
    text: "# Kernel union: {{#each models}}`{{model}}`{{#unless @last}}, {{/unless}}{{/each}} against `{{kernels}}`\n\nClassified on {{hardware}} at {{#each runs}}{{mode}}:{{rows}}{{#unless @last}}, {{/unless}}{{/each}}, context {{int context}}. A cell shows how the model uses the family: the least-covered class over its sites and runs.\n\n| Model |{{#each families}} `{{this}}` |{{/each}} Novel sites |\n|---|{{#each families}}---|{{/each}}---|\n{{#each models}}\n| `{{model}}` |{{#each cells}} {{classTitle}} |{{/each}} {{#each novel}}{{#unless @first}} {{/unless}}`{{this}}`{{else}}—{{/each}} |\n{{/each}}\n\n{{#each classes}}\n- **{{title}}**: {{short}}.\n{{/each}}\n",
    spec: {"0":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "`"
    + ((stack1 = container.lambda(container.strict(depth0, "model", {"start":{"line":1,"column":35},"end":{"line":1,"column":40}} ), depth0)) != null ? stack1 : "")
    + "`"
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":43},"end":{"line":1,"column":73}}})) != null ? stack1 : "");
},"1":function(container,depth0,helpers,partials,data) {
    return ", ";
},"2":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = alias2(alias1(depth0, "mode", {"start":{"line":3,"column":46},"end":{"line":3,"column":50}} ), depth0)) != null ? stack1 : "")
    + ":"
    + ((stack1 = alias2(alias1(depth0, "rows", {"start":{"line":3,"column":55},"end":{"line":3,"column":59}} ), depth0)) != null ? stack1 : "")
    + ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"last"),{"name":"unless","hash":{},"fn":container.program(1, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":3,"column":61},"end":{"line":3,"column":91}}})) != null ? stack1 : "");
},"3":function(container,depth0,helpers,partials,data) {
    var stack1;

  return " `"
    + ((stack1 = container.lambda(depth0, depth0)) != null ? stack1 : "")
    + "` |";
},"4":function(container,depth0,helpers,partials,data) {
    return "---|";
},"5":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "| `"
    + ((stack1 = container.lambda(container.strict(depth0, "model", {"start":{"line":8,"column":5},"end":{"line":8,"column":10}} ), depth0)) != null ? stack1 : "")
    + "` |"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"cells"),{"name":"each","hash":{},"fn":container.program(6, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":8,"column":15},"end":{"line":8,"column":56}}})) != null ? stack1 : "")
    + " "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"novel"),{"name":"each","hash":{},"fn":container.program(7, data, 0),"inverse":container.program(9, data, 0),"data":data,"loc":{"start":{"line":8,"column":57},"end":{"line":8,"column":130}}})) != null ? stack1 : "")
    + " |\n";
},"6":function(container,depth0,helpers,partials,data) {
    var stack1;

  return " "
    + ((stack1 = container.lambda(container.strict(depth0, "classTitle", {"start":{"line":8,"column":33},"end":{"line":8,"column":43}} ), depth0)) != null ? stack1 : "")
    + " |";
},"7":function(container,depth0,helpers,partials,data) {
    var stack1, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return ((stack1 = lookupProperty(helpers,"unless").call(depth0 != null ? depth0 : (container.nullContext || {}),lookupProperty(data,"first"),{"name":"unless","hash":{},"fn":container.program(8, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":8,"column":72},"end":{"line":8,"column":102}}})) != null ? stack1 : "")
    + "`"
    + ((stack1 = container.lambda(depth0, depth0)) != null ? stack1 : "")
    + "`";
},"8":function(container,depth0,helpers,partials,data) {
    return " ";
},"9":function(container,depth0,helpers,partials,data) {
    return "—";
},"10":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=container.strict, alias2=container.lambda;

  return "- **"
    + ((stack1 = alias2(alias1(depth0, "title", {"start":{"line":12,"column":6},"end":{"line":12,"column":11}} ), depth0)) != null ? stack1 : "")
    + "**: "
    + ((stack1 = alias2(alias1(depth0, "short", {"start":{"line":12,"column":19},"end":{"line":12,"column":24}} ), depth0)) != null ? stack1 : "")
    + ".\n";
},"compiler":[8,">= 4.3.0"],"main":function(container,depth0,helpers,partials,data) {
    var stack1, alias1=depth0 != null ? depth0 : (container.nullContext || {}), alias2=container.strict, alias3=container.lambda, lookupProperty = container.lookupProperty || function(parent, propertyName) {
        if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
          return parent[propertyName];
        }
        return undefined
    };

  return "# Kernel union: "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"models"),{"name":"each","hash":{},"fn":container.program(0, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":1,"column":16},"end":{"line":1,"column":82}}})) != null ? stack1 : "")
    + " against `"
    + ((stack1 = alias3(alias2(depth0, "kernels", {"start":{"line":1,"column":94},"end":{"line":1,"column":101}} ), depth0)) != null ? stack1 : "")
    + "`\n\nClassified on "
    + ((stack1 = alias3(alias2(depth0, "hardware", {"start":{"line":3,"column":16},"end":{"line":3,"column":24}} ), depth0)) != null ? stack1 : "")
    + " at "
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"runs"),{"name":"each","hash":{},"fn":container.program(2, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":3,"column":30},"end":{"line":3,"column":100}}})) != null ? stack1 : "")
    + ", context "
    + ((stack1 = lookupProperty(helpers,"int").call(alias1,lookupProperty(depth0,"context"),{"name":"int","hash":{},"data":data,"loc":{"start":{"line":3,"column":110},"end":{"line":3,"column":125}}})) != null ? stack1 : "")
    + ". A cell shows how the model uses the family: the least-covered class over its sites and runs.\n\n| Model |"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"families"),{"name":"each","hash":{},"fn":container.program(3, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":5,"column":9},"end":{"line":5,"column":49}}})) != null ? stack1 : "")
    + " Novel sites |\n|---|"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"families"),{"name":"each","hash":{},"fn":container.program(4, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":6,"column":5},"end":{"line":6,"column":36}}})) != null ? stack1 : "")
    + "---|\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"models"),{"name":"each","hash":{},"fn":container.program(5, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":7,"column":0},"end":{"line":9,"column":9}}})) != null ? stack1 : "")
    + "\n"
    + ((stack1 = lookupProperty(helpers,"each").call(alias1,lookupProperty(depth0,"classes"),{"name":"each","hash":{},"fn":container.program(10, data, 0),"inverse":container.noop,"data":data,"loc":{"start":{"line":11,"column":0},"end":{"line":13,"column":9}}})) != null ? stack1 : "");
},"useData":true},
  },
};
