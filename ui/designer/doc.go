// Package designer is the puzzle designer's components: a card above
// the board while it is open, where a person draws the region and the
// pieces and the definition in the editor follows. Its model (the
// drawing, its history, its check, reading and writing definitions) is
// package ui/design, plain Go; this package draws it and takes the
// person's pointer and keys.
//
//	Designer     designer.go the drawing and its history, the box and the tools (view.go)
//	designGrid   grid.go     the region: the grid painted, its layer and 3-D view (plane.go)
//	designPieces pieces.go   the pieces: the catalogue, each piece, the piece drawn (svg.go)
//	designCheck  estimate.go the running check and the estimate
//
// The Designer owns the drawing and hands it as data to its parts; their
// changes come back as actions (actionDesignChange, actionDesignStep).
// It observes the puzzle's and the options' stores while it is open,
// and writes the definition through Page; the page opens it with
// ActionOpen, tells it of new text with ActionTextEdited and hands its
// check the workers' estimates with ActionEstimated.
package designer
