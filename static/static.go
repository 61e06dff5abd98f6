// Package static holds the playground's hand-written web assets: the style
// sheet, the icons, the bootstrap script of the solver worker, the script
// that starts the first worker early (early.js, inlined in the page's
// head) and the queue of branches that the solver workers of a divided
// run share (queue.js, a Web Worker of its own). The web program serves
// them under /web/ next to the compiled WebAssembly files.
package static

import "embed"

// FS holds the assets, by their path in this directory.
//
//go:embed style.css play.css worker.js queue.js early.js icons
var FS embed.FS
