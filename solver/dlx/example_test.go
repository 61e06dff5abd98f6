package dlx_test

import (
	"fmt"
	"slices"

	"polyplay/solver/dlx"
)

// The example matrix of Knuth's "Dancing Links": seven columns A to G and
// six rows, whose only exact cover is rows 0, 3 and 4.
func Example() {
	m := dlx.New(7, 0) // seven primary columns, no secondary ones
	for _, cols := range [][]int{
		{2, 4, 5}, // C E F
		{0, 3, 6}, // A D G
		{1, 2, 5}, // B C F
		{0, 3},    // A D
		{1, 6},    // B G
		{3, 4, 6}, // D E G
	} {
		m.AddRow(cols...)
	}
	n := m.Search(func(rows []int) bool {
		rows = slices.Sorted(slices.Values(rows))
		for _, r := range rows {
			var names []string
			for _, c := range m.RowColumns(nil, r) {
				names = append(names, string(rune('A'+c)))
			}
			fmt.Println("row", r, names)
		}
		return true // look for more covers
	})
	fmt.Println(n, "exact cover")
	// Output:
	// row 0 [C E F]
	// row 3 [A D]
	// row 4 [B G]
	// 1 exact cover
}
