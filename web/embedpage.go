package main

import (
	"net/http"
	"strings"
)

// embedHTML is the embed page (embed.html): a static page that runs the
// embed program (wasm/embed, web/embed.wasm) and nothing else: no go-app,
// no service worker, no solver. Its addresses are relative, so it works
// under any base path. The layout fills the frame at any size from
// 300×200 up: the animation takes the space the one-line controls leave,
// scaled to fit (the SVG keeps its aspect ratio), and nothing scrolls.
// Below 400 pixels the controls leave the puzzle's title too little room
// to be read: it is left out there (the frame's title and the animation's
// label still name the puzzle). On a touch screen the buttons are 32
// pixels high, a finger's target.
const embedHTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Polyplay animation</title>
<link rel="icon" href="web/icons/icon.svg">
<link rel="preload" href="web/embed.wasm" as="fetch" type="application/wasm" crossorigin>
<style>
html,body{margin:0;height:100%;overflow:hidden;background:#fff;color:#1e293b;font:14px/1.3 system-ui,-apple-system,"Segoe UI",sans-serif}
#embed-page{box-sizing:border-box;height:100%;display:flex;flex-direction:column;padding:4px;gap:4px}
#embed-stage{flex:1 1 0;min-height:0;min-width:0;display:flex}
#embed-stage svg{flex:1 1 0;width:100%;height:100%;min-width:0;min-height:0;display:block}
#embed-note,#embed-error{margin:0;font-size:13px;flex:0 1 auto;overflow:auto;max-height:45%}
#embed-error{color:#991b1b;white-space:pre-line}
.foot{flex:0 0 auto;display:flex;align-items:center;gap:5px;white-space:nowrap;min-width:0;font-size:13px}
.foot button{font:inherit;padding:2px 6px;border:1px solid #94a3b8;border-radius:4px;background:#f8fafc;color:inherit;cursor:pointer}
.foot button:disabled{opacity:.5;cursor:default}
.foot button:focus-visible,.foot a:focus-visible{outline:2px solid #2563eb;outline-offset:1px}
#embed-counter{font-variant-numeric:tabular-nums;color:#475569}
#embed-title{flex:1 1 auto;min-width:0;overflow:hidden;text-overflow:ellipsis;color:#475569}
#embed-open{flex:0 0 auto;margin-left:auto;color:#1d4ed8}
@media (max-width:399px){#embed-title{display:none}}
@media (pointer:coarse){.foot button{min-height:32px;padding:4px 10px}}
#embed-page[data-state=loading] #embed-stage{background:url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 51 31'><path fill='%23c7d2fe' d='M1 1h9v9h-9zM11 1h9v9h-9zM21 1h9v9h-9zM1 11h9v9h-9zM1 21h9v9h-9z'/><path fill='%23bbf7d0' d='M11 11h9v9h-9zM21 11h9v9h-9zM11 21h9v9h-9zM21 21h9v9h-9zM31 21h9v9h-9z'/><path fill='%23fde68a' d='M31 1h9v9h-9zM41 1h9v9h-9zM31 11h9v9h-9zM41 11h9v9h-9zM41 21h9v9h-9z'/></svg>") center/min(60%,240px) auto no-repeat}
[hidden]{display:none!important}
</style>
</head>
<body>
<main id="embed-page" data-state="loading">
<p id="embed-note" role="status">Loading…</p>
<p id="embed-error" role="alert" hidden></p>
<div id="embed-stage"></div>
<div class="foot">
<button type="button" id="embed-play" disabled>Pause</button>
<button type="button" id="embed-restart" disabled>Restart</button>
<span id="embed-counter" aria-live="off"></span>
<span id="embed-title"></span>
<a id="embed-open" href="./" target="_blank" rel="noopener">Open in Polyplay</a>
</div>
</main>
<script src="web/wasm_exec.js"></script>
<script>
(() => {
  const go = new Go();
  const fail = e => {
    const el = document.getElementById("embed-error");
    el.textContent = "This animation could not start: " + e;
    el.hidden = false;
    document.getElementById("embed-note").hidden = true;
    document.getElementById("embed-page").dataset.state = "error";
  };
  const url = "web/embed.wasm";
  const start = WebAssembly.instantiateStreaming
    ? WebAssembly.instantiateStreaming(fetch(url), go.importObject).catch(() =>
        fetch(url).then(r => r.arrayBuffer()).then(b => WebAssembly.instantiate(b, go.importObject)))
    : fetch(url).then(r => r.arrayBuffer()).then(b => WebAssembly.instantiate(b, go.importObject));
  start.then(r => go.run(r.instance)).catch(fail);
})();
</script>
</body>
</html>
`

// withEmbed serves the embed page at /embed.html and /embed under base,
// and everything else with h.
func withEmbed(base string, h http.Handler) http.Handler {
	base = normalizeBase(base)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p := strings.TrimPrefix(r.URL.Path, base); p != r.URL.Path && (p == "embed.html" || p == "embed") {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(embedHTML))
			return
		}
		h.ServeHTTP(w, r)
	})
}
