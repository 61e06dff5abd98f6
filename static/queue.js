// The queue of branches of the playground's divided runs (a dedicated Web
// Worker that does nothing else, so that it answers at once, whatever the
// page is doing).
//
// When a run is divided among N solver workers that share its branches
// (the nodes at its split level), the page sends this worker
// {run, workers: N} with N MessagePorts, one per solver worker (the other
// ends go to the workers with their solve messages). Each solver worker
// sends messages on its port, JSON strings in the format of package
// wasm/protocol, and the queue answers them:
//   - "take": the next range of branches ("branches"): ranges that follow
//     each other from 0, each a 1/(4·N) share of the branches left but at
//     most a 1/(16·N) share of all of them, and at least one; from == to
//     once none is left;
//   - once none is left, the workers share their large branches on
//     demand: "help" (a worker waits; the busy ones are sent "wanted"),
//     "offer" (the rest of a branch, handed to the waiting workers as a
//     "branches" range of one branch), "next" (the next node of an offered
//     branch, answered with "node"), "retire" (the branch is used up); when
//     every worker waits, the waiting ones get an empty range: the run is
//     over.
// The rules are those of queuemodel.Queue (wasm/protocol/queuemodel/queue.go); static's
// test checks this file against that one.
"use strict";

// queuemodel.Queue's chunkShare and firstShare.
const chunkShare = 4;
const firstShare = 16;

// protocol.Retired: the node handed out for a branch no longer offered.
const retired = "9223372036854775807";

// newQueue returns the queue of a run divided among workers. Its handle
// method answers a message (an object) from worker w with the messages to
// send, as [{to, message}].
function newQueue(run, workers) {
  const q = {
    run: run, workers: Math.max(workers, 1), total: 0, next: 0,
    waiting: [], gone: 0, offers: [], shared: 0,
  };
  // msg returns a message of the run to worker w.
  const msg = function (kind, w, fields) {
    const m = Object.assign({ kind: kind, run: q.run }, fields);
    if (w) {
      m.part = w;
    }
    return m;
  };
  const take = function (m) {
    const total = Number(m.total);
    if (!Number.isSafeInteger(total) || total <= 0) {
      return { error: "a worker asked for branches of a search with " + m.total + " branches" };
    }
    if (q.total === 0) {
      q.total = total;
    } else if (total !== q.total) {
      return { error: "the workers disagree on the number of branches: " + q.total + " and " + total };
    }
    const left = q.total - q.next;
    const n = Math.min(left, Math.max(1, Math.min(Math.floor(left / (chunkShare * q.workers)),
      Math.floor(q.total / (firstShare * q.workers)))));
    const r = { from: String(q.next), to: String(q.next + n) };
    q.next += n;
    return r;
  };
  const find = function (branch) {
    return q.offers.findIndex(o => o.branch === branch);
  };
  // wanted tells the busy workers how many workers wait.
  const wanted = function () {
    const posts = [];
    for (let w = 0; w < q.workers; w++) {
      if (!q.waiting.includes(w)) {
        const m = msg("wanted", w, {});
        if (q.waiting.length) {
          m.waiting = q.waiting.length;
        }
        posts.push({ to: w, message: m });
      }
    }
    return posts;
  };
  // end tells the waiting workers that the run is over, once every worker
  // waits or has finished and nothing is offered.
  const end = function () {
    if (q.offers.length > 0 || q.waiting.length + q.gone < q.workers) {
      return null;
    }
    const posts = q.waiting.map(w => ({ to: w, message: msg("branches", w, { from: String(q.total), to: String(q.total) }) }));
    q.gone += q.waiting.length;
    q.waiting = [];
    return posts;
  };
  q.handle = function (w, m) {
    const reply = function (kind, fields) {
      const r = Object.assign({ kind: kind, run: m.run || 0 }, fields);
      if (m.part) {
        r.part = m.part;
      }
      return [{ to: w, message: r }];
    };
    if ((m.run || 0) !== q.run) {
      return reply("branches", { error: "expected a message of run " + q.run });
    }
    const branch = Number(m.branch || 0);
    switch (m.kind) {
      case "take":
        return reply("branches", take(m));
      case "help": {
        if (m.final) {
          q.gone++;
          return end() || [];
        }
        if (q.offers.length > 0) {
          const b = q.offers[0].branch;
          return reply("branches", { from: String(b), to: String(b + 1) });
        }
        q.waiting.push(w);
        return end() || wanted();
      }
      case "offer": {
        q.offers.push({ branch: branch, next: Number(m.from || 0) });
        q.shared++;
        const posts = q.waiting.map(h => ({ to: h, message: msg("branches", h, { from: String(branch), to: String(branch + 1) }) }));
        if (q.waiting.length > 0) {
          q.waiting = [];
          posts.push(...wanted());
        }
        return posts;
      }
      case "next": {
        const i = find(branch);
        let n = retired;
        if (i >= 0) {
          n = String(q.offers[i].next++);
        }
        return reply("node", { branch: String(branch), from: n });
      }
      case "retire": {
        const i = find(branch);
        if (i >= 0) {
          q.offers.splice(i, 1);
        }
        return [];
      }
    }
    return reply("branches", { error: "the queue of branches got a " + JSON.stringify(m.kind || "") + " message" });
  };
  return q;
}

// handle returns q's answers to a message as worker w sends it (a JSON
// string), as [{to, data}] with data a JSON string.
function handle(q, w, data) {
  let m;
  try {
    m = JSON.parse(data);
  } catch (err) {
    m = null;
  }
  const posts = q.handle(w, m && typeof m === "object" ? m : { kind: "" });
  return posts.map(p => ({ to: p.to, data: JSON.stringify(p.message) }));
}

// serve answers the messages that arrive on the ports, one per worker,
// from q.
function serve(ports, q) {
  ports.forEach(function (port, w) {
    port.onmessage = function (e) {
      for (const p of handle(q, w, e.data)) {
        ports[p.to].postMessage(p.data);
      }
    };
  });
}

if (typeof module !== "undefined") {
  module.exports = { newQueue: newQueue, handle: handle };
} else {
  // The ports of the current run; a new run closes those of the last.
  let ports = [];
  self.onmessage = function (e) {
    for (const p of ports) {
      p.close();
    }
    ports = Array.from(e.ports || []);
    serve(ports, newQueue(e.data.run, e.data.workers));
  };
}
