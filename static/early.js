// Early start of the playground's first solver worker, inlined in the
// page's head (web/handler.go) with the worker's script in its
// data-worker attribute.
//
// The page's own WebAssembly (app.wasm) takes a while to download, compile
// and start, and only then would the page start its solver workers, which
// must in turn compile and start worker.wasm: Play mode's coach and the
// first Solve would wait for both, one after the other. This script starts
// compiling worker.wasm (a low-priority download, so that app.wasm comes
// first) and starts the first worker as the page begins to load, and sends
// it the module once compiled (static/worker.js). It keeps the worker's
// messages and errors until the page takes the worker over
// (ui/worker_js.go, startWorker), which handles them then as if they had
// just come. The page's other workers are sent the same module.
"use strict";
(() => {
  const script = document.currentScript;
  const W = self.WebAssembly;
  if (!script || !script.dataset.worker || !self.Worker || !W || !W.compileStreaming) {
    return;
  }
  const url = script.dataset.worker;
  const wasm = url.replace(/worker\.js$/, "worker.wasm");
  // module resolves to the compiled module, or to undefined if it could
  // not be compiled here (the worker then downloads it itself).
  const module = W.compileStreaming(fetch(wasm, { priority: "low" })).catch(() => undefined);
  let worker;
  try {
    worker = new Worker(url);
  } catch (err) {
    return;
  }
  const early = { url, wasm, module, worker, events: [] };
  worker.onmessage = (e) => early.events.push(e);
  worker.onerror = (e) => {
    e.preventDefault();
    early.events.push(e);
  };
  module.then((m) => worker.postMessage({ module: m || null }));
  self.polyplayEarlyWorker = early;
})();
