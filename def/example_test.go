package def_test

import (
	"fmt"
	"log"

	"polyplay/def"
)

// Parse a definition: a 4x2 box to be filled with two L tetrominoes, one
// given by its cells (x y z), the other drawn in a layout.
func ExampleParse() {
	src := `# A small puzzle.
D:xDim=4:yDim=2:zDim=1
C:name=L:layout=0 0 0, 1 0 0, 2 0 0, 0 1 0
L
M M M
M . .
~L
~D
`
	puzzles, err := def.Parse("small.txt", []byte(src))
	if err != nil {
		log.Fatal(err)
	}
	for _, pz := range puzzles {
		fmt.Printf("%s (line %d): %dx%dx%d box\n", pz.Name, pz.Line, pz.XDim, pz.YDim, pz.ZDim)
		for _, pc := range pz.Pieces {
			fmt.Print(pc.Name, ":")
			for _, c := range pc.Cells {
				fmt.Printf(" (%d,%d)", c.X, c.Y)
			}
			fmt.Println()
		}
	}
	// Output:
	// small (line 2): 4x2x1 box
	// L: (0,0) (1,0) (2,0) (0,1)
	// M: (0,1) (1,1) (2,1) (0,0)
}

// A definition error names the file, line and column.
func ExampleParse_error() {
	_, err := def.Parse("bad.txt", []byte("D:xDim=4:yDim=2\n~D\n"))
	fmt.Println(err)
	// Output:
	// bad.txt:1:16: the D directive is missing zDim; expected xDim, yDim and zDim
}
