package solver_test

import (
	"context"
	"fmt"
	"log"

	"polyplay/def"
	"polyplay/solver"
)

// Count the ways of packing the twelve pentominoes into a 10x6 box: 2,339
// up to rotations and reflections of the box, with the automatic
// configuration (what polyplay uses without algorithm options).
func Example() {
	e, _ := def.Lookup("pentominoes-10x6")
	pz, err := e.Puzzle()
	if err != nil {
		log.Fatal(err)
	}
	s, err := solver.New(&pz.Problem, solver.Options{Search: solver.Search{Auto: true, Redundancy: true}})
	if err != nil {
		log.Fatal(err)
	}
	st, err := s.Solve(context.Background(), nil) // nil: count, keep no solution
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(st.Solutions, "solutions")
	// Output:
	// 2339 solutions
}

// Solve a small puzzle given as a Problem: a domino and two L trominoes
// fill a 3x3 box with a stationary piece in one corner. Print the first
// solution, then count them all.
func Example_problem() {
	p := &solver.Problem{Name: "small", XDim: 3, YDim: 3, ZDim: 1, Pieces: []solver.Piece{
		{Name: "wall", Stationary: true, Cells: []solver.Point{{X: 2, Y: 2}}},
		{Name: "D", Cells: []solver.Point{{X: 0}, {X: 1}}},
		{Name: "L1", Cells: []solver.Point{{X: 0}, {X: 1}, {X: 0, Y: 1}}},
		{Name: "L2", Cells: []solver.Point{{X: 0}, {X: 1}, {X: 0, Y: 1}}},
	}}
	s, err := solver.New(p, solver.Options{Run: solver.Run{MaxSolutions: 1}})
	if err != nil {
		log.Fatal(err)
	}
	_, err = s.Solve(context.Background(), func(sol solver.Solution) bool {
		for _, pl := range sol.Placements {
			fmt.Print(pl.Piece, ":")
			for _, c := range pl.Cells {
				fmt.Printf(" (%d,%d)", c.X, c.Y)
			}
			fmt.Println()
		}
		return false
	})
	if err != nil {
		log.Fatal(err)
	}
	s, err = solver.New(p, solver.Options{})
	if err != nil {
		log.Fatal(err)
	}
	st, err := s.Solve(context.Background(), nil)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(st.Solutions, "solutions")
	// Output:
	// D: (0,0) (1,0)
	// L1: (0,1) (0,2) (1,2)
	// L2: (1,1) (2,0) (2,1)
	// 6 solutions
}
