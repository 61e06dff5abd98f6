package main

// disassembly is the JSON form of --disassemble's counts: the
// assemblies found, and the level of each that comes apart, in the order
// found.
type disassembly struct {
	Assemblies int64    `json:"assemblies"`
	Levels     []string `json:"levels"`
}
