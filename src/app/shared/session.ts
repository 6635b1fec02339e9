// One analysis's reading of its inputs: resolve, read, parse and validate each (once per command), and its findings.
import type { Diagnostic, Where } from "../../diagnostics/index.ts";
import {
  type InputKind,
  type InputReader,
  parseCsvSource,
  parseSource,
  type SourceFile,
} from "../../load/index.ts";
import type { Bindings, LoadedModel } from "../../pipeline.ts";
import type { InputDoc, ReportModel } from "../../report/index.ts";
import type { MeasurementsDoc, ModelDoc } from "../../schema/index.ts";
import {
  type Validated,
  type ValidatedCircuit,
  validateCircuit,
  validateMeasurements,
  validateModel,
} from "../../validate/index.ts";
import { CommandScope, findings } from "../scope.ts";

/** The id a validated input is known by, per kind. */
const DOC_NAME: Record<InputKind, (value: Record<string, unknown>) => unknown> = {
  model: (v) => v.id,
  circuit: (v) => (v.doc as { arch?: unknown }).arch,
  hardware: (v) => v.id,
  kernels: (v) => v.library,
  fusions: (v) => v.engine,
  engine: (v) => v.id,
};

/** A measurements file as read once per command: its parse and digest, and the document where it validated. */
interface MeasurementsRead {
  diagnostics: Diagnostic[];
  source?: SourceFile;
  sha256?: string;
  value?: MeasurementsDoc;
}

/** Collects sources and diagnostics across stages; positions are filled in once at the end. */
export class Session {
  readonly sources = new Map<string, SourceFile>();
  readonly diagnostics: Diagnostic[] = [];
  readonly inputs: ReportModel["inputs"] = [];
  readonly docs: InputDoc[] = [];
  readonly reader: InputReader;
  readonly scope: CommandScope;
  /** `reader` is where the inputs are: fsReader(cwd) on disk, memoryReader(documents) in the explorer page. */
  constructor(reader: InputReader, scope: CommandScope = new CommandScope()) {
    this.reader = reader;
    this.scope = scope;
  }

  get cwd(): string {
    return this.reader.cwd;
  }

  get bindings(): Bindings {
    return this.scope.bindings;
  }

  /** Resolves, reads and digests an input, once per command for the same reference from the same place. */
  private read(kind: InputKind, ref: string, near: string | undefined, referencedAt: Where | undefined) {
    const key = JSON.stringify([kind, ref, this.cwd, near ?? null, referencedAt ?? null]);
    return this.scope.read(key, () => {
      const resolved = this.reader.resolve(kind, ref, near);
      const found = resolved.diagnostics.map((d) => (referencedAt ? { ...d, ...referencedAt } : d));
      if (!resolved.path) return { diagnostics: found };
      const file = this.reader.display(resolved.path);
      const text = this.reader.readText(resolved.path, file);
      const { source, diagnostics } =
        text.text === undefined
          ? { source: undefined, diagnostics: text.diagnostics }
          : parseSource(text.text, file);
      const sha256 = source ? this.reader.sha256(source.text) : undefined;
      return { diagnostics: [...found, ...diagnostics], path: resolved.path, file, source, sha256 };
    });
  }

  load<T>(
    kind: InputKind,
    ref: string,
    validate: (data: unknown, file: string) => Validated<T>,
    near?: string,
    referencedAt?: Where,
  ) {
    const { diagnostics, path, file, source, sha256 } = this.read(kind, ref, near, referencedAt);
    this.diagnostics.push(...diagnostics);
    if (!source || !path || !file || !sha256) return undefined;
    this.sources.set(file, source);
    const validated = validate(source.data, file);
    this.diagnostics.push(...validated.diagnostics);
    if (!validated.value) return undefined;
    this.inputs.push({ kind, id: this.inputId(ref), sha256 });
    const name = DOC_NAME[kind](validated.value as Record<string, unknown>);
    this.docs.push({ kind, name: typeof name === "string" ? name : ref, data: source.data });
    return { value: validated.value, file, path };
  }

  /** A measurements file by path: CSV by its extension, else JSON or YAML; positions kept either way. */
  loadMeasurements(ref: string) {
    const path = this.reader.pathOf(ref);
    const file = this.reader.display(path);
    const read = this.scope.read(JSON.stringify(["measurements", path]), (): MeasurementsRead => {
      const text = this.reader.readText(path, file);
      if (text.text === undefined) return { diagnostics: text.diagnostics };
      const { source, diagnostics } = ref.toLowerCase().endsWith(".csv")
        ? parseCsvSource(text.text, file, "measurements")
        : parseSource(text.text, file);
      if (!source) return { diagnostics };
      const validated = validateMeasurements(source.data, file);
      return {
        diagnostics: [...diagnostics, ...validated.diagnostics],
        source,
        sha256: this.reader.sha256(text.text),
        ...(validated.value ? { value: validated.value } : {}),
      };
    });
    this.diagnostics.push(...read.diagnostics);
    if (!read.source) return undefined;
    this.sources.set(file, read.source);
    if (!read.value || read.sha256 === undefined) return undefined;
    this.inputs.push({ kind: "measurements", id: this.inputId(ref), sha256: read.sha256 });
    return { value: read.value, file };
  }

  /**
   * An input as the report names it: an absolute path as seen from the run's folder, so a report says the same bytes
   * from any checkout and diff --base-ref's base side never names its temporary folder.
   */
  private inputId(ref: string): string {
    return this.reader.isAbsolute(ref) ? this.reader.display(ref) : ref;
  }

  finish(): Diagnostic[] {
    return findings(this.diagnostics.map((d) => this.scope.position(d, this.sources)));
  }
}

/** A model and the circuit it names (looked for beside the model's folder first). */
export function loadModelAndCircuit(session: Session, modelRef: string): LoadedModel | undefined {
  const model = session.load<ModelDoc>("model", modelRef, validateModel);
  if (!model) return undefined;
  const circuit = session.load<ValidatedCircuit>(
    "circuit",
    model.value.circuit,
    validateCircuit,
    session.reader.dirname(session.reader.dirname(model.path)),
    { file: model.file, path: ["circuit"] },
  );
  if (!circuit) return undefined;
  const { doc, parsed } = circuit.value;
  return { model, circuit: { ...circuit, value: doc, parsed } };
}
