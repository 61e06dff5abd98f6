// Package burrexamples gives tests the 18 example puzzles that BurrTools
// 0.7.1 ships (its repository's examples/), read from the mirror of its
// repository where there is one. A test that needs one asks Read or File
// for it and is skipped, with the reason, where the mirror is not here
// (a fresh machine need not have it). BurrTxt runs BurrTools' burrTxt,
// for tests that compare with it where it is at hand.
package burrexamples

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Mirror is the git directory of the mirror of BurrTools' repository.
const Mirror = "/work/.mirror/burr-tools+burr-tools/repo"

// Names are the file names of BurrTools' 18 examples, in its order
// (alphabetical).
var Names = []string{
	"12PieceSeparation.xmpuzzle",
	"AlPackino.xmpuzzle",
	"AugmentedSecondStellation.xmpuzzle",
	"BallRoom.xmpuzzle",
	"Bermuda.xmpuzzle",
	"BrokenSticks.xmpuzzle",
	"CubeInCage.xmpuzzle",
	"DemoMirrorParadox.xmpuzzle",
	"DemoPieceGenerator.xmpuzzle",
	"DiagonalCube.xmpuzzle",
	"DraculasDentalDesaster.xmpuzzle",
	"FourPieceTetrahedron.xmpuzzle",
	"HexSticks.xmpuzzle",
	"PelikanBurr.xmpuzzle",
	"PermutatedThirdStellation.xmpuzzle",
	"PiecesOfEight.xmpuzzle",
	"Prisgon.xmpuzzle",
	"SolidSixPieceBurrs.xmpuzzle",
}

// Read returns the bytes of the example file name (one of Names, e.g.
// "PelikanBurr.xmpuzzle") as the mirror's HEAD holds it; t is skipped
// where the mirror, or the file in it, is not here.
func Read(t testing.TB, name string) []byte {
	t.Helper()
	src, err := exec.Command("git", "-C", Mirror, "show", "HEAD:examples/"+name).Output()
	if err != nil {
		t.Skipf("BurrTools' example %s is not here (%s): %v", name, Mirror, err)
	}
	return src
}

// File writes the example file name (as Read) to a file of that name in
// dir and returns its path, for a test that runs a command on it.
func File(t testing.TB, dir, name string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, Read(t, name), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// BurrTxt runs BurrTools' burrTxt ($BURRTXT, else burrTxt on the PATH)
// with args and returns its output; ok is false where there is no
// burrTxt. A failing run fails the test.
func BurrTxt(t *testing.T, args ...string) (out []byte, ok bool) {
	t.Helper()
	bin := os.Getenv("BURRTXT")
	if bin == "" {
		var err error
		if bin, err = exec.LookPath("burrTxt"); err != nil {
			return nil, false
		}
	}
	out, err := exec.Command(bin, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("burrTxt: %v\n%s", err, out)
	}
	return out, true
}
