// The queue of branches of the playground's divided runs (a dedicated Web
// Worker that does nothing else, so that it answers at once, whatever the
// page is doing).
//
// When a run is divided among N solver workers that share its branches
// (the nodes at its split level), the page sends this worker
// {run, workers: N} with N MessagePorts, one per solver worker (the other
// ends go to the workers with their solve messages). Each solver worker
// sends "take" messages on its port when it needs branches, and gets
// "branches" answers: JSON strings in the format of package
// wasm/protocol. The rules are those of protocol.Queue (wasm/protocol/
// queue.go): ranges that follow each other from 0, each a 1/(4·N) share
// of the branches left but at most a 1/(16·N) share of all of them, and at
// least one; from == to once none is left. static's test checks this file
// against that one.
"use strict";

// protocol.Queue's chunkShare and firstShare.
const chunkShare = 4;
const firstShare = 16;

// newQueue returns the queue of a run divided among workers. Its take
// method answers a take message (an object) with a branches message.
function newQueue(run, workers) {
  const q = { run: run, workers: Math.max(workers, 1), total: 0, next: 0 };
  q.take = function (m) {
    const answer = { kind: "branches", run: m.run || 0 };
    if (m.part) {
      answer.part = m.part;
    }
    const total = Number(m.total);
    if (m.kind !== "take" || answer.run !== q.run) {
      answer.error = "expected a take message of run " + q.run;
      return answer;
    }
    if (!Number.isSafeInteger(total) || total <= 0) {
      answer.error = "a worker asked for branches of a search with " + m.total + " branches";
      return answer;
    }
    if (q.total === 0) {
      q.total = total;
    } else if (total !== q.total) {
      answer.error = "the workers disagree on the number of branches: " + q.total + " and " + total;
      return answer;
    }
    const left = q.total - q.next;
    const n = Math.min(left, Math.max(1, Math.min(Math.floor(left / (chunkShare * q.workers)),
      Math.floor(q.total / (firstShare * q.workers)))));
    answer.from = String(q.next);
    answer.to = String(q.next + n);
    q.next += n;
    return answer;
  };
  return q;
}

// answer returns q's answer to a message as a worker sends it (a JSON
// string).
function answer(q, data) {
  let m;
  try {
    m = JSON.parse(data);
  } catch (err) {
    m = null;
  }
  return JSON.stringify(q.take(m && typeof m === "object" ? m : { kind: "" }));
}

// serve answers the take messages that arrive on port from q.
function serve(port, q) {
  port.onmessage = function (e) {
    port.postMessage(answer(q, e.data));
  };
}

if (typeof module !== "undefined") {
  module.exports = { newQueue: newQueue, answer: answer };
} else {
  // The ports of the current run; a new run closes those of the last.
  let ports = [];
  self.onmessage = function (e) {
    for (const p of ports) {
      p.close();
    }
    ports = Array.from(e.ports || []);
    const q = newQueue(e.data.run, e.data.workers);
    for (const p of ports) {
      serve(p, q);
    }
  };
}
