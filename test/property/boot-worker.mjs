// Worker entry for watchdog.ts: loads the case module through tsx, then answers each request and signals the waiting test.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { handle } = await import(workerData.module);
const flag = new Int32Array(workerData.buffer);
const { port } = workerData;
port.on("message", async (request) => {
  const response = await handle(request);
  port.postMessage(response);
  Atomics.add(flag, 0, 1);
  Atomics.notify(flag, 0);
});
Atomics.store(flag, 1, 1);
Atomics.notify(flag, 1);
