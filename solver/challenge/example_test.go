package challenge_test

import (
	"context"
	"fmt"

	"polyplay/def"
	"polyplay/solver/challenge"
)

// A starting position of the Pentominoes 10x6 with three pieces left to
// place, written as a definition: the placed pieces are stationary.
func ExampleGenerate() {
	e, _ := def.Lookup("pentominoes-10x6")
	pz, err := e.Puzzle()
	if err != nil {
		panic(err)
	}
	pos, err := challenge.Generate(context.Background(), &pz.Problem, challenge.Options{Left: 3, Seed: 1}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d pieces left, %s: %d placements\n", pos.Left(), pos.Grade.Level, pos.Grade.Placements)
	q, err := pos.Problem()
	if err != nil {
		panic(err)
	}
	fmt.Print(def.Format(q))
	// Output:
	// 3 pieces left, medium: 4 placements
	// # pentominoes-10x6
	// D:xDim=10:yDim=6:zDim=1
	// L
	// . F F . T T T . . X .
	// F F . . . T . . X X X
	// . F . . . T . . . X .
	// ~L
	// L:stationary=I L N P U V W Y Z
	// U U U I I I I I L L
	// U N U W W Z V V V L
	// N N W W . Z Z Z V L
	// N . W . . . . Z V L
	// N . . . . . Y P P P
	// . . . . Y Y Y Y P P
	// ~L
	// ~D
}
