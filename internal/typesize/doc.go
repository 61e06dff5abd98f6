// Package typesize holds the check of the module's type sizes: no type
// of any package (generated files and third_party excepted) is over 400
// lines with its methods, unless a one-line reason beside it says why.
//
// A type's lines are its declaration's and all its methods', in every
// non-test file of its package, whatever the files' build constraints.
// The reason is a directive in the type's doc comment, hidden from the
// documentation:
//
//	// engine is ...
//	//
//	//typesize:allow DLX's hot loop reads these fields together.
//	type engine struct {
//
// The package has no code: its test walks the module's tree.
package typesize
