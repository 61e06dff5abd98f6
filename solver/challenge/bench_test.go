package challenge

import (
	"context"
	"testing"

	"polyplay/internal/librarytest"
	"polyplay/solver"
)

// BenchmarkChallenge generates one position of six pieces left with one
// completion, any level, from a new seed each time: what the playground
// does when a person asks for a new challenge (New included).
func BenchmarkChallenge(b *testing.B) {
	for _, key := range []string{"pentominoes-10x6", "kanoodle"} {
		p := librarytest.Problem(b, key)
		for _, level := range []Level{Any, Hard} {
			b.Run(key+"/left=6/"+level.String(), func(b *testing.B) {
				seed := int64(0)
				for b.Loop() {
					seed++
					if _, err := Generate(context.Background(), p, Options{Left: 6, Level: level, Seed: seed}, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkCount counts the completions of a 10x6 position with six
// pieces left, up to two, with the configuration the generator uses
// (plain DLX) and with the automatic one, each with its preparation
// (solver.New): the choice of countOptions.
func BenchmarkCount(b *testing.B) {
	pos, err := Generate(context.Background(), librarytest.Problem(b, "pentominoes-10x6"), Options{Left: 6, Seed: 1}, nil)
	if err != nil {
		b.Fatal(err)
	}
	p, err := pos.Problem()
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		opt  solver.Options
	}{
		{"dlx", countOptions},
		{"auto", solver.Options{Search: solver.Search{Auto: true}, Run: solver.Run{MaxSolutions: 2, Jobs: 1}}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				s, err := solver.New(p, tc.opt)
				if err != nil {
					b.Fatal(err)
				}
				if st, err := s.Solve(context.Background(), nil); err != nil || st.Solutions != 1 {
					b.Fatalf("%d solutions, %v", st.Solutions, err)
				}
			}
		})
	}
}
