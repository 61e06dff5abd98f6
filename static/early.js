// Early start of the playground's first solver worker, inlined in the
// page's head (web/handler.go) with the worker's script in its
// data-worker attribute.
//
// The page's program, app.wasm, is also its workers' program (wasm/app):
// this script keeps the module that go-app's loader compiles, with
// WebAssembly.instantiateStreaming, as the promise polyplayModule (the
// module, or null if the page compiled none), which the page posts to
// each worker it starts (ui/worker_js.go, sendModule): the workers
// neither download nor compile the program again, and share the code
// V8 optimises as any of them runs it.
//
// A Web Worker's thread starts only when the page's thread is free, and
// the page's program keeps it busy as it starts: a worker the page made
// then would start, load its scripts and start its program only after
// that. This script makes the first worker as the page begins to load,
// so that it is running, its scripts loaded, when the page takes it over
// (ui/worker_js.go, startWorker), and posts it the module as soon as it
// is compiled, before the page's program starts. It keeps the worker's
// errors until the page takes it over.
"use strict";
(() => {
  const script = document.currentScript;
  if (!script || !script.dataset.worker) {
    return;
  }
  const wasm = self.WebAssembly;
  let compiled;
  const module = new Promise(resolve => {
    compiled = resolve;
  });
  self.polyplayModule = module;
  if (wasm && wasm.instantiateStreaming) {
    const instantiate = wasm.instantiateStreaming;
    wasm.instantiateStreaming = function (source, imports) {
      wasm.instantiateStreaming = instantiate; // the page's program only
      const p = instantiate.call(wasm, source, imports);
      p.then(r => compiled(r.module), () => compiled(null));
      return p;
    };
  } else {
    compiled(null);
  }
  if (!self.Worker) {
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
  // ?slow=N in the page's address makes its workers N times slower, for
  // tests (wasm/worker/heartbeat.go); the page's own workers get it from
  // ui/worker_js.go.
  const slow = Number(new URLSearchParams(location.search).get("slow")) || 1;
  module.then(m => worker.postMessage({ module: m, slow }));
  self.polyplayEarlyWorker = early;
})();
