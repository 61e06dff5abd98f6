// Bootstrap of the Polyplay solver worker (a dedicated Web Worker).
//
// It loads Go's WebAssembly support and the solver (worker.wasm, built from
// wasm/worker). The page's first message gives the solver already
// compiled, {module: a WebAssembly.Module}: the page compiles it once for
// all its workers, which then share its code, optimised as any of them
// runs it; without a module ({module: null}: the page could not compile
// it) the worker downloads and compiles worker.wasm itself. The Go program
// installs self.onmessage and then posts a "ready" message; the page sends
// nothing else before that message arrives. All URLs are relative to this
// script, so the site works under any base path.
"use strict";

importScripts("wasm_exec.js");

function fail(err) {
  postMessage({ kind: "done", error: "the solver failed to start: " + err });
}

// first is the page's first message.
const first = new Promise(resolve => {
  self.onmessage = e => resolve(e.data);
});

async function start() {
  const go = new Go();
  const init = await first;
  self.onmessage = null;
  if (init && init.module instanceof WebAssembly.Module) {
    await go.run(await WebAssembly.instantiate(init.module, go.importObject));
    return;
  }
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(fetch("worker.wasm"), go.importObject);
  } catch (err) {
    // Some static hosts serve .wasm without the application/wasm type,
    // which instantiateStreaming refuses: fall back to a plain download.
    const resp = await fetch("worker.wasm");
    if (!resp.ok) {
      throw new Error("worker.wasm: HTTP " + resp.status);
    }
    result = await WebAssembly.instantiate(await resp.arrayBuffer(), go.importObject);
  }
  await go.run(result.instance);
}

start().catch(fail);
