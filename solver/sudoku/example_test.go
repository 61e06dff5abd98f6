package sudoku_test

import (
	"fmt"
	"log"

	"polyplay/solver/sudoku"
)

// Solve the example puzzle of Wikipedia's Sudoku article, which has one
// solution.
func Example() {
	g, err := sudoku.Parse(`
		53..7....
		6..195...
		.98....6.
		8...6...3
		4..8.3..1
		7...2...6
		.6....28.
		...419..5
		....8..79`)
	if err != nil {
		log.Fatal(err)
	}
	var sols []sudoku.Grid
	_, err = sudoku.SolveFunc(g, func(s sudoku.Grid) bool {
		sols = append(sols, s)
		return len(sols) < 2 // a second solution would show it is not unique
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(sols), "solution")
	fmt.Print(sols[0])
	// Output:
	// 1 solution
	// 534678912
	// 672195348
	// 198342567
	// 859761423
	// 426853791
	// 713924856
	// 961537284
	// 287419635
	// 345286179
}
