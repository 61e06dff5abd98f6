package librarytest

// TinyPlay is a small puzzle for the tests of Play mode, natively and in
// the browser: a 4×3 box for an I (A) and two L tetrominoes (B and C, one
// shape, so Play's tray shows L ×2). Its completions: the I along the top
// or the bottom row, the Ls filling the other two rows.
const TinyPlay = `D:xDim=4:yDim=3:zDim=1
L
A A A A . B B B . C C C
. . . . . B . . . C . .
~L
~D
`
