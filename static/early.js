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
//
// When the page's program cannot be loaded (its scripts, wasm_exec.js
// and app.js, or app.wasm), the page would show "Starting the solver…"
// for ever: this script says why instead (cannotStart), in an alert at
// the top of the page. The usual reason is a site built for one path
// (make site SITE_BASE=...) and served under another: the worker's path
// tells the path it was built for.
"use strict";
(() => {
  const script = document.currentScript;
  if (!script || !script.dataset.worker) {
    return;
  }
  const built = script.dataset.worker.replace(/web\/worker\.js$/, "");
  let said = false;
  // cannotStart says that what could not be loaded, and why that may be.
  const cannotStart = what => {
    if (said) {
      return;
    }
    said = true;
    const served = location.pathname.replace(/[^/]*$/, "");
    let why = "Polyplay cannot start: a file it needs (" + what + ") could not be loaded. ";
    if (served !== built) {
      why += "This copy of the site was built to be served at " + built + ", and it is served at " + served +
        ": build it for that path (make site SITE_BASE=" + served + ") and publish it again.";
    } else {
      why += "Reload the page; if this goes on, the site is missing files: build it (make site) and publish it again.";
    }
    const show = () => {
      const box = document.createElement("div");
      box.id = "load-error";
      box.setAttribute("role", "alert");
      // The style sheet may be missing too.
      box.style.cssText = "margin:8px;padding:12px;border:2px solid #b91c1c;border-radius:6px;background:#fef2f2;color:#7f1d1d;font:16px/1.4 system-ui,sans-serif";
      box.textContent = why;
      document.body.prepend(box);
      const status = document.getElementById("worker-status");
      if (status) {
        status.textContent = "The solver cannot start";
        status.className = "pp-status bad";
      }
      const solveWhy = document.getElementById("solve-why");
      if (solveWhy) {
        solveWhy.textContent = "Cannot solve: the page could not load its program (see the message at the top).";
      }
    };
    if (document.body) {
      show();
    } else {
      document.addEventListener("DOMContentLoaded", show);
    }
  };
  // A script of the page that does not load fires error on its element,
  // which does not bubble: caught on the way down.
  addEventListener("error", e => {
    const el = e.target;
    if (el instanceof HTMLScriptElement && el.src) {
      cannotStart(new URL(el.src).pathname);
    }
  }, true);
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
      p.then(r => compiled(r.module), () => {
        compiled(null);
        cannotStart(built + "web/app.wasm");
      });
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
