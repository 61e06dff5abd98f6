package polyplayer

// playerCSS styles the PolyPlayer, the 3-D view and the embed page. It is
// shipped inside the component (a <style> element) so that the player
// works on any page of the app, including the chrome-less embed page,
// without another style sheet to load. It is a constant: nothing from a
// link ever goes into it.
const playerCSS = `
.pplayer { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.pplayer-stage { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.pplayer-stage div { min-width: 0; }
.pplayer-board-wrap { flex: 1 1 260px; max-width: 100%; overflow-x: auto; }
.pplayer-3d-wrap { flex: 2 1 300px; max-width: 100%; position: relative; }
.pplayer canvas { display: block; width: 100%; height: auto; border-radius: 6px; }
.pplayer canvas.pplayer-3d { aspect-ratio: 4 / 3; max-width: min(100%, calc(62vh * 4 / 3)); margin: 0 auto; background: #ffffff; border: 1px solid #e2e8f0;
  touch-action: none; cursor: grab; }
.pplayer canvas.pplayer-3d:active { cursor: grabbing; }
.pplayer canvas:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.pplayer-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; }
.pplayer-controls button { min-width: 2.4em; font-size: 16px; line-height: 1.2; }
.pplayer-buttons { display: inline-flex; gap: 4px; }
.pplayer-buttons button[aria-pressed] { min-width: 3.2em; }
.pplayer-scrub { flex: 1 1 160px; min-width: 120px; display: flex; align-items: center; gap: 6px; }
.pplayer-scrub input { width: 100%; }
.pplayer-counter { font-variant-numeric: tabular-nums; min-width: 6.5em; font-weight: 600; }
.pplayer-note { font-size: 13px; color: #64748b; }
p.pplayer-note { margin: 4px 0; }
p.pplayer-note:empty { margin: 0; }
.pplayer-pair { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
.pplayer-field { display: inline-flex; align-items: center; gap: 4px; font-size: 14px; }
.pplayer-hint { font-size: 12px; color: #64748b; margin: 2px 0 0; }
.pplayer-3d-wrap .pplayer-hint { position: absolute; left: 6px; bottom: 6px; margin: 0; padding: 1px 5px; border-radius: 4px;
  color: #475569; background: rgba(255, 255, 255, 0.85); pointer-events: none; }
.pplayer-error { color: #b91c1c; white-space: pre-wrap; }
.pplayer-settings { display: contents; }
.pplayer-settings-toggle { display: none; }
.pplayer-exports { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.pp-embed { margin: 0; padding: 6px; box-sizing: border-box; min-height: 100vh; background: #ffffff;
  font: 14px/1.4 system-ui, -apple-system, Segoe UI, Roboto, sans-serif; color: #0f172a; }
.pp-embed .pplayer-controls { font-size: 13px; }
.pp-embed-foot { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; color: #64748b; margin-top: 4px; }
.pp-embed-foot a { color: #2563eb; }
`
