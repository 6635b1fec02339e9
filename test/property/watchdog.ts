// A real bound on a case: it runs in a worker thread that the test waits on with a deadline; past the deadline the
// worker is terminated (a synchronous hang cannot be interrupted in-process) and a fresh one serves the next case.
import {
  MessageChannel,
  type MessagePort,
  receiveMessageOnPort,
  SHARE_ENV,
  Worker,
} from "node:worker_threads";

/** Loads a TypeScript (or JavaScript) worker module through tsx, so a worker runs the same sources as the tests. */
const BOOT = new URL("./boot-worker.mjs", import.meta.url);
/** How long a new worker may take to load its module before the first case (tsx compiles the sources). */
const START_MS = 120_000;

interface Running {
  worker: Worker;
  port: MessagePort;
  /** [0]: responses sent; [1]: 1 once the module is loaded. */
  flag: Int32Array;
}

export type Bounded<R> = { ok: true; value: R; ms: number } | { ok: false; ms: number };

/** Runs requests one at a time in a worker whose module exports `handle(request)`; each gets `limitMs`. */
export class Watchdog<Req, Res> {
  private running: Running | undefined;
  private sent = 0;
  private readonly module: URL;
  private readonly limitMs: number;
  constructor(module: URL, limitMs: number) {
    this.module = module;
    this.limitMs = limitMs;
  }

  run(request: Req): Bounded<Res> {
    const r = this.start();
    const expected = ++this.sent;
    const started = performance.now();
    r.port.postMessage(request);
    while (Atomics.load(r.flag, 0) < expected) {
      const left = this.limitMs - (performance.now() - started);
      if (left <= 0 || Atomics.wait(r.flag, 0, expected - 1, left) === "timed-out") {
        this.stop();
        return { ok: false, ms: performance.now() - started };
      }
    }
    const message = receiveMessageOnPort(r.port);
    if (!message) throw new Error("watchdog: the worker signalled but sent no response");
    return { ok: true, value: message.message as Res, ms: performance.now() - started };
  }

  /** Ends the worker; the next run starts another. */
  stop(): void {
    this.running?.worker.terminate();
    this.running?.port.close();
    this.running = undefined;
  }

  private start(): Running {
    if (this.running) return this.running;
    const { port1, port2 } = new MessageChannel();
    const buffer = new SharedArrayBuffer(8);
    const flag = new Int32Array(buffer);
    const worker = new Worker(BOOT, {
      workerData: { module: this.module.href, port: port2, buffer },
      // The worker sees the test's environment as it changes (a suite sets a private TMPDIR).
      env: SHARE_ENV,
      transferList: [port2],
    });
    worker.unref();
    if (Atomics.wait(flag, 1, 0, START_MS) === "timed-out" && Atomics.load(flag, 1) === 0) {
      worker.terminate();
      throw new Error(`watchdog: ${this.module.pathname} did not load within ${START_MS} ms`);
    }
    this.sent = 0;
    this.running = { worker, port: port1, flag };
    return this.running;
  }
}
