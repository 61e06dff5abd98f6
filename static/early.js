// Early start of the playground's first solver worker, inlined in the
// page's head (web/handler.go) with the worker's script in its
// data-worker attribute.
//
// A Web Worker's thread starts only when the page's thread is free, and
// the page's WebAssembly (app.wasm) keeps it busy as it starts: a worker
// the page made then would start, load its scripts and compile the solver
// only after that. This script makes the first worker as the page begins
// to load, so that it is running, its scripts loaded, when the page takes
// it over (ui/worker_js.go, startWorker). It does nothing more: the
// worker downloads and compiles the solver only when the page tells it
// to (static/worker.js), so that app.wasm is not slowed. It keeps the
// worker's errors until then.
"use strict";
(() => {
  const script = document.currentScript;
  if (!script || !script.dataset.worker || !self.Worker) {
    return;
  }
  const url = script.dataset.worker;
  let worker;
  try {
    worker = new Worker(url);
  } catch (err) {
    return;
  }
  const early = { url, worker, errors: [] };
  worker.onerror = (e) => {
    e.preventDefault();
    early.errors.push(e);
  };
  self.polyplayEarlyWorker = early;
})();
