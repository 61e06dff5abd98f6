package play_test

import (
	"fmt"

	"polyplay/def"
	"polyplay/ui/play"
)

// A game driven as a page's keyboard would drive it: each move says what
// it did, refused moves why.
func Example() {
	e, _ := def.Lookup("pentominoes-10x6")
	p, _ := e.Puzzle()
	pz, _ := play.NewPuzzle(&p.Problem)
	g := play.NewGame(pz)
	i, _ := pz.PieceByName("I")
	l, _ := pz.PieceByName("L")
	fmt.Println(g.Pick(i).Text)
	fmt.Println(g.Drop().Text)
	fmt.Println(g.Pick(l).Text)
	fmt.Println(g.Move(-1, 0, 0).Text)
	fmt.Println(g.Drop().Text)
	fmt.Println(g.Move(0, -1, 0).Text)
	fmt.Println(g.Drop().Text)
	fmt.Println(g.Undo().Text)
	// Output:
	// I taken from the tray, over row 1, column 1; it fits there.
	// I placed at row 1, column 1.
	// L taken from the tray, over row 1, column 6; it fits there.
	// L moved, over row 1, column 5; it does not fit there.
	// Refused: L overlaps I at row 1, column 5.
	// L moved, over row 2, column 5; it fits there.
	// L placed at row 2, column 5.
	// Undone: L back in the tray.
}
