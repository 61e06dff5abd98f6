package main

import (
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/internal/longtest"
	"polyplay/internal/plaincount"
	"polyplay/solver/verify"
)

// TestBoundBelowCount: on library puzzles of squares, cubes, triangles,
// hexagons and balls, the bound made from the first solution that
// internal/plaincount finds, groups and images, never exceeds its count
// of all the solutions (the 10x6's count is a long test).
func TestBoundBelowCount(t *testing.T) {
	for _, key := range []string{"pentominoes-10x6", "pentominoes-8x8-hole", "pentominoes-20x3", "soma",
		"hexiamonds-6x6", "tetrahexes-4x7", "tetraspheres-tetrahedron"} {
		t.Run(key, func(t *testing.T) {
			if key == "pentominoes-10x6" {
				longtest.Skip(t)
			}
			p := librarytest.Problem(t, key)
			n, sol, err := plaincount.Count(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := verify.Solution(p, sol); err != nil {
				t.Fatalf("plaincount's first solution: %v", err)
			}
			r, err := bound(p, sol, nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d solutions; bound %d (%d groups, %d images)", n, r.bound, len(r.groups), r.images)
			if r.bound > n {
				t.Errorf("bound %d above the %d solutions", r.bound, n)
			}
		})
	}
}
