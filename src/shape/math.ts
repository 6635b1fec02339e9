import {
  addDependencies,
  ceilDependencies,
  create,
  divideDependencies,
  type FactoryFunctionMap,
  floorDependencies,
  type MathNode,
  maxDependencies,
  minDependencies,
  multiplyDependencies,
  parseDependencies,
  powDependencies,
  subtractDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
} from "mathjs/number";

// A private instance with arithmetic only (mathjs docs/custom_bundling.md). Symbols outside the circuit's
// dims (a unit name such as cm among them) are rejected before evaluation, and a non-number result is no size.
const math = create(
  {
    parseDependencies,
    addDependencies,
    subtractDependencies,
    multiplyDependencies,
    divideDependencies,
    unaryMinusDependencies,
    unaryPlusDependencies,
    powDependencies,
    minDependencies,
    maxDependencies,
    ceilDependencies,
    floorDependencies,
  } as Record<string, FactoryFunctionMap>,
  { number: "number" },
);

const parse = math.parse;

// Nothing an expression can name may reach the parser or the instance (mathjs docs/expressions/security.md).
function disabled(name: string) {
  return () => {
    throw new Error(`function ${name} is disabled`);
  };
}
math.import(
  {
    import: disabled("import"),
    createUnit: disabled("createUnit"),
    evaluate: disabled("evaluate"),
    parse: disabled("parse"),
    compile: disabled("compile"),
  },
  { override: true },
);

/** Functions a dim expression may call, with how many arguments each takes. */
const ARITY: Record<string, { min: number; max: number; text: string }> = {
  min: { min: 1, max: Number.POSITIVE_INFINITY, text: "at least 1 argument" },
  max: { min: 1, max: Number.POSITIVE_INFINITY, text: "at least 1 argument" },
  ceil: { min: 1, max: 1, text: "1 argument" },
  floor: { min: 1, max: 1, text: "1 argument" },
};
export const ALLOWED_FUNCTIONS = ["min", "max", "ceil", "floor"] as const;
const NODE_NAMES: Record<string, string> = {
  AssignmentNode: "an assignment",
  FunctionAssignmentNode: "a function assignment",
  AccessorNode: "a property access",
  IndexNode: "an index",
  ArrayNode: "a matrix",
  ObjectNode: "an object",
  RangeNode: "a range",
  ConditionalNode: "a conditional",
  BlockNode: "a block of statements",
  RelationalNode: "a comparison",
};
const OPERATORS = new Set(["add", "subtract", "multiply", "divide", "pow", "unaryMinus", "unaryPlus"]);

export type { MathNode };
export { parse };

/** The first construct outside plain arithmetic over symbols and numbers, or undefined. */
export function forbiddenConstruct(root: MathNode): string | undefined {
  let problem: string | undefined;
  root.traverse((node: MathNode) => {
    if (problem) return;
    switch (node.type) {
      case "ConstantNode":
        if (typeof (node as unknown as { value: unknown }).value !== "number")
          problem = `the constant ${node.toString()}; expressions take numbers only`;
        return;
      case "SymbolNode":
      case "ParenthesisNode":
        return;
      case "OperatorNode": {
        const op = node as unknown as { fn: string; implicit: boolean; op: string };
        if (op.implicit)
          problem = `implicit multiplication in "${node.toString()}"; write * explicitly (units are not allowed)`;
        else if (!OPERATORS.has(op.fn))
          problem = `the operator "${op.op}"; expressions may use only + - * / ^`;
        return;
      }
      case "FunctionNode": {
        const name = (node as unknown as { fn: { name?: string } }).fn.name ?? "";
        const arity = ARITY[name];
        const count = (node as unknown as { args: unknown[] }).args.length;
        if (!(ALLOWED_FUNCTIONS as readonly string[]).includes(name) || !arity) {
          problem = `a call to ${name || "an expression"}(); expressions may call only ${ALLOWED_FUNCTIONS.join(", ")}`;
        } else if (count < arity.min || count > arity.max) {
          problem = `${name}() with ${count} argument${count === 1 ? "" : "s"}; ${name}() takes ${arity.text}`;
        }
        return;
      }
      default:
        problem = `${NODE_NAMES[node.type] ?? node.type} "${node.toString()}"; expressions are arithmetic over dims only`;
    }
  });
  return problem;
}

/** Free symbols in order of first appearance; function names are not symbols. */
export function freeSymbols(root: MathNode): string[] {
  const seen = new Set<string>();
  root.traverse((node: MathNode, _path: string, parent: MathNode | null) => {
    if (node.type !== "SymbolNode") return;
    if (parent?.type === "FunctionNode" && (parent as unknown as { fn: MathNode }).fn === node) return;
    seen.add((node as unknown as { name: string }).name);
  });
  return [...seen];
}
