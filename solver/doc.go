// Package solver finds every way to fit polyomino and polycube pieces,
// polyiamonds, polyhexes and pieces of balls into a region: Knuth's dancing links (DLX)
// and Busche's fixed image list
// algorithm (FILA) with their ordering heuristics, the image filters and
// backtrack triggers of Busche's polycube solver, parallel and partial
// searches, estimates of a search's size, and an independent solution
// verifier.
//
// It is pure Go and builds natively and for WebAssembly.
//
// # Using it
//
// A Problem is a box and its pieces (package def reads them from
// definition files and holds a library of puzzles). New checks the
// Options (what is searched, Search, and how a run of it is driven,
// Run) and builds a Solver; Solver.Solve searches, calling back with
// each Solution and returning the Stats (solutions, attempts and fits per
// level, notes). Package solver/flags reads the same options from
// polycube-style arguments (-r -f11 -oe=11:f=3 -n), as the command line
// and the playground do, and package solver/polycube writes solutions in polycube's formats; Options.Auto picks the algorithm options measured fastest
// for the puzzle's kind. Package solver/verify checks a solution against
// its problem without any of this package's code.
//
// # From a definition to a solution, file by file
//
//   - problem.go: Problem, Piece, Point, Solution and Placement, the plain
//     description of puzzles and solutions that package solver/puzzle
//     holds (with Problem.Validate) and shares with solver/verify.
//   - model.go: the model. NewModel numbers the open cells, finds each
//     piece's distinct orientations (the rotations, and for 2-D pieces the
//     reflections unless OneSided) and every image: an orientation at a
//     translation that fits in the region. Images are the rows of the
//     exact cover matrix; cells and pieces are its columns. It also
//     tabulates each cell's neighbours (Model.Neighbors), which the E
//     heuristic, FILA's NOF and the output filters' labels read.
//   - symmetry.go, mirror.go: the region's symmetries, the rotational
//     redundancy filter (-r: one piece's images limited so that no
//     rotation of a solution is found), the unique (-u) and mirror (-M)
//     filters; redundancy.go holds -r's constraint once chosen and its
//     check of the solutions found (type redundancy). redpick.go chooses the piece -r constrains when none is
//     named (the one whose constrained search a sample of the search or
//     Knuth's estimate finds smallest); expand.go solves a symmetric box's reduced search under
//     Options.Auto and hands on each solution's whole orbit.
//   - constraints.go, volume.go, parity.go, fitfilter.go: the image
//     filters (run once before the search: volume -V, fit -F) and the
//     backtrack triggers and repeated filters (during it: volume -v,
//     parity -p and -P, -V N), with the tables of reachable volumes and
//     parities (classTable).
//   - solver.go: New and NewFromModelContext (options checked once, the
//     search prepared by the steps of type preparer, in symmetry.go,
//     constraints.go, mirror.go, auto.go and expand.go), Solve, which
//     runs one engine or a parallel or partial search. trial.go: a
//     parallel search first runs sequentially for a few milliseconds,
//     which is the whole search for small puzzles.
//   - engine.go: one search. Its DLX matrix (package solver/dlx) holds
//     the images still active; engine.dlx picks a column with the
//     heuristic in force, places each of its rows in turn and recurses,
//     polling for cancellation, time limits and progress. bitsearch.go:
//     the same min-fit search on bit sets instead of links, which
//     engine.dlx hands over to where the matrix has at most 128 columns
//     that must be covered and nothing but min-fit acts during the search (a ball's cell has
//     about 150 images, whose links DLX spent nearly all its time
//     covering and uncovering). masksearch.go: the same search again
//     where a row's cells and secondary columns fit one word (Kanoodle's
//     pyramid), on lists of those words, level by level.
//   - options.go, heuristic.go: Options (Search and Run), Stats and the
//     ordering heuristics (min-fit S, estimate E, first hole F, the fixed
//     orders along an axis, radial and angular from a centre), chosen per
//     number of remaining pieces (-oe=11:f=3).
//   - auto.go: the automatic configuration (Options.Auto); package
//     solver/flags spells the options as arguments (flags.Args) and
//     reads them (flags.ParseArgs). chosen.go: Solver.Chosen, the options a
//     solver searches with once Auto and -r's pick are filled in.
//   - fila.go: FILA. When Options.Fila's threshold of pieces remains, the
//     sub-puzzle left in the DLX matrix is compiled into image list sets
//     (per cell, per neighbour occupancy under NOF, images listed only at
//     their first cell in a fixed order under POF) and solved without
//     DLX; DLX then continues where it left off. fila_store.go stores the
//     compiled sub-puzzles and FILA's search state for a solver's later
//     runs (Solver.Reuse).
//   - fila64.go: FILA's search on 64-bit occupancy fields (searchFirst,
//     searchMask, searchWarehouse, the memo of dead ends), and bits.go
//     its bit field. fila_gen.go and bits_gen.go are generated from them
//     by internal/filagen (go generate) for 128, 192 and 256-bit fields,
//     so that every width has concrete, inlined types.
//   - The few differences between native code and WebAssembly:
//     first_wasm.go and first_wasm.s, searchFirst's loop on 64-bit fields
//     written in WebAssembly (first_other.go: natively it stays in Go);
//     count_wasm.go and count_other.go, how FILA's E and S heuristics
//     count fits; yield_js.go and yield_other.go, the yields that let a
//     search under WebAssembly's one thread see cancellation, deadlines
//     and its sibling workers.
//   - parallel.go: parallel (Options.Jobs) and partial (Options.Part,
//     Parts) searches. The tree is divided at a split level; every worker
//     walks the levels above it and searches the nodes it owns; busy
//     workers share large branches with idle ones on demand (Sharer,
//     Offers); partial searches can take their branches from a queue
//     (Options.Take). Their merged statistics equal the sequential
//     search's (MergeStats). split.go: splitRun, one run of such a
//     search: its split level, its workers' engines and goroutines, their
//     merged progress and statistics.
//   - order.go: a parallel search's solutions handed on in the order of
//     the sequential search: each worker publishes the node it searches,
//     and solutions wait until no worker is at an earlier node.
//   - subpuzzle.go: Subproblems and SubproblemStats, the partial
//     assemblies at which a given number of pieces remain, as standalone
//     problems (polycube's goal option).
//   - estimate.go: Solver.Estimate, Knuth's estimate of a search tree's
//     size from random probes, calibrated by a short run to a time.
//   - optional.go: cells of the region that may stay empty
//     (Problem.Optional): secondary columns of the DLX matrix, the branch
//     that leaves them empty (engine.emptyBranch), and what assumes an
//     exact fill turned off for them (exactFillOff).
//   - spare.go: pieces that may be left out (Piece.Spare), a piece used
//     from LO to HI times: the shape's column covered from LO to HI times
//     (Knuth's multiplicities), the node that is a solution with pieces
//     remaining (engine.sparesMet), what assumes every piece placed turned
//     off (spareOff) or refused (errSpare), and the positions of such a
//     puzzle (spareLeft).
//   - placed.go: WithPlaced, the puzzle left once some pieces are placed
//     (stationary where they lie): a challenge's or a Play position's
//     completions are its solutions.
//   - montecarlo.go: Solver.MonteCarlo, the Monte Carlo runs of
//     "Solving Polyomino and Polycube Puzzles" (random branches to a
//     given depth, then an exhaustive search), to measure filters and
//     triggers.
//   - solver/verify (a package of its own): verify.Solution checks a
//     solution from the problem alone (shapes, rotations, bounds,
//     overlaps, coverage). It imports only solver/puzzle, so the compiler
//     checks that it shares no code with the model or the search.
//   - hooks.go: testHooks, the switches with which tests reach paths the
//     search does not take on small puzzles.
//
// Package solver/sudoku solves Sudoku with the same dlx package, as
// "Kanoodle, Sudoku and exact cover" describes.
//
// # Glossary
//
// The code keeps the articles' names where it implements them:
//
//   - image: one orientation of a piece at one translation in the box (a
//     row of the DLX matrix).
//   - P: the number of pieces remaining (FILA's p; pz.P when FILA starts).
//   - Q, q: the number of shapes still needed; S is the warehouse, the
//     shapes in an array whose first q entries are available.
//   - N_s: how many pieces of shape s remain to be placed.
//   - V: the number of open cells of a FILA sub-puzzle, numbered
//     0..V-1; a bit field has at least V+1 bits (the spare bit V stays
//     clear).
//   - o: the occupancy, a bit field of the filled cells.
//   - L[i]: the layout of image i, a bit field with bit v set if and only
//     if image i covers cell v (an image fits when o & L[i] == 0).
//   - O_p: the image placed when p pieces remained.
//   - A[c][z]: the image list sets of cell c, one per ILSI z; a set holds
//     one list of images per shape.
//   - ILSI: image list set index, the occupancy of a cell's watched
//     neighbours, read from o to pick the set.
//   - NOF: neighbour occupancy filtering (-n): a cell's lists leave out
//     the images that cover a neighbour already full; with -nK ("wide
//     NOF") the K cells its images cover most often instead.
//   - POF: priority occupancy filtering: with a fixed cell order, an image
//     is listed only at its first cell in that order.
//   - C, M: a fixed order's array of cells and the stack of the
//     positions already selected.
//   - S, E, F heuristics: min-fit (the column or hole with fewest fits;
//     MCH), estimate (fewest open neighbours, then fewest fits; EMCH),
//     first hole (de Bruijn's and Fletcher's order).
//   - attempts and fits: images tried and images placed at each number of
//     remaining pieces (no-fits are their difference), as the articles'
//     tables count them.
//   - redundancy, unique and mirror filters; volume and parity
//     triggers and filters; the fit filter: as in "Solving Polyomino and
//     Polycube Puzzles".
//
// # Grids
//
// Problem.Grid names the lattice: squares and cubes (the zero value),
// triangles, hexagons or balls (package solver/grid describes each,
// one file a grid). Everything that depends on the grid happens when the
// model and the filters are built, never in the search's loops, which
// see only cell numbers, images and neighbour tables, and it is asked of
// the grid rather than decided by which grid it is:
//
//   - model.go: on squares (grid.Kind.AxisTurns) the 24 rotations of the
//     cube (4 in the plane for one-sided pieces) from its own matrices; on other grids the grid's turns and,
//     for flat pieces unless OneSided, its mirror images (pieceMoves:
//     grid.Kind.Turns, Symmetries); balls are rigid bodies that take
//     every turn of space landing them on balls (grid.Kind.Rigid,
//     Orientations) and are never mirrored (grid.Kind.Solid), though a
//     flat piece turned over is its mirror image; each normalised by
//     grid.Kind.Normalize (on triangles an orientation may start at
//     x = 1, and its translations keep up triangles up:
//     grid.Kind.Translates). Neighbors has the
//     grid's slots (grid.Kind.Slots, Slot: six, twelve on balls), each a
//     direction, so that a symmetry maps slots to slots alike at every
//     cell.
//   - symmetry.go: the region's symmetry group for -r, -u and -M is the
//     grid's symmetries that map the open cells onto themselves once
//     both are normalised (gridGroup): a rhombus has four, a
//     parallelogram two, a square pyramid of balls eight; on balls
//     every turn of space that maps the region onto itself
//     (grid.Kind.Moves: a flat region in a triangular layer has its
//     turns by 60°). Mirror images are moves of flat pieces unless they
//     are one-sided; of solids they count when the piece set is closed
//     under mirroring (on balls only for a region that spans space: a
//     flat region's mirror images are turns), and, where spare pieces
//     make the set not closed, for the solutions whose mirror image is
//     one (symmetry.partial: under -M, and under -r and -u where mirror
//     images join their group).
//   - volume.go: the flood fills lay the box out as a bit field with a
//     padding row; a neighbour's direction is a stride (the grid's
//     slots); triangles (an odd row length, so that up cells are the
//     even bits) shift up cells' bits down and down cells' bits up
//     (spreadTri, triStep).
//   - parity.go: the colouring is the checkerboard on squares, up and
//     down cells on triangles; hexagons and balls have no colouring that
//     every move keeps or swaps (grid.Kind.TwoColoured), so -p and -P are
//     errors there.
//   - heuristic.go: the coordinate heuristics (x, y, radial, angular) rank
//     cells by their centres in the plane on flat grids
//     (grid.Kind.Centre); auto.go treats a triangle parallelogram as a
//     full box (fullRegion: F along a long one, E with the volume filter
//     once on a rhombus, FILA from one piece more than on squares: the
//     tuning grid.Kind.RowParallelograms), and
//     keeps DLX throughout where cells have more neighbours than FILA's
//     lists watch (balls); under Auto, redpick.go chooses the piece -r
//     constrains on triangles and hexagons (the tuning
//     grid.Kind.SampleSmallPick) by a small sample of the search even
//     when the search is small, if a symmetry fixes one of the static
//     rule's allowed images (the hexagon in the rhombus).
//
// A new grid (rhombic dodecahedra, say) is a new file of package
// solver/grid that fills in its description; the search does not change.
//
// # References
//
//   - Matt Busche, "Solving Polyomino and Polycube Puzzles: Algorithms,
//     Software, and Solutions" (polycube 1.2.1): DLX for polycubes,
//     the ordering heuristics, the image filters and backtrack triggers,
//     Monte Carlo estimates.
//   - Matt Busche, "Fixed Image List Algorithm (FILA)" (polycube 2.0):
//     FILA, NOF, POF and ILSI, and its test cases (Tables 1 and 2).
//   - Donald E. Knuth, "Dancing Links" (2000): DLX, and Algorithm X's S
//     heuristic; the estimate of a backtrack tree's size is from Knuth,
//     "Estimating the Efficiency of Backtrack Programs" (1975).
//   - David Austin, "Puzzling Over Exact Cover Problems" (AMS Feature
//     Column): Kanoodle and Sudoku as exact cover, the formulation of
//     Sudoku used by solver/sudoku.
//
// Comments call the first two "the polycube article" and "the FILA
// article", and the last "the exact cover article".
package solver
