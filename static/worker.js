// Bootstrap of the Polyplay solver worker (a dedicated Web Worker).
//
// It loads Go's WebAssembly support and runs the playground's program
// (app.wasm, built from wasm/app), which, started with no document, runs
// the solver worker's loop (wasm/worker). The page's first message,
// {module, slow}, says how to get the program:
//   - {module: a WebAssembly.Module}: the program the page compiled
//     (static/early.js), which this worker instantiates; the page and its
//     workers then share its code, optimised as any of them runs it;
//   - {module: null}: this worker downloads and compiles app.wasm itself.
// The first message may also say how many times slower the worker is to
// run ({slow}, for tests: wasm/worker/heartbeat.go), kept as polyplaySlow.
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

// compile downloads and compiles app.wasm.
async function compile() {
  try {
    return await WebAssembly.compileStreaming(fetch("app.wasm"));
  } catch (err) {
    // Some static hosts serve .wasm without the application/wasm type,
    // which compileStreaming refuses: fall back to a plain download.
    const resp = await fetch("app.wasm");
    if (!resp.ok) {
      throw new Error("app.wasm: HTTP " + resp.status);
    }
    return await WebAssembly.compile(await resp.arrayBuffer());
  }
}

async function start() {
  const go = new Go();
  const init = await first;
  self.onmessage = null;
  self.polyplaySlow = init && init.slow > 1 ? init.slow : 1;
  let module = init && init.module instanceof WebAssembly.Module ? init.module : null;
  if (!module) {
    module = await compile();
  }
  await go.run(await WebAssembly.instantiate(module, go.importObject));
}

start().catch(fail);
