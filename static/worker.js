// Bootstrap of the Polyplay solver worker (a dedicated Web Worker).
//
// It loads Go's WebAssembly support and the solver (worker.wasm, built from
// wasm/worker). The page's first message says how to get the solver:
//   - {module: a WebAssembly.Module}: the solver already compiled, which
//     this worker instantiates; the page's workers then share its code,
//     optimised as any of them runs it;
//   - {compile: true}: this worker compiles worker.wasm itself, on its own
//     thread, posts the page the compiled module, {module}, to pass on to
//     its other workers (or {module: null} if it could not compile it),
//     and instantiates it: the page's first worker starts so, without
//     waiting for the page's thread;
//   - {module: null}: this worker downloads and compiles worker.wasm
//     itself, for itself alone.
// The Go program installs self.onmessage and then posts a "ready" message;
// the page sends nothing else before that message arrives. All URLs are
// relative to this script, so the site works under any base path.
"use strict";

importScripts("wasm_exec.js");

function fail(err) {
  postMessage({ kind: "done", error: "the solver failed to start: " + err });
}

// first is the page's first message.
const first = new Promise(resolve => {
  self.onmessage = e => resolve(e.data);
});

// compile downloads and compiles worker.wasm.
async function compile() {
  try {
    return await WebAssembly.compileStreaming(fetch("worker.wasm"));
  } catch (err) {
    // Some static hosts serve .wasm without the application/wasm type,
    // which compileStreaming refuses: fall back to a plain download.
    const resp = await fetch("worker.wasm");
    if (!resp.ok) {
      throw new Error("worker.wasm: HTTP " + resp.status);
    }
    return await WebAssembly.compile(await resp.arrayBuffer());
  }
}

async function start() {
  const go = new Go();
  const init = await first;
  self.onmessage = null;
  let module = init && init.module instanceof WebAssembly.Module ? init.module : null;
  if (!module) {
    try {
      module = await compile();
    } finally {
      if (init && init.compile) {
        postMessage({ module: module });
      }
    }
  }
  await go.run(await WebAssembly.instantiate(module, go.importObject));
}

start().catch(fail);
